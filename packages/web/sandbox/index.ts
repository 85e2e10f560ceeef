export { handlers } from './handlers';
export { API_BASE, type Ctx, fail, ok, type Reply, sandboxRoute } from './route';
export { SAMPLE_IDENTITY, sampleBorrowerUrl } from './sample-borrower';
export {
  type AreaDef,
  chooseFixtures,
  device,
  type Fault,
  registerArea,
  resetAll,
  resetDevice,
} from './store';

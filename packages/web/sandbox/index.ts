export { handlers } from './handlers';
export {
  API_BASE,
  type Ctx,
  EXPIRED_TOKEN,
  fail,
  ok,
  type Reply,
  SESSION_EXPIRED_CODE,
  sandboxRoute,
} from './route';
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

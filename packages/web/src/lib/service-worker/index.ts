export { type HandOverWindow, handOverToPackage } from './package-handover';
export { appRoot, removeServiceWorker, startServiceWorker, type WorkerStart } from './register';
export {
  fetchSwitch,
  GET_STATE,
  readSwitch,
  SWITCH_FILE,
  type SwitchState,
  WORKER_FILE,
  type WorkerState,
} from './switch';

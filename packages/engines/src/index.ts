export { CHROMIUM_ARGS, chromiumPath } from './chromium';
export { ContextPool, type PooledContext } from './context-pool';
export { freePort } from './free-port';
export { type LaneScheduler, laneParallelism, laneScheduler } from './lanes';
export { launchEngine } from './launch';
export {
  groupAlive,
  type OwnedProcess,
  ownGroup,
  releaseGroup,
  spawnOwned,
  stopGroup,
} from './process-group';
export { launchRemote, type RemoteBrowser, type RemoteOptions } from './remote';
export {
  ENGINE_NAMES,
  ENGINE_STANDS_FOR,
  type EngineBrowser,
  type EngineName,
  type EnginePage,
  isEngineName,
  type NetworkConditions,
  type PageFunction,
  type PageOptions,
} from './types';
export { miniBrowserPath, WEBKIT_DRIVER } from './webkit';
export { startXvfb } from './xvfb';

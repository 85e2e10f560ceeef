export { buildPath } from './build-path';
export type { RouteDef } from './route-def';

export { buildPath } from './build-path';
export { orderEarlyRead } from './order-early-read';
export type { RouteDef } from './route-def';

export {
  buildPath,
  type HashLocation,
  matchPath,
  navigate,
  parseHash,
  useHashLocation,
} from './hash-location';
export { Link } from './link';
export type { RouteDef } from './route-def';
export { RouteContext, type RouteState, useQueryParam, useRoute } from './use-route';

import type { PageParams, PageSpec } from '@hybrid-loan/bridge-sdk/contract';
import type { EarlyRead } from '../http/early-request';
import type { PageCall } from '../http/page-call';
import { readPageParams } from './page-params';
import type { RouteDef } from './route-def';

/**
 * A page's route, declared once: its contract row, its lazy page and its first calls as data (the
 * first brings its content). The entry sends each call the address's parameters can make before
 * React loads, none when they cannot make the first; the page's queries ask for the same calls
 * and adopt the answers. The entry holds every route: keep this small.
 */
export function pageRoute<S extends PageSpec>(
  spec: S,
  load: RouteDef['load'],
  ...calls: PageCall<PageParams<S>>[]
): RouteDef {
  return {
    ...spec,
    load,
    earlyRead: (query) => {
      const page = readPageParams(spec, query);
      const reads = calls.map((call) => {
        const params = call.params(page);
        return params && { endpoint: call, params };
      });
      return reads[0] ? (reads.filter(Boolean) as EarlyRead[]) : null;
    },
  };
}
export type { RouteDef } from './route-def';

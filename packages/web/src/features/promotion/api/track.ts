import * as v from 'valibot';
import { defineEndpoint, type Params, request } from '../../../lib/http';
import { PROMOTION } from './paths';

/** GET track-visit: page_id, user_from, client_type, page_type=1, utm_tag, app_from. */
export const trackVisit = defineEndpoint({
  method: 'GET',
  path: `${PROMOTION}/track-visit`,
  schema: v.unknown(),
});

/** GET track-click: the same plus phone. */
export const trackClick = defineEndpoint({
  method: 'GET',
  path: `${PROMOTION}/track-click`,
  schema: v.unknown(),
});

/** Tracking never bothers the visitor: a failure is dropped, registration goes on. */
export function track(endpoint: typeof trackVisit, params: Params): void {
  request(endpoint, params, { silent: true }).catch(() => undefined);
}

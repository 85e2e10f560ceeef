import * as v from 'valibot';
import { defineEndpoint, type Params, request } from '../../../lib/http';
import { TRACK_CLICK_CALL, TRACK_VISIT_CALL } from '../calls';

/** TRACK_VISIT_CALL: page_id, user_from, client_type, page_type=1, utm_tag, app_from. */
export const trackVisit = defineEndpoint({ ...TRACK_VISIT_CALL, schema: v.unknown() });

/** TRACK_CLICK_CALL: the same plus phone. */
export const trackClick = defineEndpoint({ ...TRACK_CLICK_CALL, schema: v.unknown() });

/** Tracking never bothers the visitor: a failure is dropped, registration goes on. */
export function track(endpoint: typeof trackVisit, params: Params): void {
  request(endpoint, params, { silent: true }).catch(() => undefined);
}

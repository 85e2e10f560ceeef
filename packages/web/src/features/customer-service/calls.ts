import type { PageCall } from '../../lib/http/page-call';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

/** POST /v3/personal-center/contact-kf-info with overall=30: the service's e-mail and phone. */
export const CONTACT_INFO_CALL: PageCall<unknown> = {
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  params: () => ({ overall: 30 }),
};

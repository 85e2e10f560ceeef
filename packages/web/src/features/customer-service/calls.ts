import type { PageCall } from '../../lib/http/page-call';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the routes' early reads and the sandbox take them from here. The entry imports the
// first calls: keep this file to declarations.

/** POST /v3/personal-center/contact-kf-info with overall=30: the service's e-mail and phone. */
export const CONTACT_INFO_CALL: PageCall<unknown> = {
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  params: () => ({ overall: 30 }),
};

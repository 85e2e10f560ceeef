import type { HttpHandler } from 'msw';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import { CONTACT_INFO_CALL } from '../calls';
import { serviceArea } from './fixtures';

/** Customer service: the contact details. */
export const customerServiceHandlers: HttpHandler[] = [
  sandboxRoute(CONTACT_INFO_CALL, ({ params, area }) => {
    if (params.overall !== '30') return fail(-1, 'overall must be 30');
    const s = area(serviceArea);
    return ok({ email: s.email, smWa: s.smWa });
  }),
];

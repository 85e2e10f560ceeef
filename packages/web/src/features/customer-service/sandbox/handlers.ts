import type { HttpHandler } from 'msw';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import { serviceArea } from './fixtures';

/** Customer service: the contact details. */
export const customerServiceHandlers: HttpHandler[] = [
  sandboxRoute('POST', '/v3/personal-center/contact-kf-info', ({ params, area }) => {
    if (params.overall !== '30') return fail(-1, 'overall must be 30');
    const s = area(serviceArea);
    return ok({ email: s.email, smWa: s.smWa });
  }),
];

import type { HttpHandler } from 'msw';
import { serviceArea } from '../fixtures/service';
import { fail, ok, sandboxRoute } from '../route';

/** Endpoints the platform pages use: customer service contact details. */
export const platformHandlers: HttpHandler[] = [
  sandboxRoute('POST', '/v3/personal-center/contact-kf-info', ({ params, area }) => {
    if (params.overall !== '30') return fail(-1, 'overall must be 30');
    const s = area(serviceArea);
    return ok({ email: s.email, smWa: s.smWa });
  }),
];

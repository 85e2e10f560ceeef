import * as v from 'valibot';
import { defineEndpoint, useApiQuery } from '../../../lib/http';

const contactInfo = v.object({
  email: v.optional(v.string(), ''),
  smWa: v.optional(v.string(), ''),
});

export type ContactInfo = v.InferOutput<typeof contactInfo>;

/** POST /v3/personal-center/contact-kf-info with overall=30 -> { email, smWa }. */
export const getContactInfo = defineEndpoint({
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  schema: contactInfo,
});

export function useContactInfo() {
  return useApiQuery(getContactInfo, { overall: 30 });
}

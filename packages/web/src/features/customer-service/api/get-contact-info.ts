import * as v from 'valibot';
import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { CONTACT_INFO_CALL } from '../calls';

const contactInfo = v.object({
  email: v.optional(v.string(), ''),
  smWa: v.optional(v.string(), ''),
});

export type ContactInfo = v.InferOutput<typeof contactInfo>;

/** POST /v3/personal-center/contact-kf-info with overall=30 -> { email, smWa }. */
export const getContactInfo = defineEndpoint({ ...CONTACT_INFO_CALL, schema: contactInfo });

export function useContactInfo() {
  return useCallQuery(getContactInfo, CONTACT_INFO_CALL, undefined);
}

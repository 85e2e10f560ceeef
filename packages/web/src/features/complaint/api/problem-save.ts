import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { type ComplaintPayload, PROBLEM_SAVE_CALL } from '../calls';

export type { ComplaintPayload };

/** PROBLEM_SAVE_CALL: files the complaint. */
export const problemSave = defineEndpoint({ ...PROBLEM_SAVE_CALL, schema: v.unknown() });

export function saveComplaint(p: ComplaintPayload) {
  return request(problemSave, PROBLEM_SAVE_CALL.params(p) ?? {}, { loading: true });
}

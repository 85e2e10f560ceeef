import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';
import { PUSH_LOAN_CALL, type PushInput } from '../calls';

export type { PushInput };

/** PUSH_LOAN_CALL -> lendDetailsUrl, where the new order is shown. */
export const pushLoan = defineEndpoint({
  ...PUSH_LOAN_CALL,
  schema: v.looseObject({ lendDetailsUrl: text }),
});

export function submitLoan(input: PushInput) {
  return request(pushLoan, PUSH_LOAN_CALL.params(input) ?? {}, { loading: true });
}

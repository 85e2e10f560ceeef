import * as v from 'valibot';
import { defineEndpoint, text } from '../../../lib/http';
import { COMMIT_CALL, type CommitPayload } from '../calls';

export type { CommitPayload };

// needValid decides between "pay now" and "ask for the code": without it the answer is malformed,
// never read as a finished payment.
const commitResult = v.object({
  needValid: v.pipe(
    v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1')]),
    v.transform(String),
  ),
  repayRecordId: text,
});

export type CommitResult = v.InferOutput<typeof commitResult>;

/** COMMIT_CALL: starts a card repayment; `needValid` 1 asks for the SMS code. */
export const commitRepayment = defineEndpoint({ ...COMMIT_CALL, schema: commitResult });

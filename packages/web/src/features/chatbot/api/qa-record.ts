import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { QA_RECORD_CALL } from '../calls';
import { chatItem } from './schemas';

/** Record types of qa-record. */
export const RECORD = { handover: 1, solved: 2, rating: 3, freeText: 4 } as const;
export const SOLVED = 1;
export const UNSOLVED = 2;

/** QA_RECORD_CALL (orderNo, type, value, qaId). */
export const qaRecord = defineEndpoint({
  ...QA_RECORD_CALL,
  schema: v.pipe(
    v.nullish(
      v.object({
        /** A reply to show: the thank-you title after a low rating, a free-text reply. */
        title: v.nullish(v.string(), ''),
        /** 1: a report result, offered with a contact-support button. */
        isReport: v.nullish(
          v.pipe(
            v.union([v.number(), v.string()]),
            v.transform((x) => Number(x) === 1),
          ),
          0,
        ),
        answerList: v.nullish(v.array(chatItem), []),
      }),
    ),
    // Most record types answer with no data at all.
    v.transform((data) => data ?? { title: '', isReport: false, answerList: [] }),
  ),
});

export function record(orderNo: string, type: number, value: string | number, qaId: string) {
  return request(qaRecord, QA_RECORD_CALL.params({ orderNo, type, value, qaId }) ?? {});
}

import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { QA_LIST_CALL } from '../calls';
import { chatItem } from './schemas';

/**
 * GET /h5-api/v3/user-problem/get-qa-list (orderNo, pid): the children of `pid` as answerList, or,
 * for a question, the question plus its answers.
 */
export const getQaList = defineEndpoint({
  ...QA_LIST_CALL,
  schema: v.object({
    question: v.nullish(v.union([v.string(), chatItem]), null),
    answerList: v.nullish(v.array(chatItem), []),
  }),
});

export function fetchQaList(orderNo: string, pid: string) {
  return request(getQaList, QA_LIST_CALL.params({ orderNo, pid }) ?? {}, { silent: true });
}

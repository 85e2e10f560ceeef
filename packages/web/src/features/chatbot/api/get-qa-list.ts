import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { chatItem } from './schemas';

/**
 * GET /h5-api/v3/user-problem/get-qa-list (orderNo, pid): the children of `pid` as answerList, or,
 * for a question, the question plus its answers.
 */
export const getQaList = defineEndpoint({
  method: 'GET',
  path: '/h5-api/v3/user-problem/get-qa-list',
  schema: v.object({
    question: v.nullish(v.union([v.string(), chatItem]), null),
    answerList: v.nullish(v.array(chatItem), []),
  }),
});

export function fetchQaList(orderNo: string, pid: string) {
  return request(getQaList, { orderNo, pid }, { silent: true });
}

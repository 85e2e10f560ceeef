import type { PageCall } from '../../lib/http/page-call';

// Every backend call of the complaint pages as data (method, path, parameters, whether it creates
// something and so carries an idempotency key): the api/ files add the schema and the hook, the
// sandbox routes by them. The form's first call (the entry sends it early) and the newer entry's,
// which the app hands the chatbot, are declared in early-calls.ts (the entry imports that file
// alone), the form's own in form-calls.ts (the form page carries only those); all are listed here.

export { type Order, PROBLEM_INIT_CALL, PROBLEM_INIT_V3_CALL } from './early-calls';
export { type ComplaintPayload, PROBLEM_SAVE_CALL, UPLOAD_IMAGE_CALL } from './form-calls';

/** POST /user-problem/problem-list: the borrower's complaints, by tab. */
export const PROBLEM_LIST_CALL: PageCall<unknown> = {
  method: 'POST',
  path: '/user-problem/problem-list',
  params: () => ({}),
};

/** POST /user-problem/problem-detail (problemId): one complaint with its reply. */
export const PROBLEM_DETAIL_CALL: PageCall<{ problemId: string }> = {
  method: 'POST',
  path: '/user-problem/problem-detail',
  params: ({ problemId }) => (problemId ? { problemId } : null),
};

/** POST /user-problem/save-score (problemId, score 1-5): rates the reply. */
export const SAVE_SCORE_CALL: PageCall<{ problemId: string; score: number }> = {
  method: 'POST',
  path: '/user-problem/save-score',
  idempotent: true,
  params: ({ problemId, score }) => ({ problemId, score }),
};

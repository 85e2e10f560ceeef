import type { PageCall } from '../../lib/http/page-call';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the sandbox routes by them. The calls its routes send early are declared in
// early-calls.ts (the entry imports that file alone, so the rest stays out of the entry's bytes)
// and listed here with the others.

export { QA_LIST_CALL, ROOT_PID } from './early-calls';

/** What a record says happened: a hand-over, solved or not, a rating, a free-text question. */
export interface QaRecord {
  orderNo: string;
  type: number;
  value: string | number;
  qaId: string;
}

/** POST /h5-api/v3/user-problem/qa-record (orderNo, type, value, qaId): records a step. */
export const QA_RECORD_CALL: PageCall<QaRecord> = {
  method: 'POST',
  path: '/h5-api/v3/user-problem/qa-record',
  idempotent: true,
  params: ({ orderNo, type, value, qaId }) => ({ orderNo, type, value, qaId }),
};

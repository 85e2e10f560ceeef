import type { PageCall } from '../../lib/http/page-call';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the sandbox takes them from here. Each call may carry the store's `lang` (the
// legacy service answers in it).

/** The language the legacy store asks in, as its route has it. */
type Lang = { lang?: string };

/** POST .../repayment-way, the order id in the query: the cards, the alipay flag, the repay token. */
export const REPAYMENT_WAY_CALL: PageCall<{ orderId: string } & Lang> = {
  method: 'POST',
  path: '/api/v1/youmi/youmi-api/service/loan/repayment-way',
  params: ({ orderId, lang }) => ({ orderId, lang }),
};

/** What a card repayment is started with. */
export interface CommitPayload extends Lang {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  /** 1 asks the server to send (or send again) the SMS code. */
  sendMsg: number;
}

/** POST .../repayment-commit: starts a card repayment; `needValid` 1 asks for the SMS code. */
export const COMMIT_CALL: PageCall<CommitPayload> = {
  method: 'POST',
  path: '/api/v1/youmi/youmi-api/service/loan/repayment-commit',
  money: true,
  idempotent: true,
  params: (p) => ({ ...p }),
};

/** POST .../repayment-confirm (orderId, verifyCode, repaymentRecordId): confirms with the code. */
export const CONFIRM_CALL: PageCall<
  { orderId: string; verifyCode: string; repaymentRecordId: string } & Lang
> = {
  method: 'POST',
  path: '/api/v1/youmi/youmi-api/service/loan/repayment-confirm',
  money: true,
  idempotent: true,
  params: (p) => ({ ...p }),
};

/** POST .../repayment-huichao (userId, orderId, amount): the payment page's url. */
export const HUICHAO_CALL: PageCall<{ userId: string; orderId: string; amount: string } & Lang> = {
  method: 'POST',
  path: '/api/v1/youmi/youmi-api/service/loan/repayment-huichao',
  money: true,
  idempotent: true,
  params: (p) => ({ ...p }),
};

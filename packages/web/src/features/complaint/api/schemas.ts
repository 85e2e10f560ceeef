import * as v from 'valibot';
import { num, text } from '../../../lib/http';

/** An image list: an array of URLs or one comma-joined string. */
const urls = v.nullish(
  v.pipe(
    v.union([v.array(v.string()), v.string()]),
    v.transform((x) => (Array.isArray(x) ? x : x.split(',')).map((s) => s.trim()).filter(Boolean)),
  ),
  [],
);

export const option = v.object({ value: text, title: text });
export type ProblemOption = v.InferOutput<typeof option>;

export const order = v.object({
  orderNo: text,
  productLogo: text,
  productName: text,
  status: text,
  list: v.nullish(v.array(v.object({ title: text, value: text })), []),
  /** 1 allows collection-type complaints. */
  isShow: num,
});
export type OrderSummary = v.InferOutput<typeof order>;

export const complaint = v.object({
  problemId: text,
  id: text,
  orderNo: text,
  type: text,
  typeTitle: text,
  sonType: text,
  sonTypeTitle: text,
  content: text,
  images: urls,
  time: text,
  status: num,
  statusText: text,
  disposeDetail: text,
  disposeImages: urls,
  disposeTime: text,
  /** Non-zero: the borrower may still rate the handling. */
  isScore: num,
});
export type Complaint = v.InferOutput<typeof complaint>;

export const problemInitData = v.object({
  problemType: v.nullish(v.array(option), []),
  problemSonType: v.nullish(v.array(option), []),
  orderDetail: v.nullish(order, null),
  orderList: v.nullish(v.array(order), []),
  problemStatus: num,
});
export type ProblemInit = v.InferOutput<typeof problemInitData>;

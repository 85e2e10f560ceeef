import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';

/** POST /user-problem/problem-save; images comma-joined, or empty. */
export const problemSave = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: '/user-problem/problem-save',
  schema: v.unknown(),
});

export interface ComplaintPayload {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  images: string[];
  orderNo: string;
}

export function saveComplaint(p: ComplaintPayload) {
  return request(
    problemSave,
    {
      problemType: p.problemType,
      problemSonType: p.problemSonType,
      problemDetail: p.problemDetail,
      problemImage: p.images.join(','),
      orderNo: p.orderNo,
    },
    { loading: true },
  );
}

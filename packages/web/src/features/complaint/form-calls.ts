import type { PageCall } from '../../lib/http/page-call';

// The complaint form's own calls (see calls.ts, the feature's one list of calls): apart so that
// the form page carries only these, not the list's and details' declarations (the form is a main
// page, measured against its budget of JS before first data).

/** What the borrower files: the type, the words, the uploaded images' URLs, the order. */
export interface ComplaintPayload {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  images: string[];
  orderNo: string;
}

/** POST /user-problem/problem-save: files a complaint (images comma-joined, or empty). */
export const PROBLEM_SAVE_CALL: PageCall<ComplaintPayload> = {
  method: 'POST',
  path: '/user-problem/problem-save',
  idempotent: true,
  params: (p) => ({
    problemType: p.problemType,
    problemSonType: p.problemSonType,
    problemDetail: p.problemDetail,
    problemImage: p.images.join(','),
    orderNo: p.orderNo,
  }),
};

/** POST /user-problem/upload-problem-img, multipart `problemImage`: the image's URL. */
export const UPLOAD_IMAGE_CALL: PageCall<{ file: Blob }> = {
  method: 'POST',
  path: '/user-problem/upload-problem-img',
  multipart: true,
  idempotent: true,
  params: ({ file }) => ({ problemImage: file }),
};

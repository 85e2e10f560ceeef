import * as v from 'valibot';
import { defineEndpoint, type Params, request } from '../../../lib/http';

/** POST /user-problem/upload-problem-img, multipart `problemImage` -> data.url. */
export const uploadProblemImg = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: '/user-problem/upload-problem-img',
  multipart: true,
  schema: v.object({ url: v.pipe(v.string(), v.url()) }),
});

export function uploadImage(file: Blob) {
  // The multipart client appends Blobs as files; Params is typed for text fields only.
  const params = { problemImage: file } as unknown as Params;
  return request(uploadProblemImg, params, { silent: true });
}

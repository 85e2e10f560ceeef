import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { UPLOAD_IMAGE_CALL } from '../calls';

/** UPLOAD_IMAGE_CALL -> data.url. */
export const uploadProblemImg = defineEndpoint({
  ...UPLOAD_IMAGE_CALL,
  schema: v.object({ url: v.pipe(v.string(), v.url()) }),
});

export function uploadImage(file: Blob) {
  return request(uploadProblemImg, UPLOAD_IMAGE_CALL.params({ file }) ?? {}, { silent: true });
}

import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

const JsdomFile = globalThis.File;

/**
 * Lets the sandbox read multipart uploads under jsdom: Node's multipart parser (request.formData()
 * in sandbox/route.ts) builds parts with the global File and then asserts they are Node Files,
 * which fails while jsdom's File is the global one. The page's files stay jsdom Files (pngFile).
 */
export function useNodeFileForMultipart() {
  beforeAll(() => {
    globalThis.File = NodeFile as unknown as typeof File;
  });
  afterAll(() => {
    globalThis.File = JsdomFile;
  });
}

/** The PNG signature: what the pages and the sandbox tell a PNG by. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A small PNG file: the PNG signature, then zeros (jsdom does not decode images; `useJsdomCanvas`
 * stands in for the decoder and tells a picture by its signature, as the pages do).
 */
export function pngFile(name = 'photo.png', bytes = 64): File {
  const data = new Uint8Array(Math.max(bytes, PNG_SIGNATURE.length));
  data.set(PNG_SIGNATURE);
  return new JsdomFile([data], name, { type: 'image/png' });
}

/** Any jsdom file (what an input holds). */
export function jsdomFile(parts: BlobPart[], name: string, type: string): File {
  return new JsdomFile(parts, name, { type });
}

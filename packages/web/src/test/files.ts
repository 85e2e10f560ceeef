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

/** A small PNG-typed file (jsdom does not decode images, so the bytes need not be a real PNG). */
export function pngFile(name = 'photo.png', bytes = 64): File {
  return new JsdomFile([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** Any jsdom file (what an input holds). */
export function jsdomFile(parts: BlobPart[], name: string, type: string): File {
  return new JsdomFile(parts, name, { type });
}

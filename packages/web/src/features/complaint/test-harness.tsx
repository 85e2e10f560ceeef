import { File as NodeFile } from 'node:buffer';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { initIdentity } from '../../lib/identity';
import { RouteContext, useHashLocation } from '../../lib/router';
import { renderWithProviders } from '../../test/render';

/** The route context follows the hash, so a page sees its own navigations (tests only). */
function Routed({ children }: { children: ReactNode }) {
  const location = useHashLocation();
  return (
    <RouteContext.Provider value={{ ...location, params: {} }}>{children}</RouteContext.Provider>
  );
}

/** Opens `route` as the shell would for an English-speaking borrower on `deviceId`, then renders. */
export async function openPage(
  route: string,
  deviceId: string,
  page: ReactElement,
  languageType = '1',
) {
  const join = route.includes('?') ? '&' : '?';
  window.history.replaceState(
    null,
    '',
    `/#${route}${join}deviceId=${deviceId}&token=t-${deviceId}&languageType=${languageType}`,
  );
  initIdentity(window);
  return renderWithProviders(<Routed>{page}</Routed>, {
    language: languageType === '1' ? 'en-IN' : 'id-ID',
  });
}

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

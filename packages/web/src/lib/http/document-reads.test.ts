import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { forgetIdentity, previewIdentity, readIdentity } from '../identity';
import { send } from './call-pipeline';
import { DOCUMENT_READS, forgetEarlyReads, sendEarly, sendFromDocument } from './early-request';
import { defineEndpoint } from './endpoint';
import { hasPendingIntent } from './intent-key';

// The document's early read (src/document-read.ts) and the entry taking it: the same module
// instance plays both here, as the two bundles run the same code on one page.

const server = useSandbox();

const contact = defineEndpoint({
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  schema: v.looseObject({ email: v.string() }),
});
const create = defineEndpoint({ ...contact, idempotent: true });

function countRequests(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request.url);
  });
  return seen;
}

const left = () => (window as unknown as Record<string, { reads: object }>)[DOCUMENT_READS]?.reads;

/** The document's step: the identity previewed from the address, the reads sent. */
function documentSends(address: string, reads: Parameters<typeof sendFromDocument>[1]) {
  forgetIdentity();
  window.history.replaceState(null, '', address);
  previewIdentity(window);
  sendFromDocument(window, reads);
}

describe("the document's early read", () => {
  beforeEach(() => forgetEarlyReads());
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[DOCUMENT_READS];
  });

  it('is taken by the entry for the same identity and call: one request, the answer adopted', async () => {
    const seen = countRequests(contact.path);
    documentSends('/#/x?token=tk&deviceId=dev-doc&languageType=1', [
      { endpoint: contact, params: { overall: 30 } },
    ]);
    await expect.poll(() => seen.length).toBe(1);
    // The entry: the identity read for real (out of the address), then its own early start.
    readIdentity(window);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    expect(left()).toEqual({});
    // What the document left names the borrower by a digest, never by the token or the device.
    expect(
      JSON.stringify((window as unknown as Record<string, unknown>)[DOCUMENT_READS]),
    ).not.toMatch(/tk|dev-doc/);
    const result = await send(contact, { overall: 30 });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('is not taken for another identity: the entry sends its own read', async () => {
    const seen = countRequests(contact.path);
    documentSends('/#/x?token=tk&deviceId=dev-doc&languageType=1', [
      { endpoint: contact, params: { overall: 30 } },
    ]);
    // Between the two, the address came to name another borrower.
    window.history.replaceState(null, '', '/#/x?token=other&deviceId=dev-2&languageType=1');
    readIdentity(window);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    await send(contact, { overall: 30 });
    expect(seen).toHaveLength(2);
  });

  it('leaves the address and the identity in storage alone: the entry strips and keeps it', () => {
    documentSends('/#/x?token=tk&deviceId=dev-doc&languageType=1', []);
    expect(window.location.hash).toContain('token=tk');
    expect(sessionStorage.length).toBe(0);
    readIdentity(window);
    expect(window.location.hash).not.toContain('token');
  });

  it('sends a creation with its intent key, which the entry takes and the call settles: one request', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(create.path))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    documentSends('/#/x?token=tk&deviceId=dev-doc&languageType=1', [
      { endpoint: create, params: { overall: 30 } },
    ]);
    await expect.poll(() => keys.length).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    readIdentity(window);
    // The key the document stored is the borrower's pending intent: the entry's reuses it.
    expect(hasPendingIntent(create, { overall: 30 })).toBe(true);
    sendEarly({ endpoint: create, params: { overall: 30 } });
    const result = await send(create, { overall: 30 });
    expect(result.ok).toBe(true);
    expect(keys).toHaveLength(1);
    expect(hasPendingIntent(create, { overall: 30 })).toBe(false);
  });

  it('never sends money or an upload from the document', async () => {
    const pay = defineEndpoint({ ...contact, money: true });
    const seen = countRequests(contact.path);
    documentSends('/#/x?token=tk&deviceId=dev-doc&languageType=1', [
      { endpoint: pay, params: { overall: 30 } },
    ]);
    expect(left()).toEqual({});
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['another borrower', '/#/x?token=B&deviceId=dev-b&gid=g-b&languageType=2'],
    ['the same borrower, another language', '/#/x?languageType=2'],
    ['no identity in the address (a reload)', '/#/x'],
  ])('previews the identity the entry then adopts: %s', (_case, address) => {
    forgetIdentity();
    window.history.replaceState(null, '', '/#/x?token=A&deviceId=dev-a&gid=g-a&languageType=1');
    readIdentity(window);
    window.history.replaceState(null, '', address);
    const previewed = JSON.stringify(previewIdentity(window));
    expect(JSON.stringify(readIdentity(window))).toBe(previewed);
  });
});

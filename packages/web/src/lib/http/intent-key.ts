import { borrowerStorageKey } from '../identity';
import { randomUuid } from '../random';
import { digest, readJson, remove, writeJson } from '../storage';
import type { Endpoint } from './endpoint';

/**
 * Idempotency keys (the IETF draft's `Idempotency-Key` header) for calls that create or move
 * something. One key per borrower intent: the same endpoint with the same inputs reuses its key
 * until the server gives a definitive answer, so a retry after a timeout, a dropped connection, a
 * 5xx or a reload of the page cannot do the thing twice. The pending keys live in sessionStorage
 * (they survive a reload, not the webview), for at most the server's key lifetime, under the
 * borrower's prefix: another borrower never reuses them, and logging out forgets them.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long the backend keeps a key (see the web README); an older pending key is a new intent. */
export const INTENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the pending keys stored before they were kept per borrower: whose they were is unknown.
 * The app's start calls it, with the identity's clean-up: this module has no side effect of its
 * own, so the document's early read (document-read.ts) can carry it without writing storage.
 */
export function forgetUnownedIntents(): void {
  remove('session', 'intents');
}

/** The pending intents are the borrower's (`borrower:<who>:intents`): cleared with the identity. */
const store = () => borrowerStorageKey('intents');

interface Pending {
  key: string;
  at: number;
}

type Intents = Record<string, Pending>;
/** The call's inputs (the client's `Params`; not imported, so the client can import this file). */
type Params = Readonly<Record<string, unknown>>;

/** A new intent's key: a random UUID v4 (`lib/random`, on the floor's engines too). */
export const newIdempotencyKey = randomUuid;

/** What makes two calls the same intent: the endpoint and its inputs, in a stable order. */
export function intentId(endpoint: Pick<Endpoint<unknown>, 'path'>, params: Params): string {
  const parts = Object.keys(params)
    .sort()
    .flatMap((k) => {
      const v = params[k];
      if (v === undefined || v === null) return [];
      if (v instanceof Blob)
        return [`${k}=blob:${v instanceof File ? v.name : ''}:${v.size}:${v.type}`];
      return [`${k}=${String(v)}`];
    });
  // The inputs may hold personal data (a complaint's text), so storage keeps a hash: the storage
  // module's cyrb53 (the same function as before, so keys already stored still match).
  return digest(`${endpoint.path}?${parts.join('&')}`);
}

function load(now: number): Intents {
  const all = readJson<Intents>('session', store()) ?? {};
  const fresh: Intents = {};
  for (const [id, p] of Object.entries(all))
    if (p && typeof p.key === 'string' && now - p.at < INTENT_LIFETIME_MS) fresh[id] = p;
  return fresh;
}

/** The key of this intent: the pending one if a previous attempt got no definitive answer. */
export function intentKey(
  endpoint: Pick<Endpoint<unknown>, 'path'>,
  params: Params,
  now = Date.now(),
): string {
  const id = intentId(endpoint, params);
  const intents = load(now);
  const pending = intents[id];
  if (pending) return pending.key;
  const key = newIdempotencyKey();
  intents[id] = { key, at: now };
  writeJson('session', store(), intents);
  return key;
}

/**
 * The pipeline's step (call-pipeline.ts): the `Idempotency-Key` header an idempotent call carries,
 * its intent's key; none for any other call.
 */
export function idempotencyHeaders(
  endpoint: Pick<Endpoint<unknown>, 'path' | 'idempotent'>,
  params: Params,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (endpoint.idempotent) headers[IDEMPOTENCY_HEADER] = intentKey(endpoint, params);
  return headers;
}

/** Whether an earlier attempt of this intent is still without a definitive answer. */
export function hasPendingIntent(
  endpoint: Pick<Endpoint<unknown>, 'path'>,
  params: Params,
  now = Date.now(),
): boolean {
  return intentId(endpoint, params) in load(now);
}

/** The server answered this intent for good: the next attempt is a new intent with a new key. */
export function settleIntent(endpoint: Pick<Endpoint<unknown>, 'path'>, params: Params): void {
  const intents = load(Date.now());
  const id = intentId(endpoint, params);
  if (!(id in intents)) return;
  delete intents[id];
  writeJson('session', store(), intents);
}

/**
 * Whether an HTTP status is the server's last word on the request. 5xx, 408, 425 and 429 may
 * come before the work is done, and 409 means the same key is still being processed.
 */
export function isDefinitiveStatus(status: number): boolean {
  return status < 500 && ![408, 409, 425, 429].includes(status);
}

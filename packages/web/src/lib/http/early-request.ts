import { brandConfig } from '../../config';
import { getIdentity } from '../identity';
import { digest } from '../storage';
import { IDEMPOTENCY_HEADER, intentKey } from './intent-key';
import {
  clean,
  commonParams,
  getQuery,
  HTTP_TIMEOUT_MS,
  identityHeaders,
  type Params,
  type Wire,
} from './wire-format';

// The page's first call, sent by the entry before React, axios and the page's code have
// downloaded, so the network and the JavaScript overlap. The query that asks for the same call
// adopts the answer instead of sending it again (see `send`). A read, or a record the page creates
// on opening anyway (the virtual account): that one carries its intent's Idempotency-Key, the key
// the page's own call then reuses, so an early send and a retry can never create it twice. Never
// money: moving money is the borrower's tap. `fetch` rather than axios keeps the entry small; it
// sends what the client sends (the identity's common parameters and headers, a form body), and
// any failure (network, HTTP status, a body that is not JSON, the timeout) makes the adopting call
// send its own request (with the same key), so the borrower meets the client's errors and
// messages only.

/** A call a route sends as soon as it opens. */
export interface EarlyRead {
  endpoint: Wire & { money?: true };
  params: Params;
}

/** The early answer's body, or null when it failed and the client should ask itself. */
export type EarlyAnswer = Promise<{ data: unknown } | null>;

/** A read in flight; `arrived` is set once its answer is here (null: it failed). */
export interface Pending {
  answer: EarlyAnswer;
  sentAt: number;
  arrived?: { data: unknown } | null;
}

/** The reads in flight, by call (a page may send more than one); taken by early-answer.ts. */
export const pending = new Map<string, Pending>();

/**
 * An early answer is for the page's first render: a call that comes later than this (a form
 * shown after a failed load was retried, say) asks the server again rather than take old data
 * (a captcha session may have expired meanwhile).
 */
export const EARLY_MAX_AGE_MS = 30_000;

export function keyOf(endpoint: Wire, params: Params): string {
  const p = clean(params);
  const sorted = Object.keys(p)
    .sort()
    .map((k) => [k, p[k] as string]);
  return JSON.stringify([endpoint.method, endpoint.path, sorted]);
}

/** The API URL of a call, with the query parameters. */
function urlOf(path: string, query: Record<string, string>): string {
  const base = brandConfig.appApi.replace(/\/$/, '');
  const search = new URLSearchParams(query).toString();
  // Absolute, as axios makes it: a relative API base is the page's origin.
  return new URL(`${base}${path}${search ? `?${search}` : ''}`, window.location.href).href;
}

function fetchEarly(read: EarlyRead): EarlyAnswer {
  // fetch and AbortController are on the support floor (Chrome 66, Safari 12.1).
  // An upload is not sent early, and money never: the client would not adopt it (see `send`).
  if (read.endpoint.multipart || read.endpoint.money) return Promise.resolve(null);
  const payload = clean(read.params);
  const get = read.endpoint.method === 'GET';
  const query = get ? getQuery(payload) : { query: commonParams(), headers: {} };
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    ...identityHeaders(),
    ...query.headers,
  };
  // The intent's key, stored as pending: the adopting call (or its retry) sends the same one.
  if (read.endpoint.idempotent) headers[IDEMPOTENCY_HEADER] = intentKey(read.endpoint, read.params);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const init: RequestInit = {
    method: read.endpoint.method,
    headers: get ? headers : { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(get ? {} : { body: new URLSearchParams(payload).toString() }),
    signal: controller.signal,
  };
  return fetch(urlOf(read.endpoint.path, query.query), init)
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
    .then(
      (data: unknown) => ({ data }),
      () => null,
    )
    .finally(() => clearTimeout(timer));
}

/**
 * Drops every early read not taken. Tests call it between tests: test files share a module graph,
 * and an early read one test left behind would be adopted by another's identical call.
 */
export function forgetEarlyReads(): void {
  pending.clear();
  answers.length = 0;
  failed = false;
}

let failed = false;

/**
 * Whether an early read failed so far: the page's first render then showed its error state (or
 * its retry), which the health report says (`reportPageHealth`).
 */
export function earlyReadFailed(): boolean {
  return failed;
}

/** Every early answer since the page opened, taken or not (they never reject). */
const answers: EarlyAnswer[] = [];

/**
 * Settles once every early read sent so far has its answer or has failed: when the page's first
 * data is here, and what waits for it (lib/first-paint) may start.
 */
export function earlyReadsSettled(): Promise<void> {
  return Promise.all(answers).then(() => undefined);
}

/**
 * The window property on which the document's own early read (src/document-read.ts, the inline
 * script of the package's index.html) leaves the reads it sent, for the entry to take.
 */
export const DOCUMENT_READS = '__hlDocumentReads';

interface DocumentReads {
  /**
   * The identity they were sent with, as a digest (never the token itself on a global): the entry
   * takes them only if it reads the same one.
   */
  who: string;
  reads: Record<string, { answer: EarlyAnswer; sentAt: number }>;
}

type WithReads = Window & { [DOCUMENT_READS]?: DocumentReads };

const identityDigest = () => digest(JSON.stringify(getIdentity()));

/**
 * Sends the route's reads from the document, before any file of code has arrived, and leaves them
 * on `win` for the entry's `sendEarly`, as the entry would send them: a record the page creates on
 * opening (the virtual account) with its intent's key, stored as pending for the borrower, which
 * the page's own call then reuses. Never an upload or money, which are never sent early.
 */
export function sendFromDocument(win: Window, reads: readonly EarlyRead[]): void {
  const sent: DocumentReads = { who: identityDigest(), reads: {} };
  for (const read of reads) {
    if (read.endpoint.multipart || read.endpoint.money) continue;
    sent.reads[keyOf(read.endpoint, read.params)] = {
      answer: fetchEarly(read),
      sentAt: Date.now(),
    };
  }
  (win as WithReads)[DOCUMENT_READS] = sent;
}

/** The document's read of this call, once, if it was sent for the identity in use. */
function takeFromDocument(key: string): Pending | undefined {
  const sent = (window as WithReads)[DOCUMENT_READS];
  if (!sent || sent.who !== identityDigest()) return undefined;
  const read = sent.reads[key];
  delete sent.reads[key];
  return read;
}

/**
 * Sends the read now (or takes the one the document sent); its answer waits for the query that
 * asks for the same call.
 */
export function sendEarly(read: EarlyRead): void {
  const key = keyOf(read.endpoint, read.params);
  const entry: Pending = takeFromDocument(key) ?? { answer: fetchEarly(read), sentAt: Date.now() };
  answers.push(entry.answer);
  void entry.answer.then((arrived) => {
    entry.arrived = arrived;
    if (!arrived) failed = true;
  });
  pending.set(key, entry);
}

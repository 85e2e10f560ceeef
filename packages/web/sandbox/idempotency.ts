import { HttpResponse } from 'msw';
import { LruMap } from './lru-map';
import type { DeviceState } from './store';

/**
 * The backend's Idempotency-Key rule (IETF draft "The Idempotency-Key HTTP Header Field"), as the
 * web README states it for the backend team: per device, a key seen before gets the first answer
 * again and changes nothing; the same key with another request is 422; the same key while the
 * first request is still running is 409. Keys live 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * The most keys kept per device: past this many the least recently used key whose request has
 * finished is forgotten (a key still in progress is kept, so its work can never run twice).
 */
export const MAX_KEYS_PER_DEVICE = 1000;

interface Stored {
  fingerprint: string;
  at: number;
  /** Absent while the first request with this key is still being handled. */
  answer?: { status: number; body: string; type: string };
}

const keys = new WeakMap<DeviceState, Map<string, Stored>>();

function table(dev: DeviceState, now: number): Map<string, Stored> {
  let map = keys.get(dev);
  if (!map) {
    map = new LruMap<string, Stored>(MAX_KEYS_PER_DEVICE, (stored) => !stored.answer);
    keys.set(dev, map);
  }
  for (const [k, v] of map) if (now - v.at >= KEY_LIFETIME_MS) map.delete(k);
  return map;
}

/** What makes two requests "the same": method, path and every parameter, uploads by name and size. */
export function fingerprint(
  path: string,
  params: Record<string, string>,
  files: Record<string, File>,
): string {
  const parts = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`);
  for (const k of Object.keys(files).sort())
    parts.push(`${k}=file:${files[k]?.name}:${files[k]?.size}`);
  return `${path}?${parts.join('&')}`;
}

function problem(status: number, message: string): Response {
  return HttpResponse.json({ code: status, message, data: null }, { status });
}

export type KeyCheck =
  | { kind: 'new'; store: (response: Response) => Promise<void>; forget: () => void }
  | { kind: 'answer'; response: Response; replayed: boolean };

/** Looks the request's key up; a `new` key is marked in progress until `store` or `forget`. */
export function checkKey(dev: DeviceState, key: string, print: string, now = Date.now()): KeyCheck {
  const map = table(dev, now);
  const seen = map.get(key);
  if (seen) {
    if (seen.fingerprint !== print)
      return {
        kind: 'answer',
        replayed: false,
        response: problem(422, 'This Idempotency-Key was used for a different request'),
      };
    if (!seen.answer)
      return {
        kind: 'answer',
        replayed: false,
        response: problem(409, 'A request with this Idempotency-Key is still being processed'),
      };
    return {
      kind: 'answer',
      replayed: true,
      response: new HttpResponse(seen.answer.body, {
        status: seen.answer.status,
        headers: { 'Content-Type': seen.answer.type, 'Idempotent-Replayed': 'true' },
      }),
    };
  }
  const entry: Stored = { fingerprint: print, at: now };
  map.set(key, entry);
  return {
    kind: 'new',
    store: async (response) => {
      entry.answer = {
        status: response.status,
        body: await response.clone().text(),
        type: response.headers.get('content-type') ?? 'application/json',
      };
    },
    forget: () => {
      map.delete(key);
    },
  };
}

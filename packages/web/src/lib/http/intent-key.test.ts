import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIdentity, initIdentity } from '../identity';
import { readJson, writeJson } from '../storage';
import {
  forgetUnownedIntents,
  hasPendingIntent,
  INTENT_LIFETIME_MS,
  intentId,
  intentKey,
  isDefinitiveStatus,
  newIdempotencyKey,
  settleIntent,
} from './intent-key';

const push = { path: '/v3/loan-confirm/loan-detail-push' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('intent keys', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes random v4 UUIDs, with or without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(UUID);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(UUID);
      expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('reuses the key of an intent until it is settled, then starts a new one', () => {
    const input = { amount: '1500000', productId: '1' };
    const first = intentKey(push, input);
    expect(intentKey(push, { productId: '1', amount: '1500000' })).toBe(first);
    expect(hasPendingIntent(push, input)).toBe(true);
    settleIntent(push, input);
    expect(hasPendingIntent(push, input)).toBe(false);
    expect(intentKey(push, input)).not.toBe(first);
  });

  it('gives other inputs or another endpoint another key', () => {
    const a = intentKey(push, { amount: '1' });
    expect(intentKey(push, { amount: '2' })).not.toBe(a);
    expect(intentKey({ path: '/other' }, { amount: '1' })).not.toBe(a);
  });

  it('keeps the pending key across a reload (sessionStorage), without the inputs in clear', () => {
    const key = intentKey(push, { text: 'my private complaint' });
    const stored = JSON.stringify(sessionStorage);
    expect(stored).toContain(key);
    expect(stored).not.toContain('private');
  });

  it("keeps a borrower's pending intents as theirs: another borrower replacing them, or logging out, forgets them", () => {
    const signIn = (token: string) => {
      window.history.replaceState(null, '', `/#/loanConfirm?token=${token}&deviceId=d1`);
      initIdentity(window);
    };
    const input = { amount: '1500000', productId: '1' };
    signIn('alice');
    const alices = intentKey(push, input);
    // Under the borrower's prefix, named by a digest (never the token).
    const keys = Object.keys(sessionStorage).filter((k) => k.endsWith(':intents'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^hl:borrower:[0-9a-z]+:intents$/);
    signIn('bob');
    // The same inputs on the same phone are another borrower's intent: not Alice's pending key.
    expect(hasPendingIntent(push, input)).toBe(false);
    expect(JSON.stringify(sessionStorage)).not.toContain(alices);
    const bobs = intentKey(push, input);
    expect(bobs).not.toBe(alices);
    forgetIdentity();
    expect(JSON.stringify(sessionStorage)).not.toContain(bobs);
  });

  it("removes the pending keys an earlier build kept without a borrower, not a borrower's own", () => {
    window.history.replaceState(null, '', '/#/loanConfirm?token=carol&deviceId=d1');
    initIdentity(window);
    const carols = intentKey(push, { a: '1' });
    writeJson('session', 'intents', { old: { key: 'k-unowned', at: Date.now() } });
    forgetUnownedIntents();
    expect(readJson('session', 'intents')).toBeNull();
    expect(intentKey(push, { a: '1' })).toBe(carols);
  });

  it('forgets a pending key older than the server keeps keys', () => {
    const t0 = 1_000_000;
    const key = intentKey(push, { a: '1' }, t0);
    expect(intentKey(push, { a: '1' }, t0 + INTENT_LIFETIME_MS - 1)).toBe(key);
    expect(intentKey(push, { a: '1' }, t0 + INTENT_LIFETIME_MS)).not.toBe(key);
  });

  it('identifies uploads by name, size and type, and skips empty values', () => {
    const file = new File(['abc'], 'a.jpg', { type: 'image/jpeg' });
    expect(intentId(push, { img: file, x: undefined })).toBe(
      intentId(push, { img: new File(['xyz'], 'a.jpg', { type: 'image/jpeg' }) }),
    );
    expect(intentId(push, { img: file })).not.toBe(
      intentId(push, { img: new File(['abcd'], 'a.jpg', { type: 'image/jpeg' }) }),
    );
  });

  it('counts 2xx-4xx as the last word, except 408, 409, 425 and 429', () => {
    expect([200, 400, 404, 422].every(isDefinitiveStatus)).toBe(true);
    expect([408, 409, 425, 429, 500, 502, 503].some(isDefinitiveStatus)).toBe(false);
  });
});

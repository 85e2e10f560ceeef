import { describe, expect, it } from 'vitest';
import { complaintArea, MAX_KEPT_UPLOADS } from '../src/features/complaint/sandbox/fixtures';
import { checkKey, MAX_KEYS_PER_DEVICE } from './idempotency';
import { device, logRequest, MAX_DEVICES, resetAll } from './store';
import { useSandbox } from './test-server';

useSandbox();

/** Per-device state and idempotency keys are capped, least recently used first out. */
const entry = { at: 0, method: 'POST', path: '/x', params: {}, status: 200, handled: true, ms: 0 };

describe('the sandbox caps its memory', () => {
  it(`keeps at most ${MAX_DEVICES} devices, forgetting the least recently used`, () => {
    resetAll();
    logRequest(device('first'), entry);
    logRequest(device('busy'), entry);
    for (let i = 0; i < MAX_DEVICES; i++) {
      device(`d${i}`);
      if (i % 100 === 0) device('busy'); // in use all along
    }
    expect(device('busy').requests).toHaveLength(1);
    expect(device('first').requests).toHaveLength(0);
    resetAll();
  });

  it(`keeps at most ${MAX_KEYS_PER_DEVICE} idempotency keys per device, not one in progress`, async () => {
    resetAll();
    const dev = device('keys');
    const answer = new Response('{"code":0}', { headers: { 'Content-Type': 'application/json' } });
    const running = checkKey(dev, 'running', 'p');
    expect(running.kind).toBe('new');
    const first = checkKey(dev, 'first', 'p');
    if (first.kind === 'new') await first.store(answer);
    for (let i = 0; i < MAX_KEYS_PER_DEVICE + 10; i++) {
      const check = checkKey(dev, `k${i}`, 'p');
      if (check.kind === 'new') await check.store(answer);
    }
    // The oldest finished key was forgotten: it is new again.
    expect(checkKey(dev, 'first', 'p').kind).toBe('new');
    // The one still running is kept: a retry gets 409, never a second run of the work.
    const retry = checkKey(dev, 'running', 'p');
    expect(retry.kind === 'answer' && retry.response.status).toBe(409);
    // A recent one replays.
    const recent = checkKey(dev, `k${MAX_KEYS_PER_DEVICE}`, 'p');
    expect(recent.kind === 'answer' && recent.replayed).toBe(true);
    resetAll();
  });
});

describe('the sandbox caps uploads', () => {
  // (Through the API: jsdom's File breaks Node's multipart parser, so the e2e suite uploads.)
  it(`keeps the ${MAX_KEPT_UPLOADS} most recent uploaded images of a device and market`, () => {
    const make = complaintArea.fixtures[complaintArea.defaultFixture];
    const images = make?.('IN').images;
    if (!images) throw new Error('no complaint fixture');
    const bytes = new Uint8Array(1024);
    for (let i = 0; i <= MAX_KEPT_UPLOADS + 5; i++)
      images.set(String(i), { type: 'image/png', bytes });
    expect(images.size).toBe(MAX_KEPT_UPLOADS);
    expect(images.has('0')).toBe(false);
    expect(images.has(String(MAX_KEPT_UPLOADS + 5))).toBe(true);
  });
});

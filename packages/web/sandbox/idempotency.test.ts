import { describe, expect, it } from 'vitest';
import { device } from './store';
import { useSandbox } from './test-server';

useSandbox();

const base = 'http://localhost/';
const dev = 'idem-device';
const push = (key: string | null, amount = '1500000', deviceId = dev) =>
  fetch(new URL('/volleys/v3/loan-confirm/loan-detail-push', base), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Device-Id': deviceId,
      Authorization: 'Bearer t',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: `amount=${amount}&periods=3&termUnit=1&productId=1&loanConfirmV3Flag=1`,
  });
const handled = (id = dev) =>
  device(id).requests.filter((r) => r.path.endsWith('loan-detail-push') && r.handled).length;
const setFaults = (faults: unknown[], id = dev) =>
  fetch(new URL(`/__sandbox/devices/${id}/faults`, base), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });

describe('sandbox Idempotency-Key', () => {
  it('answers a repeated key with the first answer and does the work once', async () => {
    const first = await push('k-1');
    const again = await push('k-1');
    expect(first.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(handled()).toBe(1);
    expect(device(dev).requests.map((r) => r.idempotencyKey)).toEqual(['k-1', 'k-1']);
  });

  it('does the work again for a new key, and without a key as before', async () => {
    await push('k-1');
    await push('k-2');
    await push(null);
    expect(handled()).toBe(3);
  });

  it('refuses the same key with a different request (422), per device', async () => {
    await push('k-1');
    const other = await push('k-1', '2000000');
    expect(other.status).toBe(422);
    expect(handled()).toBe(1);
    expect((await push('k-1', '2000000', 'another-device')).status).toBe(200);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    await setFaults([{ endpoint: '/v3/loan-confirm/loan-detail-push', latencyMs: 1000, times: 1 }]);
    const slow = push('k-slow');
    // The server took the fault (and, in the same step, the key) once the fault is gone; the
    // second request comes within the first one's second of latency.
    await expect.poll(() => device(dev).faults.length).toBe(0);
    const during = await push('k-slow');
    expect(during.status).toBe(409);
    expect((await slow).status).toBe(200);
    expect((await push('k-slow')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(handled()).toBe(1);
  });

  it('a lost reply: the work is done once, the retry gets the stored answer', async () => {
    await setFaults([{ endpoint: '/v3/loan-confirm/loan-detail-push', lostReply: true, times: 1 }]);
    await expect(push('k-lost')).rejects.toThrow();
    const retry = await push('k-lost');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(handled()).toBe(1);
  });

  it('a dropped request never reached the server: the retry with its key does the work', async () => {
    await setFaults([{ endpoint: '/v3/loan-confirm/loan-detail-push', drop: true, times: 1 }]);
    await expect(push('k-drop')).rejects.toThrow();
    const retry = await push('k-drop');
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(handled()).toBe(1);
  });
});

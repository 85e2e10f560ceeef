import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { forgetIdentity, initIdentity } from '../identity';
import { send, takeArrivedData } from './call-pipeline';
import { arrivedEarly, takeEarly } from './early-answer';
import { EARLY_MAX_AGE_MS, earlyReadsSettled, forgetEarlyReads, sendEarly } from './early-request';
import { defineEndpoint } from './endpoint';
import { hasPendingIntent } from './intent-key';

const server = useSandbox();

const contact = defineEndpoint({
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  schema: v.looseObject({ email: v.string() }),
});

function countRequests(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request.url);
  });
  return seen;
}

/** The Idempotency-Key of every request to `path`, in order ('' when it had none). */
function requestKeys(path: string) {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      keys.push(request.headers.get('Idempotency-Key') ?? '');
  });
  return keys;
}

const create = defineEndpoint({ ...contact, idempotent: true });
const pay = defineEndpoint({ ...contact, money: true });

/** A new page load for a signed-in borrower on `deviceId`, with no early read left over. */
function openAs(deviceId: string) {
  forgetIdentity();
  takeEarly(contact, { overall: 30 });
  window.history.replaceState(null, '', `/#/x?token=tk&deviceId=${deviceId}&languageType=1`);
  initIdentity(window);
}

describe('early read', () => {
  beforeEach(() => openAs('dev-early'));

  it('sends the credentials in headers, never in its URL (GET and POST)', async () => {
    const seen: { url: string; auth: string | null; device: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push({
        url: request.url,
        auth: request.headers.get('authorization'),
        device: request.headers.get('x-device-id'),
      });
    });
    const read = defineEndpoint({ ...contact, method: 'GET' as const });
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    sendEarly({ endpoint: read, params: { overall: 30 } });
    await send(contact, { overall: 30 });
    await send(read, { overall: 30 }).catch(() => undefined);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const request of seen) {
      expect(request.url).not.toMatch(/tk|dev-early/);
      expect(request).toMatchObject({ auth: 'Bearer tk', device: 'dev-early' });
    }
  });

  it('says when every read sent has its answer, taken or not, failed or not', async () => {
    forgetEarlyReads();
    let released = () => {};
    const held = new Promise<void>((resolve) => {
      released = resolve;
    });
    server.use(
      http.post('*/v3/personal-center/contact-kf-info', async () => {
        await held;
        return HttpResponse.json({ code: '0', data: { email: 'a@b.c' } });
      }),
      http.get('*/v3/personal-center/contact-kf-info', () => HttpResponse.error()),
    );
    const read = defineEndpoint({ ...contact, method: 'GET' as const });
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    sendEarly({ endpoint: read, params: { overall: 30 } });
    let settled = false;
    void earlyReadsSettled().then(() => {
      settled = true;
    });
    // The GET failed at once; the POST is held by the server.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    released();
    await expect.poll(() => settled).toBe(true);
  });

  it('is adopted by the same call: one request, the validated answer', async () => {
    const seen = countRequests(contact.path);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    const result = await send(contact, { overall: '30' });
    expect(result.ok).toBe(true);
    expect(result.data.email).toContain('@');
    expect(seen).toHaveLength(1);
    // Adopted once: the next call (a refetch) goes to the network again.
    await send(contact, { overall: 30 });
    expect(seen).toHaveLength(2);
  });

  it('keeps several reads of one page apart: each call adopts its own, one request each', async () => {
    const seen = countRequests(contact.path);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    sendEarly({ endpoint: contact, params: { overall: 31 } });
    const [later, first] = await Promise.all([
      send(contact, { overall: 31 }),
      send(contact, { overall: 30 }),
    ]);
    expect(first.ok).toBe(true);
    expect(later.code).toBeTruthy();
    // Both adopted: no call sent a request of its own, and none is left to take.
    expect(seen).toHaveLength(2);
    expect(takeEarly(contact, { overall: 30 })).toBeNull();
    expect(takeEarly(contact, { overall: 31 })).toBeNull();
  });

  it('is not adopted once it is older than the first render (a later call asks again)', async () => {
    const seen = countRequests(contact.path);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      sendEarly({ endpoint: contact, params: { overall: 30 } });
      await vi.waitFor(() => expect(arrivedEarly(contact, { overall: 30 })).toBeTruthy());
      vi.setSystemTime(Date.now() + EARLY_MAX_AGE_MS + 1);
      expect(arrivedEarly(contact, { overall: 30 })).toBeUndefined();
      expect(takeArrivedData(contact, { overall: 30 })).toBeUndefined();
      expect((await send(contact, { overall: 30 })).ok).toBe(true);
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not adopted by a call with other params, which sends its own', async () => {
    const seen = countRequests(contact.path);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    await send(contact, { overall: 31 });
    expect(seen).toHaveLength(2);
  });

  it('sends a creation with its intent key, which the adopting call settles: one request', async () => {
    const keys = requestKeys(contact.path);
    sendEarly({ endpoint: create, params: { overall: 30 } });
    expect(hasPendingIntent(create, { overall: 30 })).toBe(true);
    const result = await send(create, { overall: '30' });
    expect(result.ok).toBe(true);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(hasPendingIntent(create, { overall: 30 })).toBe(false);
  });

  it('retries a failed early creation with the same key, so it cannot happen twice', async () => {
    let calls = 0;
    server.use(
      http.post(`*${contact.path}`, () => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 503 });
        return HttpResponse.json({ code: 0, data: { email: 'a@b.c' } });
      }),
    );
    const keys = requestKeys(contact.path);
    sendEarly({ endpoint: create, params: { overall: 30 } });
    const result = await send(create, { overall: 30 });
    expect(result.ok).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The next opening is a new intent.
    sendEarly({ endpoint: create, params: { overall: 30 } });
    await send(create, { overall: 30 });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('never sends money early: only the call itself goes out', async () => {
    const seen = countRequests(contact.path);
    sendEarly({ endpoint: pay, params: { overall: 30 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
    await send(pay, { overall: 30 });
    expect(seen).toHaveLength(1);
  });

  it('offline, a failed early read is the network failure at once; the retry goes on the wire', async () => {
    server.use(http.post(`*${contact.path}`, () => HttpResponse.error()));
    const seen = countRequests(contact.path);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      sendEarly({ endpoint: contact, params: { overall: 30 } });
      await expect(send(contact, { overall: 30 })).rejects.toMatchObject({ kind: 'network' });
      // The early read went out; the client did not send the same call again to fail.
      expect(seen).toHaveLength(1);
      onLine.mockReturnValue(true);
      server.resetHandlers();
      expect((await send(contact, { overall: 30 })).ok).toBe(true);
      expect(seen).toHaveLength(2);
    } finally {
      onLine.mockRestore();
    }
  });

  it('online, a failed early read is sent again by the client', async () => {
    let calls = 0;
    server.use(
      http.post(`*${contact.path}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ code: 0, data: { email: 'a@b.c' } });
      }),
    );
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    expect((await send(contact, { overall: 30 })).ok).toBe(true);
    expect(calls).toBe(2);
  });

  it('gives the early answer up when the caller cancels', async () => {
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    const controller = new AbortController();
    controller.abort();
    await expect(
      send(contact, { overall: 30 }, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('early answer already arrived (the first render shows it)', () => {
  beforeEach(() => openAs('dev-arrived'));

  /** Waits until the early answer is here, as it usually is when the shell has downloaded. */
  async function arrival() {
    await vi.waitFor(() => expect(arrivedEarly(contact, { overall: 30 })).not.toBeUndefined());
  }

  it('is nothing while the answer is on its way, then its validated data, taken once', async () => {
    const seen = countRequests(contact.path);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    expect(takeArrivedData(contact, { overall: 30 })).toBeUndefined();
    await arrival();
    const data = takeArrivedData(contact, { overall: '30' });
    expect(data?.email).toContain('@');
    // Taken: nothing is left for the next call, which goes to the network.
    expect(takeArrivedData(contact, { overall: 30 })).toBeUndefined();
    await send(contact, { overall: 30 });
    expect(seen).toHaveLength(2);
  });

  it('leaves a server code to the client, which reports it without asking again', async () => {
    server.use(
      http.post(`*${contact.path}`, () => HttpResponse.json({ code: 500, message: 'busy' })),
    );
    const seen = countRequests(contact.path);
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    await arrival();
    expect(takeArrivedData(contact, { overall: 30 })).toBeUndefined();
    const result = await send(contact, { overall: 30 });
    expect(result).toMatchObject({ ok: false, code: '500', message: 'busy' });
    expect(seen).toHaveLength(1);
  });

  it('leaves a body that does not match the schema to the client, which calls it malformed', async () => {
    server.use(
      http.post(`*${contact.path}`, () => HttpResponse.json({ code: 0, data: { email: 7 } })),
    );
    sendEarly({ endpoint: contact, params: { overall: 30 } });
    await arrival();
    expect(takeArrivedData(contact, { overall: 30 })).toBeUndefined();
    await expect(send(contact, { overall: 30 })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("gives a creation its arrived answer and settles the intent, as the client's answer would", async () => {
    sendEarly({ endpoint: create, params: { overall: 30 } });
    await vi.waitFor(() => expect(arrivedEarly(create, { overall: 30 })).not.toBeUndefined());
    expect(takeArrivedData(create, { overall: 30 })?.email).toContain('@');
    expect(hasPendingIntent(create, { overall: 30 })).toBe(false);
  });

  it('never gives money an early answer', async () => {
    sendEarly({ endpoint: pay, params: { overall: 30 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(takeArrivedData(pay, { overall: 30 })).toBeUndefined();
  });
});

import { HttpResponse, http as mswHttp } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { brandConfig } from '../../config';
import { forgetIdentity, initIdentity } from '../identity';
import { ApiError } from './api-error';
import { send } from './call-pipeline';
import { defineEndpoint } from './endpoint';

const server = useSandbox();

const contact = defineEndpoint({
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  schema: v.object({ email: v.string(), smWa: v.string() }),
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('http client', () => {
  beforeEach(() => {
    forgetIdentity();
    window.history.replaceState(
      null,
      '',
      '/#/x?token=tk&deviceId=dev-http&gid=g-7&languageType=1&appVersion=3.1&platform=ios',
    );
    initIdentity(window);
  });

  it('POSTs form-encoded, the credentials in headers, the rest of the identity in the query', async () => {
    let seen: { url: URL; body: string; headers: Headers } | undefined;
    server.events.on('request:start', async ({ request }) => {
      seen = {
        url: new URL(request.url),
        body: await request.clone().text(),
        headers: request.headers,
      };
    });
    const result = await send(contact, { overall: 30 });
    expect(result).toMatchObject({
      ok: true,
      code: '0',
      data: { email: 'cs@quickrupee.example' },
    });
    expect(seen?.url.pathname).toBe('/volleys/v3/personal-center/contact-kf-info');
    // No URL names the borrower: gateways, CDNs and proxies log URLs.
    expect(seen?.url.href).not.toMatch(/tk|dev-http|g-7/);
    expect(seen?.url.searchParams.get('languageType')).toBe('1');
    expect(seen?.headers.get('authorization')).toBe('Bearer tk');
    expect(seen?.headers.get('x-device-id')).toBe('dev-http');
    expect(seen?.headers.get('x-gid')).toBe('g-7');
    expect(seen?.body).toBe('overall=30');
    expect(seen?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(seen?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen?.headers.get('x-platform')).toBe('ios');
  });

  it('GETs with params and common params in the query, the token in its header', async () => {
    server.use(
      mswHttp.get('*/volleys/echo', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const token = q.get('token') ?? request.headers.get('authorization')?.slice(7) ?? null;
        return HttpResponse.json({
          code: '00',
          data: { id: q.get('id'), token, inQuery: q.has('token') || q.has('deviceId') },
        });
      }),
    );
    const echo = defineEndpoint({
      method: 'GET',
      path: '/echo',
      successCodes: ['00'],
      schema: v.object({ id: v.string(), token: v.string(), inQuery: v.boolean() }),
    });
    expect((await send(echo, { id: 7 })).data).toEqual({ id: '7', token: 'tk', inQuery: false });
    // A brand whose server reads the credentials from the query only (a documented risk).
    brandConfig.credentialsInQuery = true;
    try {
      expect((await send(echo, { id: 8 })).data).toEqual({ id: '8', token: 'tk', inQuery: true });
    } finally {
      brandConfig.credentialsInQuery = false;
    }
  });

  it("sends the token as it is in the brand's own header", async () => {
    let seen: Headers | undefined;
    server.events.on('request:start', ({ request }) => {
      seen = request.headers;
    });
    brandConfig.tokenHeader = 'X-Session-Token';
    try {
      await send(contact, { overall: 30 });
    } finally {
      brandConfig.tokenHeader = 'Authorization';
    }
    expect(seen?.get('x-session-token')).toBe('tk');
    expect(seen?.get('authorization')).toBeNull();
  });

  it('returns a non-success code to the caller with the server message', async () => {
    const result = await send(contact, { overall: 1 });
    expect(result).toMatchObject({ ok: false, code: '-1', message: 'overall must be 30' });
  });

  it('rejects malformed bodies and data that fails the schema', async () => {
    server.use(
      mswHttp.post('*/volleys/v3/personal-center/contact-kf-info', () =>
        HttpResponse.text('<html>'),
      ),
    );
    expect((await failure(send(contact, { overall: 30 }))).kind).toBe('malformed');
    server.use(
      mswHttp.post('*/volleys/v3/personal-center/contact-kf-info', () =>
        HttpResponse.json({ code: 0, data: { email: 5 } }),
      ),
    );
    const error = await failure(send(contact, { overall: 30 }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('email');
  });

  it('classifies network failures, HTTP errors and timeouts', async () => {
    server.use(
      mswHttp.post('*/volleys/v3/personal-center/contact-kf-info', () => HttpResponse.error()),
    );
    expect((await failure(send(contact, { overall: 30 }))).kind).toBe('network');
    server.use(
      mswHttp.post(
        '*/volleys/v3/personal-center/contact-kf-info',
        () => new HttpResponse('x', { status: 500 }),
      ),
    );
    const http500 = await failure(send(contact, { overall: 30 }));
    expect([http500.kind, http500.status]).toEqual(['http', 500]);
    server.use(
      mswHttp.post('*/volleys/v3/personal-center/contact-kf-info', async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );
    expect((await failure(send(contact, { overall: 30 }, { timeoutMs: 20 }))).kind).toBe('timeout');
  });

  it('times out and cancels on engines without AbortSignal.timeout/any (the support floor)', async () => {
    const saved = (['timeout', 'any'] as const).map(
      (k) => [k, Object.getOwnPropertyDescriptor(AbortSignal, k)] as const,
    );
    for (const [k] of saved) Reflect.deleteProperty(AbortSignal, k);
    try {
      server.use(
        mswHttp.post('*/volleys/v3/personal-center/contact-kf-info', async () => {
          await new Promise((r) => setTimeout(r, 300));
          return HttpResponse.json({ code: 0, data: { email: 'a', smWa: 'b' } });
        }),
      );
      const slow = await failure(send(contact, { overall: 30 }, { timeoutMs: 20 }));
      expect(slow.kind).toBe('timeout');
      const caller = new AbortController();
      const pending = send(contact, { overall: 30 }, { signal: caller.signal });
      setTimeout(() => caller.abort(), 20);
      expect((await failure(pending)).kind).toBe('cancelled');
      expect((await send(contact, { overall: 30 }, { timeoutMs: 5000 })).ok).toBe(true);
    } finally {
      for (const [k, d] of saved) if (d) Object.defineProperty(AbortSignal, k, d);
    }
  });
});

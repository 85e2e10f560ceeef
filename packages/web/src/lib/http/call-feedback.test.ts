import { HttpResponse, http as mswHttp } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { forgetIdentity, getIdentity, initIdentity } from '../identity';
import { notify } from '../notify';
import { fetchData, request } from './call-feedback';
import { defineEndpoint } from './endpoint';
import { onSessionExpired } from './session-expiry';

const server = useSandbox();
const endpoint = defineEndpoint({
  method: 'POST',
  path: '/thing',
  schema: v.object({ n: v.number() }),
});

describe('request', () => {
  let toasts: string[];
  beforeEach(() => {
    forgetIdentity();
    window.history.replaceState(null, '', '/#/x?token=tk&deviceId=dev-req');
    initIdentity(window);
    toasts = [];
    notify.subscribe((e) => {
      if (e.type === 'show' && e.toast.kind !== 'loading') toasts.push(e.toast.text);
    });
  });

  it('toasts the server message on failure and still returns the result', async () => {
    server.use(
      mswHttp.post('*/volleys/thing', () =>
        HttpResponse.json({ code: 7, message: 'Quota full', data: { n: 1 } }),
      ),
    );
    const result = await request(endpoint);
    expect(result).toMatchObject({ ok: false, code: '7', message: 'Quota full' });
    expect(toasts).toContain('Quota full');
    await expect(fetchData(endpoint)).rejects.toMatchObject({ kind: 'server', code: '7' });
  });

  it('stays silent when asked, and shows and hides a loading toast', async () => {
    server.use(
      mswHttp.post('*/volleys/thing', () => HttpResponse.json({ code: 7, message: 'Quota full' })),
    );
    const events: string[] = [];
    notify.subscribe((e) => events.push(e.type === 'show' ? `show:${e.toast.kind}` : 'hide'));
    await request(endpoint, {}, { silent: true, loading: true });
    expect(toasts).toEqual([]);
    expect(events).toEqual(['show:loading', 'hide']);
  });

  it("forgets the borrower and runs the app's logout when the session expired", async () => {
    // The app hands the logout in (app/kit-actions.tsx: the bridge's); the identity goes first.
    const seen: string[] = [];
    const logout = vi.fn(() => {
      seen.push(getIdentity().token ?? 'none');
    });
    onSessionExpired(logout);
    server.use(
      mswHttp.post('*/volleys/thing', () => HttpResponse.json({ code: 401, message: 'expired' })),
    );
    await expect(request(endpoint)).rejects.toMatchObject({ kind: 'session' });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['none']);
    expect(toasts).toContain('Your session has expired. Please sign in again.');
    onSessionExpired(() => undefined);
  });
});

describe('idempotent calls', () => {
  const push = defineEndpoint({
    method: 'POST',
    money: true,
    path: '/v3/loan-confirm/loan-detail-push',
    schema: v.looseObject({ lendDetailsUrl: v.string() }),
  });
  const input = { amount: '1500000', periods: '3', termUnit: '1', productId: '1' };
  let shown: string[];
  beforeEach(() => {
    sessionStorage.clear();
    forgetIdentity();
    window.history.replaceState(null, '', '/#/x?token=tk&deviceId=dev-idem');
    initIdentity(window);
    shown = [];
    notify.subscribe((e) => {
      if (e.type === 'show') shown.push(e.toast.text);
    });
  });

  const seen: string[] = [];
  function recordKeys(answers: (() => Response)[]) {
    seen.length = 0;
    server.use(
      mswHttp.post('*/volleys/v3/loan-confirm/loan-detail-push', ({ request }) => {
        seen.push(request.headers.get('Idempotency-Key') ?? '');
        const next = answers.shift();
        return next ? next() : HttpResponse.json({ code: 0, data: { lendDetailsUrl: '#/x' } });
      }),
    );
  }

  it('checks again with the same key after a lost answer and says what happened', async () => {
    recordKeys([() => HttpResponse.error()]);
    const result = await request(push, input);
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(shown).toContain("We're checking whether your request went through…");
    expect(shown).toContain('We checked: your request went through.');
  });

  it('gives up as unresolved, and the next tap still carries the same key', async () => {
    const down = () => HttpResponse.json({ code: 503 }, { status: 503 });
    recordKeys([down, down, down]);
    const error = await request(push, input).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', unresolved: true });
    expect(new Set(seen).size).toBe(1);
    expect(seen).toHaveLength(3);
    await request(push, input);
    expect(seen).toHaveLength(4);
    expect(seen[3]).toBe(seen[0]);
  });

  it('uses a new key for a new intent once the server answered', async () => {
    recordKeys([]);
    await request(push, input);
    await request(push, input);
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('does not check again after a definitive refusal, nor send keys on other calls', async () => {
    recordKeys([() => HttpResponse.json({ code: 422 }, { status: 422 })]);
    await expect(request(push, input)).rejects.toMatchObject({ kind: 'http', status: 422 });
    expect(seen).toHaveLength(1);
    let plain: string | null = 'unset';
    server.use(
      mswHttp.post('*/volleys/thing', ({ request: r }) => {
        plain = r.headers.get('Idempotency-Key');
        return HttpResponse.json({ code: 0, data: { n: 1 } });
      }),
    );
    await request(endpoint);
    expect(plain).toBeNull();
  });
});

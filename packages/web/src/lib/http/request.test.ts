import { HttpResponse, http as mswHttp } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge } from '../bridge';
import { forgetIdentity, initIdentity } from '../identity';
import { notify } from '../notify';
import { defineEndpoint } from './endpoint';
import { fetchData, request } from './request';

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

  it('logs the borrower out through the bridge when the session expired', async () => {
    const logout = vi.spyOn(bridge, 'logout').mockResolvedValue(undefined);
    server.use(
      mswHttp.post('*/volleys/thing', () => HttpResponse.json({ code: 401, message: 'expired' })),
    );
    await expect(request(endpoint)).rejects.toMatchObject({ kind: 'session' });
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

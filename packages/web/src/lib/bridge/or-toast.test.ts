import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { bridge } from './bridge';
import { callPhone, orToast } from './or-toast';

function toasts() {
  const seen: { text: string; kind?: string }[] = [];
  const stop = notify.subscribe((e) => {
    if (e.type === 'show') seen.push({ text: e.toast.text, kind: e.toast.kind });
  });
  return { seen, stop };
}

describe('shell actions that may fail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('dials the number through the shell, and says which number to dial when it cannot', async () => {
    const call = vi.spyOn(bridge, 'call').mockResolvedValueOnce(undefined);
    const { seen, stop } = toasts();
    callPhone('+62 21 5550 100');
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith({ phone: '+62 21 5550 100' }));
    expect(seen).toEqual([]);
    call.mockRejectedValueOnce(new Error('no shell'));
    callPhone('+62 21 5550 100');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      text: 'Could not start the call. Please dial +62 21 5550 100.',
      kind: 'error',
    });
    stop();
  });

  it('tells the borrower an action works in the app only, once it failed', async () => {
    const { seen, stop } = toasts();
    orToast(Promise.resolve());
    orToast(Promise.reject(new Error('no shell')));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ text: 'This action is only available in the app.', kind: 'error' });
    stop();
  });
});

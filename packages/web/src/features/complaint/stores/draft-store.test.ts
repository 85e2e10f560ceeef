import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentity, initIdentity } from '../../../lib/identity';
import { DRAFT_TTL_MS, draftKey, freshDrafts, useDraftStore } from './draft-store';

function signIn(query: string): void {
  const win = {
    location: { href: `http://pages.test/#/complaint?${query}` },
    history: { state: null, replaceState: () => undefined },
  } as unknown as Window;
  initIdentity(win);
}

const stored = () =>
  Object.keys(localStorage)
    .filter((k) => k.startsWith('hl:borrower:'))
    .map((k) => localStorage.getItem(k))
    .join('\n');

afterEach(() => {
  forgetIdentity();
  useDraftStore.setState({ drafts: {} });
  localStorage.clear();
  vi.useRealTimers();
});

describe('complaint drafts', () => {
  it('are kept per borrower, named by a digest and never by the token', () => {
    signIn('token=tok-AAA-secret&gid=g-1&deviceId=d-1');
    const mine = draftKey('1001', '2', '3');
    useDraftStore.getState().setText(mine, 'my words');
    expect(stored()).toContain('my words');
    expect(stored()).not.toContain('tok-AAA-secret');
    expect(stored()).not.toContain('g-1');

    // The same borrower with a new token (a new login) finds their draft again.
    signIn('token=tok-CCC-secret&gid=g-1&deviceId=d-1');
    expect(draftKey('1001', '2', '3')).toBe(mine);
    expect(stored()).toContain('my words');

    // Another borrower on the same phone sees none of it: their start removes it from storage,
    // and what they write is kept under their own name without the other's drafts.
    signIn('token=tok-BBB-secret&gid=g-2&deviceId=d-1');
    const theirs = draftKey('1001', '2', '3');
    expect(theirs).not.toBe(mine);
    expect(stored()).not.toContain('my words');
    useDraftStore.getState().setText(theirs, 'their words');
    expect(stored()).toContain('their words');
    expect(stored()).not.toContain('my words');
  });

  it("read an earlier build's shared drafts (the borrower's own only) and move them at the next change, dropping the others'", async () => {
    signIn('token=t&gid=g-1&deviceId=d-1');
    const now = Date.now();
    const mineKey = draftKey('1001', '2', '3');
    localStorage.setItem(
      'hl:borrower:complaint-drafts',
      JSON.stringify({
        version: 1,
        state: {
          drafts: {
            [mineKey]: { text: 'kept words', images: [], savedAt: now },
            'someone-else|1001|2|3': { text: 'foreign words', images: [], savedAt: now },
          },
        },
      }),
    );
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().drafts[mineKey]?.text).toBe('kept words');
    expect(useDraftStore.getState().drafts['someone-else|1001|2|3']).toBeUndefined();
    // The borrower's next change moves theirs and drops the shared key with the other's.
    useDraftStore.getState().setText(mineKey, 'kept words, and more');
    expect(localStorage.getItem('hl:borrower:complaint-drafts')).toBeNull();
    expect(stored()).toContain('kept words, and more');
    expect(stored()).not.toContain('foreign words');
  });

  it('expire after 7 days untouched', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    signIn('token=t&gid=g&deviceId=d');
    const key = draftKey('1001', '2', '3');
    useDraftStore.getState().setText(key, 'old words');
    const drafts = useDraftStore.getState().drafts;
    expect(Object.keys(freshDrafts(drafts, Date.now() + DRAFT_TTL_MS - 1000))).toEqual([key]);
    expect(freshDrafts(drafts, Date.now() + DRAFT_TTL_MS + 1000)).toEqual({});
    // Typing into an expired draft starts a new one rather than reviving the old text.
    vi.setSystemTime(Date.now() + DRAFT_TTL_MS + 1000);
    useDraftStore.getState().addImage(key, { id: 'i', url: 'https://x/i.png' });
    expect(useDraftStore.getState().drafts[key]?.text).toBe('');
    expect(stored()).not.toContain('old words');
  });

  it('are cleared when the session ends (logout)', () => {
    signIn('token=t&gid=g&deviceId=d');
    useDraftStore.getState().setText(draftKey('1001', '2', '3'), 'to be cleared');
    expect(stored()).toContain('to be cleared');
    localStorage.setItem('hl:unrelated', '"kept"');
    forgetIdentity();
    expect(stored()).toBe('');
    expect(localStorage.getItem('hl:unrelated')).toBe('"kept"');
  });
});

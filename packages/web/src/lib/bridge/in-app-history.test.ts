import { render } from '@testing-library/react';
import { createElement } from 'react';
import { HashRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backInApp, inAppDepth, syncInAppDepth, trackInAppHistory } from './in-app-history';

/**
 * The next hashchange, after the tracker's own listener (registered before): jsdom fires it for a
 * hash assignment and for history.back(), like a browser, a task later. Waited for, not slept on:
 * a fixed 30 ms failed on a loaded machine.
 */
const nextHashChange = () =>
  new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));

let stop: () => void = () => undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '#/loanDetails?productId=1');
});
afterEach(() => stop());

describe('in-app history depth', () => {
  it('counts the entries our pages push above the page the shell opened', async () => {
    stop = trackInAppHistory(window);
    expect(inAppDepth()).toBe(0);
    let change = nextHashChange();
    window.location.hash = '#/individual';
    await change;
    expect(inAppDepth()).toBe(1);
    change = nextHashChange();
    window.location.hash = '#/that';
    await change;
    expect(inAppDepth()).toBe(2);
    change = nextHashChange();
    expect(backInApp(window)).toBe(true);
    // Counted at once: a second back key before the first lands still stays within our pages.
    expect(inAppDepth()).toBe(1);
    await change;
    expect(window.location.hash).toBe('#/individual');
    expect(inAppDepth()).toBe(1);
    change = nextHashChange();
    expect(backInApp(window)).toBe(true);
    await change;
    expect(window.location.hash).toBe('#/loanDetails?productId=1');
    expect(backInApp(window)).toBe(false);
    expect(window.location.hash).toBe('#/loanDetails?productId=1');
  });

  it('goes back from an entry the router pushed before the app synced it (a slow commit)', async () => {
    window.history.replaceState({ usr: null, key: 'a', idx: 0 }, '', '#/loanDetails?productId=1');
    stop = trackInAppHistory(window);
    // react-router pushes at once; the page that syncs the depth renders only when its chunk is in.
    window.history.pushState({ usr: null, key: 'b', idx: 1 }, '', '#/repayDelay');
    let landed = nextHashChange();
    expect(backInApp(window)).toBe(true);
    // The late commit of the pushed page syncs while the back is under way: the count must hold.
    syncInAppDepth(window);
    expect(inAppDepth()).toBe(0);
    expect(backInApp(window)).toBe(false);
    await landed;
    expect(window.location.hash).toBe('#/loanDetails?productId=1');
    expect(inAppDepth()).toBe(0);
    // Landed: the entry is the truth again.
    window.history.pushState({ usr: null, key: 'c', idx: 1 }, '', '#/repay');
    landed = nextHashChange();
    expect(backInApp(window)).toBe(true);
    await landed;
    expect(window.location.hash).toBe('#/loanDetails?productId=1');
  });

  it('a reload keeps the depth of the entry it reloads', async () => {
    stop = trackInAppHistory(window);
    const change = nextHashChange();
    window.location.hash = '#/individual';
    await change;
    stop();
    stop = trackInAppHistory(window);
    expect(inAppDepth()).toBe(1);
  });

  it("reads react-router's entry index where the router made the entry", () => {
    window.history.replaceState({ usr: null, key: 'k', idx: 3 }, '', '#/that');
    stop = trackInAppHistory(window);
    expect(inAppDepth()).toBe(3);
  });

  it("stamps the shell's page as react-router's first entry, so the router does not stamp it again", () => {
    stop = trackInAppHistory(window);
    expect(window.history.state).toMatchObject({ idx: 0 });
    const replace = vi.spyOn(window.history, 'replaceState');
    try {
      render(createElement(HashRouter, null, null));
      expect(replace).not.toHaveBeenCalled();
    } finally {
      replace.mockRestore();
    }
    expect(inAppDepth()).toBe(0);
  });

  it('keeps the state others put on the entry', () => {
    window.history.replaceState({ scroll: 120 }, '', '#/relevant');
    stop = trackInAppHistory(window);
    expect(window.history.state).toMatchObject({ scroll: 120 });
    expect(inAppDepth()).toBe(0);
  });
});

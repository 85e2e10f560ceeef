import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentity, initIdentity } from '../lib/identity';
import type { RouteDef } from '../lib/routes';
import { renderRoute } from '../test/render-route';
import { loadPage } from './route-page';
import { RouteView } from './route-view';

function Boom(): never {
  throw new Error('kaboom');
}

let loads = 0;
const routes: RouteDef[] = [
  { path: '/ok', load: async () => () => <p>fine page</p> },
  { path: '/boom', load: async () => Boom },
  { path: '/private', borrower: true, load: async () => () => <p>private page</p> },
  {
    path: '/flaky',
    load: async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return () => <p>loaded at last</p>;
    },
  },
  { path: '/order/:orderId', load: async () => () => <p>order</p> },
];

function go(hash: string) {
  act(() => {
    // What a browser does when a link changes the hash: the router follows popstate.
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('RouteView', () => {
  beforeEach(() => {
    forgetIdentity();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the matching lazy page and a not-found page with a way home', async () => {
    await renderRoute('/ok', <RouteView routes={routes} />);
    expect(await screen.findByText('fine page')).toBeTruthy();
    go('#/nowhere');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('#/');
  });

  it('renders a page whose code already arrived in its first commit, without a loading state', async () => {
    const route: RouteDef = { path: '/ready', load: async () => () => <p>ready page</p> };
    await loadPage(route);
    // Every element ever added, so a loading state replaced within the same act still shows.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement) added.push(n.dataset.testid ?? n.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderRoute('/ready', <RouteView routes={[route]} />);
    await Promise.resolve();
    observer.disconnect();
    expect(screen.getByText('ready page')).toBeTruthy();
    expect(added).not.toContain('page-loading');
  });

  it('shows the error boundary with retry and back when a page throws', async () => {
    await renderRoute('/boom', <RouteView routes={routes} />);
    expect(await screen.findByText('This page ran into a problem.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    go('#/ok');
    expect(await screen.findByText('fine page')).toBeTruthy();
  });

  it('retries a chunk that failed to load for real', async () => {
    loads = 0;
    await renderRoute('/flaky', <RouteView routes={routes} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('loaded at last')).toBeTruthy();
    expect(loads).toBe(2);
  });

  it('asks a signed-out visitor to sign in on borrower pages', async () => {
    await renderRoute('/private', <RouteView routes={routes} />);
    expect(await screen.findByTestId('signed-out')).toBeTruthy();
    expect(screen.queryByText('private page')).toBeNull();
    window.history.replaceState(null, '', '/#/ok?token=t');
    initIdentity(window);
    go('#/ok');
    go('#/private');
    expect(await screen.findByText('private page')).toBeTruthy();
  });
});

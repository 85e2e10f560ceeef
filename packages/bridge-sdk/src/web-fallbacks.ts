import type { NativeRoute } from './contract/native-routes.js';
import { BridgeError } from './errors.js';

/**
 * What the web fallbacks need to know about the web app (used when there is no shell, or the
 * shell lacks a method). The web app passes hash URLs such as `'#/'`.
 *
 * @public
 */
export interface FallbackOptions {
  /** Where `goHome`, `goMine` and `closeWebview` (with no history) go. Default `'#/'`. */
  homeUrl?: string;
  /** Where `logout` goes after forgetting the identity. Default: `homeUrl`. */
  loginUrl?: string;
  /** Where `trackConfirm` beacons go; without it `trackConfirm` does nothing on the web. */
  trackingUrl?: string;
  /** The web page of each native route that has one; other routes fail with `UNSUPPORTED`. */
  routes?: Partial<Record<NativeRoute, string>>;
  /** Forgets the borrower's identity (called by `logout` before going to `loginUrl`). */
  forgetIdentity?: () => void;
}

/**
 * The page a web fallback acts on.
 *
 * @public
 */
export interface WebEnv {
  /** The page's window. */
  win: Window;
  /** The web app's fallback configuration. */
  fallback: FallbackOptions;
}

// Each fallback takes (params, env) so the contract table can name it directly.
type Fallback<P> = (params: P, env: WebEnv) => void;

const go = (e: WebEnv, url: string): void => e.win.location.assign(url);

const unsupported = (method: string, why: string): never => {
  throw new BridgeError('UNSUPPORTED', why, method);
};

/** @internal */
export const goHome: Fallback<unknown> = (_, e) => go(e, e.fallback.homeUrl ?? '#/');

/** @internal Back when this tab has history, else home (a page opened straight from the shell). */
export const goBack: Fallback<unknown> = (_, e) =>
  e.win.history.length > 1 ? e.win.history.back() : goHome(_, e);

/** @internal */
export const logOut: Fallback<unknown> = (_, e) => {
  e.fallback.forgetIdentity?.();
  go(e, e.fallback.loginUrl ?? e.fallback.homeUrl ?? '#/');
};

/**
 * @internal By URL: only same-origin or http(s) loads in the page, other schemes need a shell.
 * By route: the configured web page, with the query appended.
 */
export const openPage: Fallback<{
  url?: string;
  route?: NativeRoute;
  query?: Record<string, string>;
}> = (p, e) => {
  if (p.url) {
    const u = new URL(p.url, e.win.location.href);
    // The bridge let only https, the page's origin and the brand's schemes through: the last need the app.
    if (!/^https?:$/.test(u.protocol)) {
      unsupported('openPage', u.protocol);
    }
    return go(e, u.href);
  }
  const url =
    e.fallback.routes?.[p.route as NativeRoute] ?? unsupported('openPage', String(p.route));
  const q = new URLSearchParams(p.query).toString();
  go(e, q ? url + (url.includes('?') ? '&' : '?') + q : url);
};

/**
 * @internal A `tel:` link, so the page stays loaded while the dialer opens. The bridge normalised
 * the number (digits and a leading `+`) before any fallback runs.
 */
export const dial: Fallback<{ phone: string }> = (p, e) => {
  const a = e.win.document.createElement('a');
  a.href = `tel:${p.phone}`;
  a.click();
};

/** @internal */
export const track: Fallback<object> = (p, e) => {
  const url = e.fallback.trackingUrl;
  if (url) e.win.navigator.sendBeacon?.(url, JSON.stringify(p));
};

/** @internal */
export const noBank = (): never => unsupported('bankStart', 'app only');

import { engineLabel, engineOf, FROM_NETWORK, type ServedFrom, sendBatch } from '../field-facts';
import { splitHash } from '../url/url-parts';
import { polyfillArrayAt } from './array-at';

export interface VitalPayload {
  name: string;
  value: number;
  rating: string;
  id: string;
  page: string;
  device: string;
  /** The engine family and major version: `chromium 80`, `webkit 14`. */
  engine: string;
  /** `package` or `network`: a package's first open and the network's are told apart. */
  source: ServedFrom['source'];
  /** The package's build (0 from the network). */
  build: number;
}

/** Where the page is, without its query (which may hold order ids): `/loanDetails`. */
function currentPage(win: Window): string {
  return splitHash(win.location.hash).path;
}

/**
 * The phone's model as its user agent names it (`Redmi 9A`, `iPhone`), never the identity's
 * `deviceName`: that is the name the owner gave the phone ("Budi's Galaxy"), personal data.
 */
export function describeDevice(win: Window): string {
  const ua = win.navigator.userAgent;
  const model = /;\s*([^;)]+?)\s+Build\//.exec(ua)?.[1];
  return (
    model ||
    (/iPad/.test(ua)
      ? 'iPad'
      : /iPhone/.test(ua)
        ? 'iPhone'
        : /Android/.test(ua)
          ? 'Android'
          : 'desktop')
  );
}

/**
 * Sends one metric as the field reports are sent (`sendBatch`): a keepalive POST where the engine
 * has one, else a beacon. Both outlive the page being hidden or closed; a beacon alone arrived
 * from WebKit with `Origin: null` under the app's no-referrer policy and was refused.
 */
export function sendVital(
  url: string,
  metric: { name: string; value: number; rating: string; id: string },
  win: Window = window,
  served: ServedFrom = FROM_NETWORK,
): void {
  const payload: VitalPayload = {
    name: metric.name,
    value: Math.round(metric.value * 1000) / 1000,
    rating: metric.rating,
    id: metric.id,
    page: currentPage(win),
    device: describeDevice(win),
    engine: engineLabel(engineOf(win.navigator.userAgent)),
    source: served.source,
    build: served.build,
  };
  sendBatch(win, url, JSON.stringify(payload));
}

/**
 * Field Core Web Vitals (LCP, INP, CLS) from borrowers' phones, sent to the brand's endpoint; off
 * when none is configured. web-vitals loads after the page so it never delays the first paint.
 * `served` (the shell's package, or the network) goes on every beacon.
 */
export async function startVitals(
  url: string,
  win: Window = window,
  served: ServedFrom = FROM_NETWORK,
): Promise<void> {
  if (!url) return;
  polyfillArrayAt();
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const send = (metric: { name: string; value: number; rating: string; id: string }) =>
    sendVital(url, metric, win, served);
  onLCP(send);
  onINP(send);
  onCLS(send);
}

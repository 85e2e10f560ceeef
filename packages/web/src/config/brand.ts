import { pageScope, placeApi } from './api-origin.ts';
import type { Market } from './market';

/**
 * The app's names in one market: `appEnName` in English and Indonesian texts, `appCnName` in the
 * Chinese ones (the legacy store, the Chinese template), `appYDName` the local name.
 */
export interface BrandNames {
  appEnName: string;
  appCnName: string;
  appYDName: string;
}

/** The brand this build ships for. Checked at start and at build time (see check-config.ts). */
export interface BrandConfig {
  /** API base; every endpoint path is appended to it. */
  appApi: string;
  /** Where these pages are hosted (links shared outside the app). */
  appH5: string;
  /** The app's names in each market (the specification's appEnName, appCnName, appYDName). */
  names: Record<Market, BrandNames>;
  /** Theme: background and its text colour, and the text colour on the theme colour. */
  background: string;
  bgFontColor: string;
  fontColor: string;
  /** Telephone used when the server sends none: one support number per market. */
  servicePhone: Record<Market, string>;
  /**
   * The request header that carries the borrower's token: `Authorization` sends
   * `Bearer <token>`, any other name the token as it is. The device id and `gid` go in
   * `X-Device-Id` and `X-Gid` (see `lib/http/credentials.ts`).
   */
  tokenHeader: string;
  /**
   * For a server that can only read the token, the device id and `gid` from the query string:
   * they are then sent there as well as in the headers. A risk (every gateway, CDN and proxy log
   * keeps URLs, so the borrower's session lands in them); off unless the backend cannot do
   * otherwise (see the web README, "Security decisions").
   */
  credentialsInQuery: boolean;
  /** Server codes that mean the session expired: the borrower is logged out through the bridge. */
  sessionExpiredCodes: string[];
  /**
   * Origins the pages load images from besides their own (product logos from the lender's CDN):
   * the production CSP allows these and no other.
   */
  imageHosts: string[];
  /** Where Core Web Vitals are sent with sendBeacon; empty turns field measurement off. */
  vitalsUrl: string;
  /** Where the bridge's trackConfirm fallback sends events with no shell; empty for none. */
  trackingUrl: string;
  /** App store links for the download page and the site, per market (each market's own app). */
  storeLinks: Record<Market, { android: string; ios: string }>;
  /** Legacy native names (protocol 'legacy') used by older shells of this brand. */
  legacyNames: Record<string, string>;
  /** The merchant number sent with registrations. */
  merchantNumber: string;
  /**
   * The brand app's own URL scheme (lower case, no `:`): links with it go to the shell through
   * `openPage`; every other non-https scheme is refused.
   */
  appScheme: string;
}

/** Where these pages are hosted (the API is on the same origin). */
const APP_H5 = 'https://h5.pinjaman.example';

export const brandConfig: BrandConfig = {
  // On the iOS shell's package origin, the API is not the page's origin: see api-origin.ts.
  appApi: placeApi('/volleys', APP_H5, pageScope),
  appH5: APP_H5,
  names: {
    IN: { appEnName: 'RupeeNow', appCnName: '卢比速借', appYDName: 'RupeeNow' },
    ID: { appEnName: 'RupiahKu', appCnName: '融易借', appYDName: 'RupiahKu' },
  },
  background: '#c75000',
  bgFontColor: '#c75000',
  fontColor: '#ffffff',
  servicePhone: { IN: '+91 22 5550 0100', ID: '+62 21 5550 100' },
  tokenHeader: 'Authorization',
  credentialsInQuery: false,
  sessionExpiredCodes: ['401', '-401'],
  imageHosts: ['https://cdn.pinjaman.example'],
  vitalsUrl: placeApi('/volleys/__vitals', APP_H5, pageScope),
  trackingUrl: '',
  storeLinks: {
    IN: {
      android: 'https://play.google.com/store/apps/details?id=com.rupeenow.app',
      ios: 'https://apps.apple.com/app/id0000000001',
    },
    ID: {
      android: 'https://play.google.com/store/apps/details?id=com.rupiahku.app',
      ios: 'https://apps.apple.com/app/id0000000000',
    },
  },
  legacyNames: {},
  merchantNumber: 'M0001',
  appScheme: 'rupiahku',
};

/** The app's names in a market. */
export function brandNames(market: Market): BrandNames {
  return brandConfig.names[market];
}

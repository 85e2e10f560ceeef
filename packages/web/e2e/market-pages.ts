import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { sampleHref } from '@hybrid-loan/dev-contract';
import { MAIN_PAGES } from '../scripts/main-pages.mjs';
import { brandConfig } from '../src/config/brand';
import { companies } from '../src/config/company';
import { type Language, type Market, markets } from '../src/config/market';
import { PAGE_DATA } from './engine-smoke';

/** One page the market and screenshot tests open: its URL per market, what shows it is ready. */
export interface MarketPage {
  key: string;
  route: (market: Market) => string;
  /** Test id of an element that has content once the page shows its data. */
  ready: string;
  borrower: boolean;
  fixtures?: Record<string, string>;
  /** The page's language when it is not the market's (the Chinese legacy store). */
  language?: Language;
  /** A main page: audited with axe as well, in both markets' languages. */
  audit?: boolean;
}

/**
 * Every main page (the benchmark's list, with each market's own registration template) and the
 * pages of the finish items: loan details with borrow-again (statuses 200 and 4), the complaint
 * entry, the extension, the download page, the embedded agreement and the Chinese legacy store.
 */
export const MARKET_PAGES: MarketPage[] = [
  ...MAIN_PAGES.map((p) => ({
    key: p.key,
    route: (market: Market) => p.routeByLanguage?.[market === 'IN' ? 1 : 2] ?? p.route,
    ready: PAGE_DATA[p.key]?.shows ?? 'missing-ready-check',
    borrower: p.borrower,
    audit: true,
  })),
  {
    key: 'loan-details-200',
    route: () => sampleHref('loanDetails'),
    ready: 'loan-my-orders',
    borrower: true,
    fixtures: { loan: 'status-200' },
  },
  {
    key: 'loan-details-4',
    route: () => sampleHref('loanDetails'),
    ready: 'loan-my-orders',
    borrower: true,
    fixtures: { loan: 'status-4' },
  },
  {
    key: 'complaint-entry',
    route: () => PAGES.complaint.path,
    ready: 'complaint-order',
    borrower: true,
  },
  {
    key: 'extension',
    route: () => pageHref(PAGES.repayDelay, { productId: '1', orderId: '1001' }),
    ready: 'delay-pay',
    borrower: true,
  },
  {
    key: 'download',
    route: (market) =>
      pageHref(PAGES.downloadTemplate, { id: market === 'IN' ? '3' : '1', app_from: 'e2e' }),
    ready: 'download-android',
    borrower: false,
  },
  { key: 'policy', route: () => PAGES.sitePolicy.path, ready: 'policy-fallback', borrower: false },
  {
    key: 'legacy-store-zh',
    route: () => `${pageHref(PAGES.borrowDetail, { orderId: '1001', productId: '1' })}&lang=zh-CN`,
    ready: 'legacy-cards',
    borrower: true,
    language: 'zh-CN',
  },
];

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** A language's locale folders: the core texts' and every feature's own. */
function localeDirs(language: Language): string[] {
  const features = resolve(srcDir, 'features');
  return [
    resolve(srcDir, 'locales', language),
    ...readdirSync(features).map((feature) => resolve(features, feature, 'locales', language)),
  ].filter((dir) => existsSync(dir));
}

/** Every text of a language's locale files (placeholders cut out: only the fixed words). */
function localeTexts(language: Language): string[] {
  return localeDirs(language)
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => resolve(dir, f)),
    )
    .flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8'))))
    .flatMap((s) => s.split(/\{\{[^}]*\}\}|<[^>]*>/))
    .map((s) => s.trim());
}

/** Small words only the other language writes: a server text in the wrong language shows them. */
const STOP_WORDS: Record<Market, RegExp> = {
  IN: /\b(yang|dan|Anda|untuk|dengan|tidak|silakan|sudah|belum|tagihan|pinjaman)\b/i,
  ID: /\b(the|your|and|please|you|with|loan|repayment|order)\b/i,
};

/** What a page of `market` must never show: the other market's names, money, telephone and words. */
export function foreignMarkers(market: Market): { literals: string[]; patterns: RegExp[] } {
  const other: Market = market === 'IN' ? 'ID' : 'IN';
  const own = new Set(localeTexts(markets[market].language));
  const company = companies[other];
  const names = Object.values(brandConfig.names[other]).filter(
    (n) => !Object.values(brandConfig.names[market]).includes(n),
  );
  // Whole sentences of the other language's texts that this language does not also use.
  const sentences = localeTexts(markets[other].language).filter(
    (s) => s.split(/\s+/).length >= 3 && s.length >= 16 && !own.has(s),
  );
  return {
    literals: [
      company.name,
      company.email,
      company.phone,
      company.address.split(',')[0] ?? company.address,
      ...company.registrationNumbers,
      ...names,
      brandConfig.servicePhone[other],
      markets[other].phonePrefix,
      markets[other].currency,
      ...sentences,
    ],
    patterns: [
      other === 'ID' ? /Rp\s?\d/ : /₹|Rs\.?\s?\d/,
      STOP_WORDS[market],
      // A Chinese text outside the Chinese store.
      /[\u4e00-\u9fff]/,
    ],
  };
}

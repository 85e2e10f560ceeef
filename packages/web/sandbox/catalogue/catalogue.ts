import type { Market } from '../../src/config/market';
import { logoUrl } from './logo-files';

/**
 * The sandbox's one catalogue of products and of the sample borrower's order, per market: every
 * endpoint reads its product names, logos, amounts, dates and support contacts from here, so order
 * 1001 is the same product, amount and plan on every screen.
 */
export interface Product {
  id: string;
  name: string;
  /** A real image served by the sandbox (same origin as the pages: the CSP's `img-src 'self'`). */
  logo: string;
}

export interface SampleOrder {
  orderId: string;
  productId: string;
  /** The order number the borrower sees. */
  orderNo: string;
  /** Whole units of the market's currency (rupees, rupiah). */
  principal: number;
  fee: number;
  interest: number;
  /** principal + interest: what the borrower repays in all. */
  totalDue: number;
  tenorDays: number;
  /** Due dates of the standard three-instalment plan; the first is the order's next due date. */
  dueDates: string[];
  /** The account the loan was paid into. */
  payoutAccount: string;
}

export interface MarketCatalogue {
  market: Market;
  /** The one support number of the market, on every screen that shows one. */
  supportPhone: string;
  supportEmail: string;
  product: Product;
  order: SampleOrder;
}

export const SAMPLE_PRODUCT_ID = '1';
export const SAMPLE_ORDER_ID = '1001';
const FIRST_DUE = '2026-12-05';

function order(
  orderNo: string,
  principal: number,
  fee: number,
  interest: number,
  payoutAccount: string,
): SampleOrder {
  return {
    orderId: SAMPLE_ORDER_ID,
    productId: SAMPLE_PRODUCT_ID,
    orderNo,
    principal,
    fee,
    interest,
    totalDue: principal + interest,
    tenorDays: 91,
    dueDates: dueDates(FIRST_DUE, 3),
    payoutAccount,
  };
}

export const CATALOGUE: Record<Market, MarketCatalogue> = {
  IN: {
    market: 'IN',
    supportPhone: '+91 22 5550 0100',
    supportEmail: 'cs@quickrupee.example',
    product: { id: SAMPLE_PRODUCT_ID, name: 'RupeeNow Cash', logo: logoUrl('rupeenow-cash.svg') },
    order: order('RN2026111701001', 15_000, 750, 750, 'HDFC Bank •••• 4321'),
  },
  ID: {
    market: 'ID',
    supportPhone: '+62 21 5550 100',
    supportEmail: 'cs@danacepat.example',
    product: { id: SAMPLE_PRODUCT_ID, name: 'RupiahKu Tunai', logo: logoUrl('rupiahku-tunai.svg') },
    order: order('RK2026111701001', 1_500_000, 75_000, 75_000, 'BCA •••• 4321'),
  },
};

export function catalogue(market: Market): MarketCatalogue {
  return CATALOGUE[market];
}

/** An amount as the lender's server writes it in a text: `₹15,750` (Indian grouping), `Rp1.575.000`. */
export function moneyText(market: Market, amount: number): string {
  return market === 'IN'
    ? `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`
    : `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
}

/**
 * A date as the lender's server writes it inside a text (a status line, a row's value), in the
 * market's documented style, day first: `05/12/2026` in India and in Indonesia (the web README,
 * "Decisions"). Its date fields (`dueTime`, `delayExpiryTime`, ...) stay ISO: only texts use this.
 */
export function dateText(_market: Market, isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Splits a total into `count` whole-unit instalments that add up to it exactly: equal parts, the
 * rounding remainder on the last one (as lenders schedule it).
 */
export function splitTotal(total: number, count: number): number[] {
  if (!Number.isInteger(total) || total < 0)
    throw new Error(`total must be a whole amount: ${total}`);
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be 1 or more: ${count}`);
  const part = Math.floor(total / count);
  const parts = Array.from({ length: count }, () => part);
  parts[count - 1] = total - part * (count - 1);
  return parts;
}

/** `count` monthly due dates (every 30 days) from the order's first due date. */
export function dueDates(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 30 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A date plus days (ISO dates). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

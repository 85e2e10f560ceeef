/** The two markets; `languageType` 1 is India (English, ₹), anything else Indonesia. */
export type Market = 'IN' | 'ID';
export type Language = 'en-IN' | 'id-ID' | 'zh-CN';

export interface MarketConfig {
  market: Market;
  language: Language;
  currency: 'INR' | 'IDR';
  currencySymbol: '₹' | 'Rp';
  locale: string;
  /** The country calling code every telephone of the market starts with. */
  phonePrefix: '+91' | '+62';
}

export const markets: Record<Market, MarketConfig> = {
  IN: {
    market: 'IN',
    language: 'en-IN',
    currency: 'INR',
    currencySymbol: '₹',
    locale: 'en-IN',
    phonePrefix: '+91',
  },
  ID: {
    market: 'ID',
    language: 'id-ID',
    currency: 'IDR',
    currencySymbol: 'Rp',
    locale: 'id-ID',
    phonePrefix: '+62',
  },
};

export function marketForLanguageType(languageType: string | null | undefined): MarketConfig {
  return languageType === '1' ? markets.IN : markets.ID;
}

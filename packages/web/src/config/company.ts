import type { Market } from './market';

/** The lending company (operator) of one market, shown on the public site's footer and texts. */
export interface CompanyData {
  name: string;
  email: string;
  address: string;
  phone: string;
  registrationNumbers: string[];
  copyright: string;
}

/**
 * Each market has its own lender: a page of one market never names the other's (a browser test
 * opens every main page in both markets and fails on the other's name, address or phone prefix).
 */
export const companies: Record<Market, CompanyData> = {
  IN: {
    name: 'QuickRupee Finance Private Limited',
    email: 'support@quickrupee.example',
    address: 'Unit 402, Trade Centre, Bandra Kurla Complex, Mumbai 400051, Maharashtra, India',
    phone: '+91 22 5550 0100',
    registrationNumbers: ['CIN U65999MH2021PTC123456', 'RBI NBFC N-13.02345'],
    copyright: '© 2026 QuickRupee Finance Private Limited. All rights reserved.',
  },
  ID: {
    name: 'PT Dana Cepat Nusantara',
    email: 'support@danacepat.example',
    address: 'Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190, Indonesia',
    phone: '+62 21 5550 100',
    registrationNumbers: ['AHU-0012345.AH.01.01', 'NIB 9120001234567'],
    copyright: '© 2026 PT Dana Cepat Nusantara. Hak cipta dilindungi undang-undang.',
  },
};

/** The operator of a market. */
export function companyFor(market: Market): CompanyData {
  return companies[market];
}

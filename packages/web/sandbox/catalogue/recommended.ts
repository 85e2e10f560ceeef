import type { Market } from '../../src/config/market';
import { logoUrl } from './logo-files';

/** Other products the lender recommends under an order (the loan-details list), per market. */
export interface RecommendedProduct {
  id: string;
  name: string;
  logo: string;
  /** 1: open today; 0: quota full (the card is greyed and not clickable). */
  open: 0 | 1;
  button: string;
  range: string;
  rangeLabel: string;
  rate: string;
  description: string;
  /** Where a click on the product goes (the server keeps it until the click). */
  url: string;
}

export const RECOMMENDED: Record<Market, RecommendedProduct[]> = {
  IN: [
    {
      id: '12',
      name: 'QuickRupee',
      logo: logoUrl('quickrupee.svg'),
      open: 1,
      button: 'Apply',
      range: '₹5,000 - ₹50,000',
      rangeLabel: 'Loan limit',
      rate: 'Interest 0.05%/day',
      description: 'Money in 2 hours',
      url: 'rupiahku://product/detail?productId=12',
    },
    {
      id: '13',
      name: 'PaisaPlus',
      logo: logoUrl('paisaplus.svg'),
      open: 1,
      button: 'Borrow',
      range: '₹3,000 - ₹30,000',
      rangeLabel: 'Loan limit',
      rate: 'Interest 0.08%/day',
      description: 'No collateral',
      url: 'https://partner.example/apply?productId=13',
    },
    {
      id: '14',
      name: 'SwiftCredit',
      logo: logoUrl('swiftcredit.svg'),
      open: 0,
      button: 'Quota full',
      range: '₹5,000 - ₹20,000',
      rangeLabel: 'Loan limit',
      rate: 'Interest 0.06%/day',
      description: 'Back tomorrow',
      url: 'https://partner.example/apply?productId=14',
    },
  ],
  ID: [
    {
      id: '12',
      name: 'KilatDana',
      logo: logoUrl('kilatdana.svg'),
      open: 1,
      button: 'Ajukan',
      range: 'Rp1.000.000 - Rp8.000.000',
      rangeLabel: 'Limit pinjaman',
      rate: 'Bunga 0,05%/hari',
      description: 'Cair dalam 2 jam',
      url: 'rupiahku://product/detail?productId=12',
    },
    {
      id: '13',
      name: 'TunaiCepat',
      logo: logoUrl('tunaicepat.svg'),
      open: 1,
      button: 'Pinjam',
      range: 'Rp500.000 - Rp5.000.000',
      rangeLabel: 'Limit pinjaman',
      rate: 'Bunga 0,08%/hari',
      description: 'Tanpa jaminan',
      url: 'https://partner.example/apply?productId=13',
    },
    {
      id: '14',
      name: 'SaldoPlus',
      logo: logoUrl('saldoplus.svg'),
      open: 0,
      button: 'Kuota penuh',
      range: 'Rp1.000.000 - Rp3.000.000',
      rangeLabel: 'Limit pinjaman',
      rate: 'Bunga 0,06%/hari',
      description: 'Kembali besok',
      url: 'https://partner.example/apply?productId=14',
    },
  ],
};

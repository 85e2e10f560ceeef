/** The lending company shown on the public site's footer and texts. */
export interface CompanyData {
  name: string;
  email: string;
  address: string;
  phone: string;
  registrationNumbers: string[];
  copyright: string;
}

export const companyData: CompanyData = {
  name: 'PT Dana Cepat Nusantara',
  email: 'support@danacepat.example',
  address: 'Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190, Indonesia',
  phone: '+62 21 5550 100',
  registrationNumbers: ['AHU-0012345.AH.01.01', 'NIB 9120001234567'],
  copyright: '© 2026 PT Dana Cepat Nusantara. All rights reserved.',
};

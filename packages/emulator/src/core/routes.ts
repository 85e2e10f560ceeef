import type { DEV_PAGES, PageKey } from '@hybrid-loan/bridge-sdk/contract';
import { sampleHref } from '@hybrid-loan/dev-contract';

// The panel's names of the pages; paths and sample parameters come from the routes contract.
const LABELS: Record<PageKey | keyof typeof DEV_PAGES, string> = {
  home: 'Company site',
  sitePolicy: 'Company site: policy',
  siteLoan: 'Company site: loan',
  siteAbout: 'Company site: about',
  siteUser: 'Company site: user',
  siteContact: 'Company site: contact',
  privacyPolicy: 'Privacy policy',
  loanTerms: 'Loan terms',
  aboutUs: 'About us',
  customerService: 'Customer service',
  loanAgreement: 'Loan agreement',
  loanConfirm: 'Loan confirm',
  loanDetails: 'Loan details',
  jointLoginFailure: 'Joint-login failure',
  relevant: 'Recommended list',
  repay: 'Repay (instalments)',
  repayDelay: 'Repay (extension)',
  payMethod: 'Pay method',
  paymentInstructions: 'Payment instructions',
  complaint: 'Complaint',
  complaintForm: 'Complaint form',
  complaintList: 'Complaint list',
  complaintDetails: 'Complaint details',
  complainNewPage: 'Complaint (new entry)',
  chatbot: 'Chatbot',
  registerTemplate: 'Registration',
  downloadTemplate: 'Download',
  agreementTemplate: 'Agreement template',
  borrowDetail: 'Legacy: borrow detail',
  addNormalCard: 'Legacy: add card',
  alipayRepayment: 'Legacy: alipay repayment',
  testPreview: 'Test preview (dev)',
};

/** Shortcuts of the panel's address bar: every route of the routes contract, with sample params. */
export const ROUTE_SHORTCUTS: { label: string; route: string }[] = (
  Object.keys(LABELS) as (keyof typeof LABELS)[]
).map((key) => ({ label: LABELS[key], route: sampleHref(key) }));

import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

// The routes contract: native teams, QA and old links open these paths.
const CONTRACT_PATHS = [
  '/',
  '/Policy',
  '/Loan',
  '/About',
  '/User',
  '/Contact',
  '/privacyPolicy',
  '/loanTerms',
  '/aboutUs',
  '/customerService',
  '/loanAgreement',
  '/loanConfirm',
  '/loanDetails',
  '/jointLoginFailure',
  '/relevant',
  '/repay',
  '/repayDelay',
  '/individual',
  '/that',
  '/complaint',
  '/complainPageNext',
  '/complaintList',
  '/complainDetails',
  '/complainNewPage',
  '/intelligentCustomerService',
  '/registerTemplate',
  '/downloadTemplate',
  '/agreementTemplate',
  '/borrowDetail/ORD-1',
  '/addnormalcard',
  '/alipayrepayment',
  '/testPreview',
];

describe('route table', () => {
  it('routes every path of the routes contract', () => {
    const missing = CONTRACT_PATHS.filter(
      (path) => !appRoutes.some((r) => matchPath(r.path, path) !== null),
    );
    expect(missing).toEqual([]);
  });

  it('declares each path once', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

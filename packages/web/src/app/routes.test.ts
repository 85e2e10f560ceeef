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

describe('route namespaces', () => {
  // The texts a feature's pages show, read from its sources: useTranslation('x') and (['x', 'y']),
  // usePage(..., { ns: 'x' }).
  const sources = import.meta.glob<string>(
    ['../features/*/**/*.{ts,tsx}', '!../features/*/**/*.test.*', '!../features/dev-preview/**'],
    { query: '?raw', import: 'default', eager: true },
  );
  const used = new Map<string, Set<string>>();
  for (const [path, text] of Object.entries(sources)) {
    const feature = path.split('/')[2] as string;
    const set = used.get(feature) ?? new Set<string>();
    for (const call of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
      for (const ns of (call[1] ?? '').matchAll(/'([^']+)'/g)) set.add(ns[1] as string);
    // A page opened with usePage names its namespace as `ns`.
    for (const call of text.matchAll(/\bns: '([^']+)'/g)) set.add(call[1] as string);
    used.set(feature, set);
  }
  const routeModules = import.meta.glob<{
    routes: { path: string; namespaces?: readonly string[] }[];
    namespaces?: readonly string[];
  }>(['../features/*/routes.ts', '!../features/dev-preview/**'], { eager: true });

  it.each(Object.entries(routeModules))('%s declares every namespace its pages use', (path, m) => {
    const feature = path.split('/')[2] as string;
    const declared = new Set([
      ...(m.namespaces ?? []),
      ...m.routes.flatMap((r) => r.namespaces ?? []),
    ]);
    const missing = [...(used.get(feature) ?? [])].filter(
      (ns) => ns !== 'common' && ns !== 'ui' && !declared.has(ns),
    );
    expect(missing).toEqual([]);
    // Each route of the app starts its texts with its chunk (its own, else its feature's).
    for (const route of m.routes) {
      const inApp = appRoutes.find((r) => r.path === route.path);
      expect(inApp?.namespaces?.length ?? 0).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { NATIVE_ROUTES } from './native-routes.js';
import { nativeRoutePaths, pageHref } from './page-href.js';
import { DEV_PAGES, PAGES, type PageSpec } from './pages.js';

const all = Object.values({ ...PAGES, ...DEV_PAGES }) as PageSpec[];

describe('page table', () => {
  it('has one page per path and one per native route', () => {
    const paths = all.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const natives = all.flatMap((p) => (p.native ? [p.native] : []));
    expect(new Set(natives).size).toBe(natives.length);
    for (const n of natives) expect(NATIVE_ROUTES).toContain(n);
  });

  it('builds hrefs: path parameters filled, empty values dropped', () => {
    expect(pageHref(PAGES.borrowDetail, { orderId: 'a/b', x: 1, y: '' })).toBe(
      '/borrowDetail/a%2Fb?x=1',
    );
    expect(pageHref(PAGES.complaintList)).toBe('/complaintList');
  });

  it('maps native routes to their web pages', () => {
    const paths = nativeRoutePaths();
    expect(paths.loanDetail).toBe('#/loanDetails');
    expect(paths.repayChoice).toBe('#/individual');
    expect(paths.main).toBe('#/');
    expect(paths.bindCard).toBeUndefined();
  });
});

import { DEV_PAGES, PAGES, type PageKey } from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_SAMPLES, sampleHref } from './samples.ts';

describe('page samples', () => {
  it('samples only the parameters a page reads, and path parameters have samples', () => {
    for (const [key, p] of Object.entries({ ...PAGES, ...DEV_PAGES })) {
      const sample = PAGE_SAMPLES[key as PageKey];
      for (const name of Object.keys(sample ?? {})) expect(p.params).toContain(name);
      for (const [, name] of p.path.matchAll(/:(\w+)/g))
        expect(sample?.[name as string]).toBeTruthy();
    }
  });

  it('builds a page href with its sample, and extra values on top', () => {
    expect(sampleHref('loanDetails')).toBe('/loanDetails?productId=1&orderId=1001');
    expect(sampleHref('complaintList')).toBe('/complaintList');
    expect(sampleHref('borrowDetail')).toBe('/borrowDetail/1001');
    expect(sampleHref('testPreview')).toBe('/testPreview');
    expect(sampleHref('payMethod', { fresh: '1' })).toBe(
      '/individual?productId=1&orderId=1001&amount=1575000&fresh=1',
    );
  });
});

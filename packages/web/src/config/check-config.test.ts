import { describe, expect, it } from 'vitest';
import { brandConfig } from './brand';
import { assertValidBrandConfig, assertValidCompanyData } from './check-config';
import { companyData } from './company';

describe('config check', () => {
  it('accepts the shipped brand and company', () => {
    expect(() => assertValidBrandConfig(brandConfig)).not.toThrow();
    expect(() => assertValidCompanyData(companyData)).not.toThrow();
  });

  it('names each invalid field', () => {
    const bad = {
      ...brandConfig,
      background: 'orange',
      appH5: 'not a url',
      servicePhone: { ...brandConfig.servicePhone, IN: 'call us' },
    };
    expect(() => assertValidBrandConfig(bad)).toThrow(
      /brand\.background: must be a #rgb or #rrggbb colour/,
    );
    expect(() => assertValidBrandConfig(bad)).toThrow(/brand\.appH5/);
    expect(() => assertValidBrandConfig(bad)).toThrow(
      /brand\.servicePhone\.IN: must be a telephone number/,
    );
    expect(() => assertValidCompanyData({ ...companyData, email: 'nope' })).toThrow(
      /company\.email/,
    );
  });
});

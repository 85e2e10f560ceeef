import { describe, expect, it } from 'vitest';
import { brandConfig } from './brand';
import { assertValidBrandConfig, assertValidCompanyData } from './check-config';
import { companies } from './company';

describe('config check', () => {
  it('accepts the shipped brand and companies', () => {
    expect(() => assertValidBrandConfig(brandConfig)).not.toThrow();
    expect(() => assertValidCompanyData(companies)).not.toThrow();
  });

  it('names each invalid field', () => {
    const bad = {
      ...brandConfig,
      background: 'orange',
      appH5: 'not a url',
      servicePhone: { ...brandConfig.servicePhone, IN: 'call us' },
      names: { ...brandConfig.names, ID: { ...brandConfig.names.ID, appCnName: ' ' } },
    };
    expect(() => assertValidBrandConfig(bad)).toThrow(
      /brand\.background: must be a #rgb or #rrggbb colour/,
    );
    expect(() => assertValidBrandConfig(bad)).toThrow(/brand\.appH5/);
    expect(() => assertValidBrandConfig(bad)).toThrow(
      /brand\.servicePhone\.IN: must be a telephone number/,
    );
    expect(() => assertValidBrandConfig(bad)).toThrow(/brand\.names\.ID\.appCnName/);
    expect(() =>
      assertValidCompanyData({ ...companies, IN: { ...companies.IN, email: 'nope' } }),
    ).toThrow(/company\.IN\.email/);
  });

  it("refuses a market's operator with the other market's telephone or the same name", () => {
    expect(() =>
      assertValidCompanyData({ ...companies, IN: { ...companies.IN, phone: companies.ID.phone } }),
    ).toThrow(/company\.IN\.phone: must start with \+91/);
    expect(() =>
      assertValidCompanyData({ ...companies, IN: { ...companies.IN, name: companies.ID.name } }),
    ).toThrow(/company\.ID\.name: must differ/);
  });
});

import * as v from 'valibot';
import type { BrandConfig } from './brand';
import type { CompanyData } from './company';
import type { FieldReportsConfig } from './field-reports';
// With its extension: vite.config.ts loads this file natively at build time.
import { type Market, markets } from './market.ts';

const colour = v.pipe(
  v.string(),
  v.regex(/^#[0-9a-f]{3}([0-9a-f]{3})?$/i, 'must be a #rgb or #rrggbb colour'),
);
const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const urlOrPath = v.pipe(
  v.string(),
  v.regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path starting with /'),
);
const phone = v.pipe(v.string(), v.regex(/^\+?[\d\s-]{6,20}$/, 'must be a telephone number'));
const optionalUrl = v.union([v.literal(''), urlOrPath]);

const namesSchema = v.object({ appEnName: nonEmpty, appCnName: nonEmpty, appYDName: nonEmpty });
const storeSchema = v.object({
  android: v.pipe(v.string(), v.url()),
  ios: v.pipe(v.string(), v.url()),
});

const brandSchema = v.object({
  appApi: urlOrPath,
  appH5: v.pipe(v.string(), v.url('must be a URL')),
  names: v.object({ IN: namesSchema, ID: namesSchema }),
  background: colour,
  bgFontColor: colour,
  fontColor: colour,
  servicePhone: v.object({ IN: phone, ID: phone }),
  tokenHeader: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a header name')),
  credentialsInQuery: v.boolean(),
  sessionExpiredCodes: v.array(nonEmpty),
  imageHosts: v.array(
    v.pipe(v.string(), v.regex(/^https:\/\/[^\s/]+\/?$/, 'must be an https origin')),
  ),
  vitalsUrl: optionalUrl,
  trackingUrl: optionalUrl,
  storeLinks: v.object({ IN: storeSchema, ID: storeSchema }),
  legacyNames: v.record(v.string(), v.string()),
  merchantNumber: nonEmpty,
  appScheme: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9+.-]*$/)),
});

const fieldReportsSchema = v.object({
  url: optionalUrl,
  sampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  maxPerPage: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});

const companySchema = v.object({
  name: nonEmpty,
  email: v.pipe(v.string(), v.email('must be an e-mail address')),
  address: nonEmpty,
  phone: nonEmpty,
  registrationNumbers: v.array(v.string()),
  copyright: nonEmpty,
});

function explain(kind: string, issues: v.BaseIssue<unknown>[]): string {
  const lines = issues.map((issue) => {
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '(root)';
    return `  ${kind}.${path}: ${issue.message}`;
  });
  return `Invalid ${kind} config:\n${lines.join('\n')}`;
}

/** Throws an Error naming every invalid field, so a bad brand fails the build or the start. */
export function assertValidBrandConfig(config: BrandConfig): void {
  const result = v.safeParse(brandSchema, config);
  if (!result.success) throw new Error(explain('brand', result.issues));
}

/** Throws an Error naming every invalid field of the field reports' config. */
export function assertValidFieldReportsConfig(config: FieldReportsConfig): void {
  const result = v.safeParse(fieldReportsSchema, config);
  if (!result.success) throw new Error(explain('fieldReports', result.issues));
}

/**
 * Checks every market's operator (`companies` of company.ts): each field, and that its telephone
 * is the market's (a lender of one market with the other's number is a wrong legal text).
 */
export function assertValidCompanyData(data: Record<Market, CompanyData>): void {
  const result = v.safeParse(v.object({ IN: companySchema, ID: companySchema }), data);
  if (!result.success) throw new Error(explain('company', result.issues));
  for (const market of ['IN', 'ID'] as const) {
    const prefix = markets[market].phonePrefix;
    if (!data[market].phone.startsWith(prefix))
      throw new Error(
        `Invalid company config:\n  company.${market}.phone: must start with ${prefix}`,
      );
  }
  if (data.IN.name === data.ID.name)
    throw new Error('Invalid company config:\n  company.ID.name: must differ from company.IN.name');
}

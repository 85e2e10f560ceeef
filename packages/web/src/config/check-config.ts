import * as v from 'valibot';
import type { BrandConfig } from './brand';
import type { CompanyData } from './company';

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

const brandSchema = v.object({
  appApi: urlOrPath,
  appH5: v.pipe(v.string(), v.url('must be a URL')),
  appEnName: nonEmpty,
  appCnName: nonEmpty,
  appYDName: nonEmpty,
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
  storeLinks: v.object({ android: v.pipe(v.string(), v.url()), ios: v.pipe(v.string(), v.url()) }),
  legacyNames: v.record(v.string(), v.string()),
  merchantNumber: nonEmpty,
  appScheme: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9+.-]*$/)),
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

export function assertValidCompanyData(data: CompanyData): void {
  const result = v.safeParse(companySchema, data);
  if (!result.success) throw new Error(explain('company', result.issues));
}

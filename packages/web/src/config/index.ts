export { type BrandConfig, type BrandNames, brandConfig, brandNames } from './brand';
// check-config (valibot schemas) is imported directly by vite.config.ts and the tests only, so the
// app shell does not carry the schemas.
export { type CompanyData, companies, companyFor } from './company';
export { type FieldReportsConfig, fieldReportsConfig } from './field-reports';
export {
  type Language,
  type Market,
  type MarketConfig,
  marketForLanguageType,
  markets,
} from './market';

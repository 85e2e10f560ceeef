export { type BrandConfig, brandConfig } from './brand';
export { assertValidBrandConfig, assertValidCompanyData } from './check-config';
export { type CompanyData, companyData } from './company';
export {
  type Language,
  type Market,
  type MarketConfig,
  marketForLanguageType,
  markets,
} from './market';

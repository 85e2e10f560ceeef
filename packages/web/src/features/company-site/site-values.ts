import { brandConfig, companyData } from '../../config';
import { formatMoney } from '../../lib/format';
import { currentMarket } from '../../lib/identity';

/** The marketing figures of each market (specification section 1), formatted for the market. */
const FIGURES = {
  IN: { min: 2_000, max: 80_000, salary: 12_000 },
  ID: { min: 1_000_000, max: 15_000_000, salary: 5_000_000 },
} as const;

/** The late fees of the loan terms are given in rupees by the specification, for every market. */
const LATE_FEE = { new: 1_000, repeat: 800 } as const;

/** Everything the site's and the legal texts' placeholders need, in one object for `t()`. */
export function siteValues() {
  const market = currentMarket().market;
  const f = FIGURES[market];
  return {
    company: companyData.name,
    email: companyData.email,
    phone: companyData.phone,
    address: companyData.address,
    app: brandConfig.appEnName,
    min: formatMoney(f.min, market),
    max: formatMoney(f.max, market),
    salary: formatMoney(f.salary, market),
    newFee: formatMoney(LATE_FEE.new, 'IN'),
    repeatFee: formatMoney(LATE_FEE.repeat, 'IN'),
  };
}

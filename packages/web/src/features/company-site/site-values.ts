import { brandNames, companyFor } from '../../config';
import { formatMoney } from '../../lib/format';
import { currentMarket } from '../../lib/identity';

/** The marketing figures of each market (specification section 1), formatted for the market. */
const FIGURES = {
  IN: { min: 2_000, max: 80_000, salary: 12_000 },
  ID: { min: 1_000_000, max: 15_000_000, salary: 5_000_000 },
} as const;

/**
 * The single late fee of the loan terms, for a new and a repeat client, in the market's money: the
 * specification gives rupees (Rs.1,000 and Rs.800); the rupiah amounts are this product's reading
 * (web README, readings of the specification).
 */
const LATE_FEE = {
  IN: { new: 1_000, repeat: 800 },
  ID: { new: 100_000, repeat: 80_000 },
} as const;

/** Everything the site's and the legal texts' placeholders need, in one object for `t()`. */
export function siteValues() {
  const market = currentMarket().market;
  const f = FIGURES[market];
  const companyData = companyFor(market);
  return {
    company: companyData.name,
    email: companyData.email,
    phone: companyData.phone,
    address: companyData.address,
    app: brandNames(market).appEnName,
    min: formatMoney(f.min, market),
    max: formatMoney(f.max, market),
    salary: formatMoney(f.salary, market),
    newFee: formatMoney(LATE_FEE[market].new, market),
    repeatFee: formatMoney(LATE_FEE[market].repeat, market),
  };
}

export { amountMarket, parseAmount } from './amount';
// Dates have a file of their own: a page that writes only dates does not load the amounts' code.
export { formatDate, formatDatesIn } from './date';
export { formatAmount, formatCents, formatMoney, formatNumber } from './format';
export { stripSeparators, toNumber } from './numbers';
export { plainAmount } from './plain-amount';

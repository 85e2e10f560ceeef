export { amountMarket, parseAmount } from './amount';
export { formatDatesIn } from './dates-in-text';
export { formatAmount, formatCents, formatDate, formatMoney, formatNumber } from './format';
export { stripSeparators, toNumber } from './numbers';
export { plainAmount } from './plain-amount';

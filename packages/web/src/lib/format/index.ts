export { amountMarket, parseAmount } from './amount';
export { formatAmount, formatCents, formatDate, formatMoney, formatNumber } from './format';
export { stripSeparators, toNumber } from './numbers';
export { plainAmount } from './plain-amount';

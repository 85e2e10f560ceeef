export { amountMarket, parseAmount, plainAmount } from './amount';
export { formatCents, formatDate, formatMoney, formatNumber } from './format';
export { stripSeparators, toNumber } from './numbers';

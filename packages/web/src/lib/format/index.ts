export { amountMarket, parseAmount, plainAmount } from './amount';
export {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  stripSeparators,
  toNumber,
} from './format';

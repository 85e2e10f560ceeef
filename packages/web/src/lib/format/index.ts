export {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  stripSeparators,
  toNumber,
} from './format';

export { maskBankCard, maskMoney, maskNumber, maskPhone } from './masks';
export {
  digitsOnly,
  isChinese,
  isDecimal,
  isEmail,
  isInteger,
  isPhone,
  isUrl,
  PHONE_MAX_DIGITS,
  type PhoneRule,
} from './validators';

export { groupDigits, maskBankCard, maskMoney, maskNumber, maskPhone } from './masks';
export {
  digitsOnly,
  isChinese,
  isDecimal,
  isEmail,
  isInteger,
  isPhone,
  isUrl,
  PHONE_GROUPS,
  PHONE_MAX_DIGITS,
  type PhoneRule,
} from './validators';

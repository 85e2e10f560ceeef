export { groupDigits, maskBankCard, maskMoney, maskNumber, maskPhone } from './masks';
export { RASTER_ACCEPT, RASTER_SNIFF_BYTES, type RasterType, rasterType } from './raster-type';
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

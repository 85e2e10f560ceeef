/**
 * The one rule for which named values are never logged, recorded or reported: the sandbox's
 * request log and the emulator's recordings, reports and timeline both apply it. A name counts
 * when it contains one of these words, in any case: a token (`token`, `repayToken`), a password,
 * a secret, a one-time or captcha code (`sms`, `otp`, `captcha`, `capcode`, `verif` as in
 * `verifyCode`), a PIN (`pin` at the end), a card's number or security code (`cardNo`,
 * `cardNumber`, `cvv`, `cvc`), an account number, or a phone number (`phone`, `mobile`, `tel`).
 */
const SECRET_KEY =
  /token|password|passwd|secret|captcha|capcode|sms|otp|verif|pin$|card_?(no|num)|cvv|cvc|account_?(no|num)|phone|mobile|tel/i;

/**
 * Whether a parameter or field of this name holds a secret or a phone number, so its value must
 * never reach a log, a recording or a report.
 *
 * @example
 * ```ts
 * isSecretKey('repayToken'); // true
 * isSecretKey('cardNo'); // true
 * isSecretKey('orderId'); // false
 * ```
 */
export function isSecretKey(name: string): boolean {
  return SECRET_KEY.test(name);
}

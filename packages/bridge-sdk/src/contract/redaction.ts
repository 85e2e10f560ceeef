/**
 * The one rule for which named values are never logged, recorded or reported, and the text
 * redaction built on it: the sandbox's request log, the emulator's recordings and reports, and the
 * pages' field reports all apply it. A name counts when it contains one of these words, in any
 * case: a token (`token`, `repayToken`), a password, a secret, a one-time or captcha code (`sms`,
 * `otp`, `captcha`, `capcode`, `verif` as in `verifyCode`), a PIN (`pin` at the end), a card's
 * number or security code (`cardNo`, `cardNumber`, `cvv`, `cvc`), an account number, or a phone
 * number (`phone`, `mobile`, `tel`).
 */
const SECRET_KEY =
  /token|password|passwd|secret|captcha|capcode|sms|otp|verif|pin$|card_?(no|num)|cvv|cvc|account_?(no|num)|phone|mobile|tel/i;

/**
 * What a hidden value is replaced with.
 *
 * @public
 */
export const REDACTED = '[redacted]';

// Every pattern is linear in the text: a key starts where no word character precedes it and is at
// most 128 characters long, and runs are bounded. (`([\w-]+)=` tried every start of a long run
// without `=` and backtracked to each: an 80 KB run took 27 s.)
// 8 to 42 digits, optionally with +, spaces or dashes between them: a phone number in text (a
// longer run is matched piece by piece, so it is hidden all the same).
const PHONE_TEXT = /\+?\d[\d\s-]{6,40}\d/g;
// `key=value` in a URL or a message, the key at the start or after a character that is not part
// of a key (kept as it is). No lookbehind: iOS 14's WebKit cannot parse one, and the pages' field
// reports run this there.
const PAIR = /(^|[^\w-])([\w-]{1,128})=([^&#\s"'<>]+)/g;
// `"key": "value"` in JSON quoted inside a message.
const JSON_PAIR = /"([\w-]{1,128})"(\s{0,16}:\s{0,16})"((?:[^"\\]|\\.)*)"/g;

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
 *
 * @public
 */
export function isSecretKey(name: string): boolean {
  return SECRET_KEY.test(name);
}

/**
 * Free text (an error, a URL, a log line) with the values of `key=value` and `"key": "value"`
 * pairs whose key `hides` (default {@link isSecretKey}), and phone numbers (8 digits or more),
 * replaced by {@link REDACTED}. Linear in the text.
 *
 * @example
 * ```ts
 * redactText('GET /x?token=abc&page=2'); // 'GET /x?token=[redacted]&page=2'
 * redactText('call +91 98765 43210'); // 'call [redacted]'
 * ```
 *
 * @public
 */
export function redactText(text: string, hides: (key: string) => boolean = isSecretKey): string {
  return text
    .replace(PAIR, (m, before: string, key: string) =>
      hides(key) ? `${before}${key}=${REDACTED}` : m,
    )
    .replace(JSON_PAIR, (m, key: string, colon: string, value: string) =>
      hides(key) && value !== '' ? `"${key}"${colon}"${REDACTED}"` : m,
    )
    .replace(PHONE_TEXT, (m) => (m.replace(/\D/g, '').length >= 8 ? REDACTED : m));
}

import { isSecretKey, REDACTED, redactText } from '@hybrid-loan/bridge-sdk/contract';

/**
 * Field reports hide more than the contract's log redaction (which they apply first): what names a
 * borrower or their loan is not secret in a developer's log but must not leave the phone.
 */
const FIELD_KEY =
  /order_?(id|no)|amount|money|loan_?(id|no)|name|id_?card|ktp|aadhaar|pan_?no|email|address|gid|device_?id|bank_?(no|account)/i;

/** Whether a field of this name holds a value a field report must not carry. */
export function isFieldSecretKey(name: string): boolean {
  return isSecretKey(name) || FIELD_KEY.test(name);
}

// An amount with its currency (₹1,500, Rp 1.500.000, INR 500), or a number with thousands
// separators (1,500.50, 1.500.000).
const AMOUNT =
  /(?:₹|\bRs\.?|\bINR|\bRp\.?|\bIDR)\s?\d[\d.,]{0,30}|\b\d{1,3}(?:[.,]\d{3}){1,6}(?:[.,]\d{1,2})?\b/gi;
// An email address.
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;
// A word of letters and digits: an order id, a token or a code when it holds 4 digits or more.
const WORD = /[A-Za-z0-9_]{6,}/g;
// A number of 5 digits or more: an order id, an amount without separators, part of a phone.
const LONG_NUMBER = /\d{5,}/g;

/** The longest message a report keeps (after scrubbing). */
export const MAX_TEXT = 300;

/**
 * Text for a field report (an error's message): the contract's redaction with the field keys, the
 * given literal values (identity, stored and typed values) wherever they appear, emails, amounts,
 * ids and long numbers hidden; cut to {@link MAX_TEXT}. Never throws.
 */
export function scrubText(input: unknown, literals: readonly string[] = []): string {
  let text = String(input ?? '').slice(0, 4 * MAX_TEXT);
  // Longest first, so a value that contains another is hidden whole.
  for (const value of [...literals].sort((a, b) => b.length - a.length))
    if (value.length >= 3) text = text.split(value).join(REDACTED);
  // Ids before the contract's phone rule, which would hide only their digits.
  text = text
    .replace(EMAIL, REDACTED)
    .replace(WORD, (w) => (w.replace(/\D/g, '').length >= 4 ? REDACTED : w));
  text = redactText(text, isFieldSecretKey)
    .replace(AMOUNT, REDACTED)
    .replace(LONG_NUMBER, REDACTED);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** Only the last four digits of a card number are shown. */
export function maskCard(cardNo: string): string {
  const digits = cardNo.replace(/\s+/g, '');
  return digits.length > 4 ? `**** ${digits.slice(-4)}` : digits;
}

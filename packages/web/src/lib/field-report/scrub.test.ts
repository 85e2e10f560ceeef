import { REDACTED } from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, it } from 'vitest';
import { isFieldSecretKey, MAX_TEXT, scrubText } from './scrub';

describe('the field reports scrubber', () => {
  it('hides tokens, in pairs and in JSON', () => {
    const text = scrubText('failed ?token=eyJhbGciOi.x.y and {"repayToken": "abc"}');
    expect(text).not.toContain('eyJhbGciOi');
    expect(text).not.toContain('abc');
    expect(text).toContain(`token=${REDACTED}`);
  });

  it('hides identity parameters wherever their values appear', () => {
    const identity = ['dev-8f3a91', 'gid-77aa'];
    const text = scrubText('no device dev-8f3a91 for gid-77aa (deviceId=dev-8f3a91)', identity);
    expect(text).not.toMatch(/dev-8f3a91|gid-77aa/);
    expect(scrubText('deviceId=plain&gid=g1')).toBe(`deviceId=${REDACTED}&gid=${REDACTED}`);
  });

  it('hides phone numbers of both markets', () => {
    for (const phone of ['+91 98765 43210', '9876543210', '+62 812-3456-7890', '081234567890'])
      expect(scrubText(`call ${phone} now`), phone).toBe(`call ${REDACTED} now`);
  });

  it('hides amounts with or without their currency', () => {
    for (const amount of ['₹12,500', 'Rp 1.500.000', 'Rs. 500', 'INR 2500', '12,500.50', '750000'])
      expect(scrubText(`due ${amount} today`), amount).not.toMatch(/\d{3}/);
    expect(scrubText('amount=500')).toBe(`amount=${REDACTED}`);
  });

  it('hides order ids, named or bare', () => {
    expect(scrubText('orderId=ORD1234')).toBe(`orderId=${REDACTED}`);
    expect(scrubText('order ORD20261127X9 failed')).toBe(`order ${REDACTED} failed`);
    expect(scrubText('order 884412 failed')).toBe(`order ${REDACTED} failed`);
  });

  it('hides text the borrower typed, given as literals', () => {
    const typed = 'my salary is late this month';
    expect(scrubText(`Invalid complaint "${typed}"`, [typed])).toBe(
      `Invalid complaint "${REDACTED}"`,
    );
  });

  it('hides a longer literal whole when it contains a shorter one', () => {
    expect(scrubText('x rahul.k y', ['rahul', 'rahul.k'])).toBe(`x ${REDACTED} y`);
  });

  it('keeps what makes an error recognisable', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'status')")).toBe(
      "Cannot read properties of undefined (reading 'status')",
    );
    expect(scrubText('HTTP 500')).toBe('HTTP 500');
  });

  it('cuts long text and takes anything', () => {
    expect(scrubText('word '.repeat(500)).length).toBe(MAX_TEXT + 1);
    expect(scrubText(undefined)).toBe('');
    expect(scrubText({ toString: () => 'object' })).toBe('object');
  });

  it('knows the keys a report must not carry beyond the contract rule', () => {
    for (const key of ['orderId', 'order_no', 'amount', 'loanId', 'userName', 'gid', 'deviceId'])
      expect(isFieldSecretKey(key), key).toBe(true);
    for (const key of ['page', 'status', 'languageType'])
      expect(isFieldSecretKey(key), key).toBe(false);
  });
});

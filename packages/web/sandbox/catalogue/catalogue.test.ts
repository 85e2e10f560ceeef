import { PAGE_SAMPLES } from '@hybrid-loan/dev-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, CATALOGUE, dueDates, moneyText, splitTotal } from './catalogue';

describe('the sandbox catalogue', () => {
  it('instalments add up to the total, in equal whole parts with the remainder last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 36 }),
        (total, count) => {
          const parts = splitTotal(total, count);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const first = parts[0] as number;
          for (const part of parts.slice(0, -1)) expect(part).toBe(first);
          const last = parts[count - 1] as number;
          expect(Number.isInteger(last) && last >= first && last - first < count).toBe(true);
        },
      ),
    );
    expect(() => splitTotal(10.5, 2)).toThrow(/whole/);
    expect(() => splitTotal(10, 0)).toThrow(/count/);
  });

  it('writes amounts as each market does', () => {
    expect(moneyText('IN', 15_750)).toBe('₹15,750');
    expect(moneyText('IN', 150_000)).toBe('₹1,50,000');
    expect(moneyText('ID', 1_575_000)).toBe('Rp1.575.000');
  });

  it('keeps one order per market: total = principal + interest, due dates 30 days apart', () => {
    for (const { order, product } of Object.values(CATALOGUE)) {
      expect(order.totalDue).toBe(order.principal + order.interest);
      expect(order.fee).toBeLessThan(order.principal);
      expect(order.dueDates).toEqual(dueDates(order.dueDates[0] as string, 3));
      expect(addDays(order.dueDates[0] as string, 30)).toBe(order.dueDates[1]);
      expect(product.id).toBe(order.productId);
    }
    expect(CATALOGUE.IN.supportPhone).toMatch(/^\+91 /);
    expect(CATALOGUE.ID.supportPhone).toMatch(/^\+62 /);
  });
});

describe('the contract samples', () => {
  it('the sample pay routes ask for the sample order repayment, not its principal', () => {
    // The samples are Indonesian (rupiah, whole units), as the sample borrower's default market.
    const repayment = String(CATALOGUE.ID.order.totalDue);
    expect(repayment).toBe('1575000');
    expect(PAGE_SAMPLES.payMethod?.amount).toBe(repayment);
    expect(PAGE_SAMPLES.paymentInstructions?.amount).toBe(repayment);
  });
});

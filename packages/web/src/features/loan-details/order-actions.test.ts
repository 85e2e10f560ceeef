import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

// The specification's table, with the architecture's decision on the recommended list.
const TABLE: [
  status: string,
  isDelay: string,
  repay: boolean,
  delay: boolean,
  applyMore: boolean,
  recommend: boolean,
][] = [
  ['174', '1', true, true, false, false],
  ['174', '0', true, false, false, false],
  ['180', '1', true, true, false, false],
  ['180', '0', true, false, false, false],
  ['3', '1', true, true, false, true],
  ['3', '0', true, false, false, true],
  ['5', '1', true, true, false, true],
  ['5', '0', true, false, false, true],
  ['170', '1', true, false, false, false],
  ['170', '0', true, false, false, false],
  ['200', '0', false, false, true, false],
  ['4', '0', false, false, true, true],
  ['21', '1', false, false, false, true],
  ['151', '0', false, false, false, true],
  ['110', '0', false, false, false, true],
  ['999', '1', false, false, false, true],
];

describe('order actions by status', () => {
  it.each(TABLE)(
    'status %s with isDelay %s',
    (status, isDelay, repay, delay, applyMore, recommend) => {
      expect(orderActions(status, isDelay)).toEqual({
        repay,
        delay,
        applyMore,
        myOrders: applyMore,
        recommend,
      });
    },
  );

  it('reads statuses as the strings the server sends, padded or not', () => {
    expect(orderActions(' 174 ', '1').delay).toBe(true);
  });
});

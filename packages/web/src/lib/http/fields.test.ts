import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lines, list, num, text } from './fields';

describe('shared field schemas', () => {
  it('reads text from strings and numbers, and none as empty', () => {
    const s = v.object({ a: text, b: text, c: text, d: text });
    expect(v.parse(s, { a: 'x', b: 12, c: null })).toEqual({ a: 'x', b: '12', c: '', d: '' });
    expect(v.safeParse(s, { a: {} }).success).toBe(false);
  });

  it('reads numbers from numbers and numeric strings, anything else as 0', () => {
    const s = v.object({ a: num, b: num, c: num, d: num });
    expect(v.parse(s, { a: 3, b: '4', c: 'x', d: null })).toEqual({ a: 3, b: 4, c: 0, d: 0 });
  });

  it('reads missing lists as empty and keeps only text and value of a row', () => {
    const s = v.object({ rows: lines, items: list(text) });
    expect(v.parse(s, { rows: null })).toEqual({ rows: [], items: [] });
    expect(v.parse(s, { rows: [{ text: 'Fee', value: 5, extra: 1 }], items: [1, 'a'] })).toEqual({
      rows: [{ text: 'Fee', value: '5' }],
      items: ['1', 'a'],
    });
  });
});

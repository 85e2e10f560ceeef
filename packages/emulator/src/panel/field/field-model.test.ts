import type { SandboxFieldReport } from '@hybrid-loan/dev-contract';
import { describe, expect, it } from 'vitest';
import { errorGroups, p75, vitalRows } from './field-model';

const context = (major: number) => ({
  build: 'dev',
  source: 'network' as const,
  engine: { family: 'chromium' as const, major },
  platform: 'android' as const,
  market: 'IN',
});
const error = (message: string, frame: string, at: number, major = 80): SandboxFieldReport => ({
  type: 'error',
  name: 'TypeError',
  message,
  frames: [frame, 'assets/shell.js:1:2'],
  at,
  page: '/repay',
  context: context(major),
  device: null,
  receivedAt: at,
});

describe('the Field view model', () => {
  it('takes the 75th percentile by nearest rank', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([5])).toBe(5);
    expect(p75([10, 1, 7, 3, 9, 2, 8, 4])).toBe(8);
    expect(p75([])).toBeNaN();
  });

  it('groups vitals by page and engine', () => {
    const rows = vitalRows(
      [
        { name: 'LCP', value: 1000, page: '/a', engine: 'chromium 80' },
        { name: 'LCP', value: 3000, page: '/a', engine: 'chromium 80' },
        { name: 'LCP', value: 900, page: '/a', engine: 'chromium 156' },
        { name: 'CLS', value: 0.2, page: '/a', engine: 'chromium 80' },
      ],
      'LCP',
    );
    expect(rows).toEqual([
      { page: '/a', engine: 'chromium 156', p75: 900, count: 1 },
      { page: '/a', engine: 'chromium 80', p75: 3000, count: 2 },
    ]);
  });

  it('groups errors by message and top frame, with engines, pages and first and last seen', () => {
    const groups = errorGroups([
      error('x is undefined', 'assets/a.js:1:5', 30),
      error('x is undefined', 'assets/a.js:1:5', 10, 156),
      error('x is undefined', 'assets/b.js:9:9', 20),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({
      title: 'x is undefined',
      topFrame: 'assets/a.js:1:5',
      count: 2,
      engines: ['chromium 80', 'chromium 156'],
      pages: ['/repay'],
      firstSeen: 10,
      lastSeen: 30,
    });
  });
});

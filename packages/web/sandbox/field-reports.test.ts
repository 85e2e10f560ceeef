import { afterEach, describe, expect, it } from 'vitest';
import {
  clearFieldReports,
  listFieldReports,
  MAX_FIELD_REPORTS,
  recordFieldBatch,
} from './field-reports';

const batch = (n: number) => ({
  schema: 'hybrid-loan/field-report',
  version: 1,
  sentAt: 1,
  context: {
    build: 'dev',
    source: 'worker',
    engine: { family: 'webkit', major: 14 },
    platform: 'ios',
    market: 'ID',
  },
  reports: Array.from({ length: n }, (_, i) => ({ type: 'state', at: i, page: '/repay' })),
});

afterEach(() => clearFieldReports());

describe('the sandbox field reports store', () => {
  it('is bounded: the oldest reports go first', () => {
    for (let i = 0; i < MAX_FIELD_REPORTS / 100 + 5; i += 1)
      expect(recordFieldBatch(batch(100), null)).toBeNull();
    const kept = listFieldReports();
    expect(kept).toHaveLength(MAX_FIELD_REPORTS);
  });

  it('refuses what the schema does not allow, saying where', () => {
    expect(recordFieldBatch({ ...batch(1), version: 2 }, null)).toMatch(/\/version/);
    expect(recordFieldBatch({ ...batch(1), extra: 'token' }, null)).toMatch(/additional/);
    expect(listFieldReports()).toEqual([]);
  });
});

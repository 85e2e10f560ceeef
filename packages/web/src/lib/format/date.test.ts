import { describe, expect, it } from 'vitest';
import { formatDatesIn } from './date';

describe('dates inside a server text', () => {
  it('writes each ISO date (and date-time) of the text in the market style, DD/MM/YYYY', () => {
    expect(formatDatesIn('Your bill is due on 2026-12-05. Pay on time.', 'IN')).toBe(
      'Your bill is due on 05/12/2026. Pay on time.',
    );
    expect(formatDatesIn('Cicilan ke-2 jatuh tempo pada 2027-01-04.', 'ID')).toBe(
      'Cicilan ke-2 jatuh tempo pada 04/01/2027.',
    );
    expect(formatDatesIn('2026-11-18 10:12:40', 'ID')).toBe('18/11/2026 10:12');
    expect(formatDatesIn('from 2026-12-05 to 2027-01-04', 'IN')).toBe(
      'from 05/12/2026 to 04/01/2027',
    );
  });

  it('leaves every other text as the server sent it', () => {
    for (const text of ['RN2026111701001', '₹15,750', '91 days', '05/12/2026', '2026-13-45', ''])
      expect(formatDatesIn(text, 'IN')).toBe(text);
  });
});

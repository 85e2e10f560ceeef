// By file, not the format index: these pages need the date code only.
import { formatDatesIn } from '../../../lib/format/date';
import type { Line } from '../../../lib/http';
import { currentMarket } from '../../../lib/identity';
import { Lines } from '../../../ui';

/**
 * Text/value rows as a description list; rows with no text and no value are skipped, and a date in
 * a value is written in the market's style.
 */
export function DetailLines({
  lines,
  label,
  testId,
}: {
  lines: Line[];
  label?: string;
  testId?: string;
}) {
  const { market } = currentMarket();
  const shown = lines
    .filter((l) => l.text || l.value)
    .map((l) => ({ text: l.text, value: formatDatesIn(l.value, market) }));
  if (shown.length === 0) return null;
  return (
    <section className="ui-card" aria-label={label} data-testid={testId}>
      <Lines lines={shown} />
    </section>
  );
}

import type { Line } from '../../../lib/http';
import { Lines } from '../../../ui';

/** Text/value rows as a description list; rows with no text and no value are skipped. */
export function DetailLines({
  lines,
  label,
  testId,
}: {
  lines: Line[];
  label?: string;
  testId?: string;
}) {
  const shown = lines.filter((l) => l.text || l.value);
  if (shown.length === 0) return null;
  return (
    <section className="lc-card" aria-label={label} data-testid={testId}>
      <Lines lines={shown} />
    </section>
  );
}

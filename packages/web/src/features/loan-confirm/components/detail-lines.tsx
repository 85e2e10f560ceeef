import type { Line } from '../../../lib/http';

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
      <dl className="lc-lines">
        {shown.map((line, i) => (
          // Rows have no id and may repeat a text; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className="lc-line">
            <dt>{line.text}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { ReactNode } from 'react';
import './lines.css';

export interface LineItem {
  text: ReactNode;
  value: ReactNode;
}

export interface LinesProps {
  lines: readonly LineItem[];
  testId?: string;
}

/**
 * Text/value rows as a description list: the text in grey at the left, the value in bold at the
 * right, a line between rows. Rows with neither are skipped; no rows, nothing rendered.
 */
export function Lines({ lines, testId }: LinesProps) {
  const shown = lines.filter((line) => line.text || line.value);
  if (shown.length === 0) return null;
  return (
    <dl className="ui-lines" data-testid={testId}>
      {shown.map((line, i) => (
        // Rows have no id and may repeat a text; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className="ui-line">
          <dt>{line.text}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

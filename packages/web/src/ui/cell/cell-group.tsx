import type { ReactNode } from 'react';
import './cell.css';

export interface CellGroupProps {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** A card inset from the screen's edges, for pages whose other content is inset cards. */
  inset?: boolean;
}

/** A white card of cells with an optional heading above it. */
export function CellGroup({ title, children, testId, inset = false }: CellGroupProps) {
  return (
    <section
      className={inset ? 'ui-cell-group ui-cell-group--inset' : 'ui-cell-group'}
      data-testid={testId}
    >
      {title ? <h2 className="ui-cell-group-title">{title}</h2> : null}
      <div className="ui-cell-group-body">{children}</div>
    </section>
  );
}

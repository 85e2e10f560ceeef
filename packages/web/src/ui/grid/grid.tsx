import type { CSSProperties, ReactNode } from 'react';
import { GRID_COLUMNS } from '../constants';
import './grid.css';

export interface GridProps {
  children: ReactNode;
  /** Default GRID_COLUMNS (4). */
  columns?: number;
  testId?: string;
}

/** Equal columns (4 by default) of GridItems or any content. */
export function Grid({ children, columns = GRID_COLUMNS, testId }: GridProps) {
  return (
    <div className="ui-grid" style={{ '--ui-cols': columns } as CSSProperties} data-testid={testId}>
      {children}
    </div>
  );
}

export interface GridItemProps {
  icon: ReactNode;
  text: ReactNode;
  onClick?: () => void;
  testId?: string;
}

/** An icon over a short text; a button when it has `onClick`. */
export function GridItem({ icon, text, onClick, testId }: GridItemProps) {
  const content = (
    <>
      <span className="ui-grid-icon">{icon}</span>
      <span className="ui-grid-text">{text}</span>
    </>
  );
  return onClick ? (
    <button type="button" className="ui-grid-item" onClick={onClick} data-testid={testId}>
      {content}
    </button>
  ) : (
    <div className="ui-grid-item" data-testid={testId}>
      {content}
    </div>
  );
}

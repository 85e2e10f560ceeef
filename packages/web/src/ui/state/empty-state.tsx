import type { ReactNode } from 'react';
import './state.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** An illustration above the title. */
  image?: ReactNode;
}

/** A centred title, explanation and next step, for lists with nothing in them and dead ends. */
export function EmptyState({ title, text, action, image }: EmptyStateProps) {
  return (
    <section className="ui-state" data-testid="empty-state">
      {image ? <div className="ui-state-image">{image}</div> : null}
      <h2 className="ui-state-title">{title}</h2>
      {text ? <p className="ui-state-text">{text}</p> : null}
      {action ? <div className="ui-state-actions">{action}</div> : null}
    </section>
  );
}

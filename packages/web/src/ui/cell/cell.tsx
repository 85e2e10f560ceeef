import type { ReactNode } from 'react';
import { ArrowIcon } from '../icons/icons';
import './cell.css';
import { AppLink } from '../link/app-link';

export interface CellProps {
  title: ReactNode;
  value?: ReactNode;
  /** A second line under the title. */
  label?: ReactNode;
  icon?: ReactNode;
  /** Makes the row a button. */
  onClick?: () => void;
  /** Makes the row a link out of the app (mailto:, tel:, a web page). */
  href?: string;
  /** Makes the row a link to a route of this app, e.g. `/complaintList` (through the router). */
  to?: string;
  /** The chevron; shown by default on rows that are a button or a link. */
  arrow?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** A title/value row, 44px or more; a button when it has `onClick`, a link with `href` or `to`. */
export function Cell({
  title,
  value,
  label,
  icon,
  onClick,
  href,
  to,
  arrow,
  disabled,
  testId,
}: CellProps) {
  const interactive = Boolean(onClick || href || to);
  const content = (
    <>
      {icon ? <span className="ui-cell-icon">{icon}</span> : null}
      <span className="ui-cell-main">
        <span className="ui-cell-title">{title}</span>
        {label ? <span className="ui-cell-label">{label}</span> : null}
      </span>
      {value !== undefined && value !== null ? (
        <span className="ui-cell-value">{value}</span>
      ) : null}
      {(arrow ?? interactive) ? <ArrowIcon className="ui-cell-arrow" /> : null}
    </>
  );
  if (to && !disabled) {
    return (
      <AppLink className="ui-cell" to={to} onClick={onClick} data-testid={testId}>
        {content}
      </AppLink>
    );
  }
  if (href && !disabled) {
    return (
      <a className="ui-cell" href={href} onClick={onClick} data-testid={testId}>
        {content}
      </a>
    );
  }
  if (onClick) {
    return (
      <button
        type="button"
        className="ui-cell"
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {content}
      </button>
    );
  }
  return (
    <div className="ui-cell" data-testid={testId}>
      {content}
    </div>
  );
}

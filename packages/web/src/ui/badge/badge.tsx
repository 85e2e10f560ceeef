import type { ReactNode } from 'react';
import { BADGE_MAX } from '../constants';
import './badge.css';

export interface BadgeProps {
  count: number;
  /** Shows `0` instead of nothing. */
  showZero?: boolean;
  /** What the badge sits on (an icon); without it the badge stands alone. */
  children?: ReactNode;
  testId?: string;
}

/** The text a count shows: `99+` above BADGE_MAX. */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, Math.floor(count)));
}

/** A small red count; counts above 99 show as 99+. */
export function Badge({ count, showZero = false, children, testId = 'badge' }: BadgeProps) {
  const dot =
    count > 0 || showZero ? (
      <span className="ui-badge" data-testid={testId}>
        {badgeText(count)}
      </span>
    ) : null;
  if (children === undefined) return dot;
  return (
    <span className="ui-badge-wrap">
      {children}
      {dot}
    </span>
  );
}

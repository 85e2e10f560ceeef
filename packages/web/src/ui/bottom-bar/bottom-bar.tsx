import type { ReactNode } from 'react';
import './bottom-bar.css';

export interface BottomBarProps {
  children: ReactNode;
  testId?: string;
}

/**
 * A bar for the page's main action (a total and a submit button): it sticks to the bottom of the
 * screen while the page scrolls, above the home indicator (safe-area bottom), and takes its own
 * space at the end of the page, so nothing hides behind it.
 */
export function BottomBar({ children, testId }: BottomBarProps) {
  return (
    <div className="ui-bottom-bar" data-testid={testId}>
      {children}
    </div>
  );
}

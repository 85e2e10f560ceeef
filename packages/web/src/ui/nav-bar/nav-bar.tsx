import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../icons/icons';
import './nav-bar.css';

export interface NavBarProps {
  title: ReactNode;
  /** Shows the back button. */
  onBack?: () => void;
  /** Content at the right end (a text button, an icon button). */
  right?: ReactNode;
}

/** The page's top bar in the brand colour, below the status bar (safe-area top). */
export function NavBar({ title, onBack, right }: NavBarProps) {
  const { t } = useTranslation('ui');
  return (
    <header className="ui-nav">
      <div className="ui-nav-side">
        {onBack ? (
          <button type="button" className="ui-nav-back" aria-label={t('back')} onClick={onBack}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className="ui-nav-title">{title}</h1>
      <div className="ui-nav-side ui-nav-right">{right}</div>
    </header>
  );
}

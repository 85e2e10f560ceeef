import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldEvent } from '../../lib/field';
import { Button } from '../button/button';
import './state.css';

export interface ErrorStateProps {
  message: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Shows a Back button. */
  onBack?: () => void;
  /** Defaults to the kit's "Try again" / "Back". */
  retryLabel?: string;
  backLabel?: string;
}

/** A failure the borrower can act on: the message, Retry and Back. Announced (`role="alert"`). */
export function ErrorState({ message, onRetry, onBack, retryLabel, backLabel }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  // A page showing its error state is a field report (what caused it is the report before it).
  useEffect(() => fieldEvent('state'), []);
  return (
    <section className="ui-state" role="alert" data-testid="error-state">
      <p className="ui-state-text">{message}</p>
      {onRetry || onBack ? (
        <div className="ui-state-actions">
          {onRetry ? (
            <Button variant="primary" onClick={onRetry} testId="error-retry">
              {retryLabel ?? t('retry')}
            </Button>
          ) : null}
          {onBack ? (
            <Button variant="secondary" onClick={onBack} testId="error-back">
              {backLabel ?? t('back')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

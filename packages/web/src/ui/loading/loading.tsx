import { useTranslation } from 'react-i18next';
import './loading.css';

export interface LoadingProps {
  /** Spoken label; defaults to the kit's "Loading…". */
  label?: string;
  size?: 'small' | 'large';
}

/** A spinner with an accessible name. */
export function Loading({ label, size = 'small' }: LoadingProps) {
  const { t } = useTranslation('ui');
  return (
    <output className={`ui-loading ui-loading-${size}`}>
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-sr">{label ?? t('loading')}</span>
    </output>
  );
}

/** A spinner centred in the page, for route and first-load waits. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="ui-page-loading" data-testid="page-loading">
      <Loading size="large" label={label} />
    </div>
  );
}

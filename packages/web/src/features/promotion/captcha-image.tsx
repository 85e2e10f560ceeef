import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';

interface Props {
  state: CaptchaState;
  onRefresh(): void;
  onRetry(): void;
  onImageError(message: string): void;
}

/** The picture code: tap to draw a new one; a failure says so and offers another try. */
export function CaptchaImage({ state, onRefresh, onRetry, onImageError }: Props) {
  const { t } = useTranslation('promotion');
  if (state.status === 'loading') {
    return (
      <span className="promo-captcha promo-captcha-status" role="status">
        {t('captcha.loading')}
      </span>
    );
  }
  if (state.status === 'failed') {
    return (
      <button
        type="button"
        className="promo-captcha promo-captcha-status"
        onClick={onRetry}
        title={state.message}
      >
        <span role="alert">{t('captcha.failed')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="promo-captcha"
      onClick={onRefresh}
      aria-label={t('captcha.refresh')}
    >
      <img
        key={state.src}
        src={state.src}
        alt={t('captcha.alt')}
        width={100}
        height={44}
        // Below the page's text and asked for as its data arrives: the page's content comes first.
        fetchPriority="low"
        data-testid="register-captcha-image"
        onError={() => onImageError(t('captcha.failed'))}
      />
    </button>
  );
}

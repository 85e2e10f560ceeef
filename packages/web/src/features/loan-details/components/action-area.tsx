import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import type { OrderActions } from '../order-actions';
import { PromptLink } from './prompt-link';

interface Props {
  actions: OrderActions;
  onRepay: () => void;
  onRepayDelay: () => void;
  onApplyMore: () => void;
  onMyOrders: () => void;
}

/** The buttons the order's status allows (see order-actions.ts); nothing when it allows none. */
export function ActionArea({ actions, onRepay, onRepayDelay, onApplyMore, onMyOrders }: Props) {
  const { t } = useTranslation('loanDetails');
  if (!actions.repay && !actions.applyMore) return null;
  return (
    <section className="ld-actions" aria-label={t('actionsLabel')}>
      {actions.repay ? (
        <Button variant="primary" block testId="loan-repay" onClick={onRepay}>
          {t('repay')}
        </Button>
      ) : null}
      {actions.delay ? (
        <PromptLink
          className="ld-delay"
          prompt={t('delayPrompt')}
          testId="loan-repay-delay"
          onClick={onRepayDelay}
        >
          {t('delayLink')}
        </PromptLink>
      ) : null}
      {actions.applyMore ? (
        <Button variant="primary" block testId="loan-apply-more" onClick={onApplyMore}>
          {t('applyMore')}
        </Button>
      ) : null}
      {actions.myOrders ? (
        <Button variant="secondary" block testId="loan-my-orders" onClick={onMyOrders}>
          {t('myOrders')}
        </Button>
      ) : null}
    </section>
  );
}

import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bridge, openServerUrl, openTarget, productLink, trackingQuery } from '../../lib/bridge';
import { amountMarket, plainAmount } from '../../lib/format';
import { useSubmit } from '../../lib/http';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import type { LoanDetails } from './api/get-loan-details';
import { askProductUrl } from './api/open-recommended';
import type { RecommendedProduct } from './api/recommended-product';
import { APPLY_MORE_MODULE, RECOMMEND_MODULE, recordEvent } from './api/save-event';

/** Our repayment page (the configured repayUrl), used unless the order has its own `h5Url`. */
export const REPAY_URL = '#/repay';
export const REPAY_DELAY_PATH = PAGES.repayDelay.path;

/** The amount as the repayment pages expect it: no symbol, no grouping, in the text's own market. */
export function repayAmount(display: string): string {
  return plainAmount(display, amountMarket(display, currentMarket().market));
}

/** Where each button of the details page leads. */
export function useDetailActions(
  productId: string,
  orderId: string,
  details: LoanDetails | undefined,
) {
  const { t } = useTranslation('loanDetails');
  const navigate = useNavigate();
  const bridgeFailed = useCallback(
    () => notify.toast(t('common:errors.bridge'), { kind: 'error' }),
    [t],
  );
  const refused = useCallback(() => notify.toast(t('errors.badLink'), { kind: 'error' }), [t]);

  const repay = useCallback(async () => {
    const amount = details ? repayAmount(details.reyMsg) : '';
    const params: Record<string, string> = { productId, orderId, ...(amount ? { amount } : {}) };
    const how = await openTarget(details?.h5Url || REPAY_URL, params, navigate).catch(
      () => 'failed' as const,
    );
    if (how === 'refused') refused();
    if (how === 'failed') bridgeFailed();
  }, [details, productId, orderId, refused, bridgeFailed, navigate]);

  const repayDelay = useCallback(
    () => void navigate(pageHref(PAGES.repayDelay, { productId, orderId })),
    [productId, orderId, navigate],
  );

  const applyMore = useCallback(() => {
    recordEvent(productId, APPLY_MORE_MODULE, 0);
    const tracking = trackingQuery({ moduleId: APPLY_MORE_MODULE, position: 0 });
    bridge
      .openPage({ route: 'productDetail', query: { productId, ...tracking } })
      .catch(bridgeFailed);
  }, [productId, bridgeFailed]);

  const moreProducts = useCallback(() => {
    bridge.goHome({}).catch(bridgeFailed);
  }, [bridgeFailed]);

  // A settled order: the borrower's orders are on the app's "mine" tab.
  const myOrders = useCallback(() => {
    bridge.goMine({}).catch(bridgeFailed);
  }, [bridgeFailed]);

  const callService = useCallback(
    (phone: string) => {
      bridge
        .call({ phone })
        .catch(() => notify.toast(t('callFailed', { phone }), { kind: 'error' }));
    },
    [t],
  );

  const openProduct = useSubmit(
    useCallback(
      async (product: RecommendedProduct, index: number) => {
        if (!product.active) return;
        recordEvent(product.productId, RECOMMEND_MODULE, index);
        const result = await askProductUrl(product.productId);
        if (!result.ok) return; // the server's message is already on screen
        const link = productLink(result.data, { moduleId: RECOMMEND_MODULE, position: index });
        const how = await openServerUrl(link).catch(() => 'failed' as const);
        if (how === 'refused') refused();
        if (how === 'failed') bridgeFailed();
      },
      [refused, bridgeFailed],
    ),
  );

  return { repay, repayDelay, applyMore, myOrders, moreProducts, callService, openProduct };
}

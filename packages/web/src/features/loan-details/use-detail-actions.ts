import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  bridge,
  openServerUrl,
  openTarget,
  orToast,
  productLink,
  sayAppOnly,
  trackingQuery,
} from '../../lib/bridge';
import { amountMarket, plainAmount } from '../../lib/format';
import { useSubmit } from '../../lib/http';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import type { ProductCardData } from '../../ui';
import type { LoanDetails } from './api/get-loan-details';
import { askProductUrl } from './api/open-recommended';
import { APPLY_MORE_MODULE, RECOMMEND_MODULE, recordEvent } from './api/save-event';

/** Our repayment page (the configured repayUrl), used unless the order has its own `h5Url`. */
export const REPAY_URL = `#${PAGES.repay.path}`;

/** The amount as the repayment pages expect it: no symbol, no grouping, in the text's own market. */
export function repayAmount(display: string): string {
  return plainAmount(display, amountMarket(display, currentMarket().market));
}

/** Where each button of the details page leads. */
export function useDetailActions(
  { productId, orderId }: { productId: string; orderId: string },
  details: LoanDetails | undefined,
) {
  const { t } = useTranslation('loanDetails');
  const navigate = useNavigate();
  const refused = useCallback(() => notify.toast(t('errors.badLink'), { kind: 'error' }), [t]);

  const repay = useCallback(async () => {
    const amount = details ? repayAmount(details.reyMsg) : '';
    const params: Record<string, string> = { productId, orderId, ...(amount ? { amount } : {}) };
    const how = await openTarget(details?.h5Url || REPAY_URL, params, navigate).catch(
      () => 'failed' as const,
    );
    if (how === 'refused') refused();
    if (how === 'failed') sayAppOnly();
  }, [details, productId, orderId, refused, navigate]);

  const repayDelay = useCallback(
    () => void navigate(pageHref(PAGES.repayDelay, { productId, orderId })),
    [productId, orderId, navigate],
  );

  const applyMore = useCallback(() => {
    recordEvent(productId, APPLY_MORE_MODULE, 0);
    const tracking = trackingQuery({ moduleId: APPLY_MORE_MODULE, position: 0 });
    orToast(bridge.openPage({ route: 'productDetail', query: { productId, ...tracking } }));
  }, [productId]);

  const moreProducts = useCallback(() => orToast(bridge.goHome({})), []);

  // A settled order: the borrower's orders are on the app's "mine" tab.
  const myOrders = useCallback(() => orToast(bridge.goMine({})), []);

  const openProduct = useSubmit(
    useCallback(
      async (product: ProductCardData, index: number) => {
        if (!product.active) return;
        recordEvent(product.id, RECOMMEND_MODULE, index);
        const result = await askProductUrl(product.id);
        if (!result.ok) return; // the server's message is already on screen
        const link = productLink(result.data, { moduleId: RECOMMEND_MODULE, position: index });
        const how = await openServerUrl(link).catch(() => 'failed' as const);
        if (how === 'refused') refused();
        if (how === 'failed') sayAppOnly();
      },
      [refused],
    ),
  );

  return { repay, repayDelay, applyMore, myOrders, moreProducts, openProduct };
}

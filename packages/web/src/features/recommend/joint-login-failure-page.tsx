import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useCallback } from 'react';
import { bridge, productLink } from '../../lib/bridge';
import { usePage } from '../../lib/routes';
import type { ProductCardData } from '../../ui';
import { Button, PageFrame } from '../../ui';
import { askOpenProduct, recordClick, useFailurePage } from './api/failure-page';
import { ProductList } from './components/product-list';
import { useOpenProduct } from './use-open-product';
import './recommend.css';

/** The joint login to a partner failed: why (code, message, notice) and products to try instead. */
export function JointLoginFailurePage() {
  const { t, params, frame } = usePage(PAGES.jointLoginFailure, {
    ns: 'recommend',
    title: 'failure.title',
  });
  const query = useFailurePage();
  const goHome = () => void bridge.goHome({}).catch(() => undefined);
  const open = useOpenProduct(
    useCallback(
      async (product: ProductCardData, index: number) => {
        recordClick(product.id, index);
        const result = await askOpenProduct(product.id);
        const tracking = { position: index, page: params };
        return result.ok ? { ...result, data: productLink(result.data, tracking) } : result;
      },
      [params],
    ),
  );

  return (
    <PageFrame {...frame} className="rc-page" query={query}>
      {(data) => (
        <>
          <section className="rc-failure" role="status" data-testid="failure-summary">
            <h2 className="rc-failure-message">{data.message || t('failure.defaultMessage')}</h2>
            {data.statusCode ? (
              <p className="rc-small">{t('failure.code', { code: data.statusCode })}</p>
            ) : null}
            {data.notice ? <p className="rc-failure-notice">{data.notice}</p> : null}
          </section>
          {data.products.length > 0 ? (
            <>
              <h2 className="rc-section-title">{t('failure.alternatives')}</h2>
              <ProductList products={data.products} onOpen={(p, i) => void open.run(p, i)} />
            </>
          ) : (
            <div className="rc-failure-actions">
              <p className="rc-small">{t('failure.none')}</p>
              <Button variant="primary" onClick={goHome} testId="recommend-home">
                {t('empty.home')}
              </Button>
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}

import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useCallback } from 'react';
import { bridge, productLink } from '../../lib/bridge';
import { usePage } from '../../lib/routes';
import type { ProductCardData } from '../../ui';
import { Button, EmptyState, PageFrame, PullToRefresh } from '../../ui';
import { apply } from './api/apply-product';
import { useRecommendedProducts } from './api/get-products';
import { moduleForScene, recordPageEvent } from './api/save-page-event';
import { ProductList } from './components/product-list';
import { useOpenProduct } from './use-open-product';
import './recommend.css';

/** 'Pengajuan Khusus': products recommended for the scene the shell opened us with. */
export function RelevantPage() {
  const { t, params, frame } = usePage(PAGES.relevant, { ns: 'recommend', title: 'title' });
  // The slot the shell opened the list from (e.g. which banner): reported as the tap's position.
  const { scene, position } = params;
  const query = useRecommendedProducts(scene);
  const goHome = () => void bridge.goHome({}).catch(() => undefined);

  const open = useOpenProduct(
    useCallback(
      async (product: ProductCardData, index: number) => {
        const moduleId = moduleForScene(scene);
        const positionId = /^\d+$/.test(position) ? Number(position) : index;
        recordPageEvent(product.id, moduleId, positionId);
        const result = await apply({ productId: product.id, moduleId, scene });
        const tracking = { scene, moduleId, position: positionId, page: params };
        return { ...result, data: result.ok ? productLink(result.data.url, tracking) : '' };
      },
      [scene, position, params],
    ),
  );

  return (
    <PageFrame {...frame} className="rc-page" query={query}>
      {(products) =>
        products.length === 0 ? (
          <EmptyState
            title={t('empty.title')}
            text={t('empty.text')}
            action={
              <Button variant="primary" onClick={goHome} testId="recommend-home">
                {t('empty.home')}
              </Button>
            }
          />
        ) : (
          <PullToRefresh onRefresh={() => query.refetch()}>
            <ProductList products={products} onOpen={(p, i) => void open.run(p, i)} />
          </PullToRefresh>
        )
      }
    </PageFrame>
  );
}

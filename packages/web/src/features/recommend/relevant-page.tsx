import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../lib/bridge';
import { describeError } from '../../lib/http';
import { useQueryParam } from '../../lib/router';
import { Button, EmptyState, ErrorState, NavBar, PageLoading, PullToRefresh } from '../../ui';
import { apply } from './api/apply-product';
import { useRecommendedProducts } from './api/get-products';
import { moduleForScene, recordPageEvent } from './api/save-page-event';
import { ProductList } from './components/product-list';
import type { ProductCardData } from './product-card-data';
import { useOpenProduct } from './use-open-product';
import './recommend.css';

const closeWebview = () => void bridge.closeWebview({}).catch(() => window.history.back());

/** 'Pengajuan Khusus': products recommended for the scene the shell opened us with. */
export function RelevantPage() {
  const { t } = useTranslation('recommend');
  const scene = useQueryParam('scene');
  const query = useRecommendedProducts(scene);
  const goHome = () => void bridge.goHome({}).catch(() => undefined);

  const open = useOpenProduct(
    useCallback(
      async (product: ProductCardData, index: number) => {
        const moduleId = moduleForScene(scene);
        recordPageEvent(product.id, moduleId, index);
        const result = await apply({ productId: product.id, moduleId, scene });
        return { ...result, data: result.ok ? result.data.url : '' };
      },
      [scene],
    ),
  );

  let body: ReactNode;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = (
      <ErrorState
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
        onBack={closeWebview}
      />
    );
  else if (query.data.length === 0) {
    body = (
      <EmptyState
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <Button variant="primary" onClick={goHome} testId="recommend-home">
            {t('empty.home')}
          </Button>
        }
      />
    );
  } else
    body = (
      <PullToRefresh onRefresh={() => query.refetch()}>
        <ProductList products={query.data} onOpen={(p, i) => void open.run(p, i)} />
      </PullToRefresh>
    );

  return (
    <main className="page rc-page">
      <NavBar title={t('title')} onBack={closeWebview} />
      {body}
    </main>
  );
}

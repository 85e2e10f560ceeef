import { useTranslation } from 'react-i18next';
import { type ProductCardData, ProductList } from '../../../ui';

interface Props {
  products: ProductCardData[];
  onOpen: (product: ProductCardData, index: number) => void;
  onMore: () => void;
}

/** Products the borrower may apply for instead; inactive cards are shown but ignore taps. */
export function RecommendList({ products, onOpen, onMore }: Props) {
  const { t } = useTranslation('loanDetails');
  return (
    <section className="ld-recommend" aria-labelledby="ld-recommend-title">
      <div className="ld-recommend-head">
        <h2 id="ld-recommend-title">{t('recommend.title')}</h2>
        <button type="button" className="ld-link" data-testid="loan-more-products" onClick={onMore}>
          {t('recommend.more')}
        </button>
      </div>
      {products.length === 0 ? (
        <p className="ld-muted">{t('recommend.none')}</p>
      ) : (
        <ProductList
          className="ld-rec-list"
          products={products}
          applyLabel={t('recommend.apply')}
          onOpen={onOpen}
        />
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { ProductCard, type ProductCardData } from '../../../ui';

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
        <ul className="ld-rec-list" data-testid="recommend-list">
          {products.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a server list may repeat a product id
            <li key={`${p.id}-${i}`}>
              <ProductCard
                product={p}
                applyLabel={t('recommend.apply')}
                onOpen={() => onOpen(p, i)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

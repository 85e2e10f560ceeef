import { useTranslation } from 'react-i18next';
import type { RecommendedProduct } from '../api/recommended-product';

interface Props {
  products: RecommendedProduct[];
  onOpen: (product: RecommendedProduct, index: number) => void;
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
            <li key={`${p.productId}-${i}`}>
              <button
                type="button"
                className={p.active ? 'ld-rec' : 'ld-rec is-inactive'}
                data-testid="recommend-item"
                aria-disabled={!p.active}
                onClick={() => (p.active ? onOpen(p, i) : undefined)}
              >
                {p.logo ? (
                  <img src={p.logo} alt="" fetchPriority="low" width={40} height={40} />
                ) : (
                  <span className="ld-rec-logo" />
                )}
                <span className="ld-rec-main">
                  <span className="ld-rec-name">{p.name}</span>
                  <span className="ld-rec-range">{p.amountRange}</span>
                  <span className="ld-rec-small">
                    {[p.amountRangeDescription, p.rate].filter(Boolean).join(' · ')}
                  </span>
                  {p.description ? <span className="ld-rec-small">{p.description}</span> : null}
                </span>
                <span className="ld-rec-button">{p.buttonText || t('recommend.apply')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

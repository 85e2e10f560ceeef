import { useTranslation } from 'react-i18next';
import type { ProductCardData } from '../product-card-data';

interface Props {
  product: ProductCardData;
  showTags: boolean;
  onOpen: () => void;
}

/** One product: logo, name, amount range, rate, description, tags, and its button. */
export function ProductCard({ product: p, showTags, onOpen }: Props) {
  const { t } = useTranslation('recommend');
  return (
    <button
      type="button"
      className={p.active ? 'rc-card' : 'rc-card is-inactive'}
      data-testid="recommend-item"
      aria-disabled={!p.active}
      // Inactive products stay visible (the borrower sees them exist) but taps do nothing.
      onClick={p.active ? onOpen : undefined}
    >
      <span className="rc-head">
        {p.logo ? (
          <img src={p.logo} alt="" fetchPriority="low" width={36} height={36} />
        ) : (
          <span className="rc-logo" />
        )}
        <span className="rc-name">{p.name}</span>
        <span className="rc-button">{p.buttonText || t('apply')}</span>
      </span>
      {p.amountRange ? (
        <span className="rc-range">
          <span className="rc-range-value">{p.amountRange}</span>
          {p.amountRangeDescription ? (
            <span className="rc-small">{p.amountRangeDescription}</span>
          ) : null}
        </span>
      ) : null}
      {p.rate || p.description ? (
        <span className="rc-small">{[p.rate, p.description].filter(Boolean).join(' · ')}</span>
      ) : null}
      {showTags && p.tags.length > 0 ? (
        <span className="rc-tags" data-testid="recommend-tags">
          {p.tags.map((tag, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tags are plain texts that may repeat
            <span key={i} className="rc-tag">
              {tag}
            </span>
          ))}
        </span>
      ) : null}
    </button>
  );
}

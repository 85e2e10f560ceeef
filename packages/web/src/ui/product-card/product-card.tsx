import type { ProductCardData } from './product-card-data';
import './product-card.css';

export interface ProductCardProps {
  product: ProductCardData;
  /** The button's text when the product names none (the page's own words). */
  applyLabel: string;
  /** Show the product's tags (a list shows them on its first cards only). */
  showTags?: boolean;
  onOpen: () => void;
}

/**
 * One product offered to the borrower, wherever it is listed: logo, name, its button, amount range,
 * rate and description, tags. An inactive product stays visible (the borrower sees it exists) but
 * ignores taps.
 */
export function ProductCard({
  product: p,
  applyLabel,
  showTags = false,
  onOpen,
}: ProductCardProps) {
  return (
    <button
      type="button"
      className={p.active ? 'product-card' : 'product-card is-inactive'}
      data-testid="recommend-item"
      aria-disabled={!p.active}
      onClick={p.active ? onOpen : undefined}
    >
      <span className="product-card__head">
        {p.logo ? (
          <img src={p.logo} alt="" fetchPriority="low" width={36} height={36} />
        ) : (
          <span className="product-card__logo" />
        )}
        <span className="product-card__name">{p.name}</span>
        <span className="product-card__button">{p.buttonText || applyLabel}</span>
      </span>
      {p.amountRange ? (
        <span className="product-card__range">
          <span className="product-card__range-value">{p.amountRange}</span>
          {p.amountRangeDescription ? (
            <span className="product-card__small">{p.amountRangeDescription}</span>
          ) : null}
        </span>
      ) : null}
      {p.rate || p.description ? (
        <span className="product-card__small">
          {[p.rate, p.description].filter(Boolean).join(' · ')}
        </span>
      ) : null}
      {showTags && p.tags.length > 0 ? (
        <span className="product-card__tags" data-testid="recommend-tags">
          {p.tags.map((tag, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tags are plain texts that may repeat
            <span key={i} className="product-card__tag">
              {tag}
            </span>
          ))}
        </span>
      ) : null}
    </button>
  );
}

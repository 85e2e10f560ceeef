import { ProductCard } from './product-card';
import type { ProductCardData } from './product-card-data';

export interface ProductListProps {
  products: ProductCardData[];
  /** The button's text when a product names none (the page's own words). */
  applyLabel: string;
  /** Whether the card at this index shows its tags (none by default). */
  showTags?: (index: number) => boolean;
  /** The list's own layout class. */
  className?: string;
  onOpen: (product: ProductCardData, index: number) => void;
}

/** Products in order, one card each (test id `recommend-list`). */
export function ProductList({
  products,
  applyLabel,
  showTags,
  className,
  onOpen,
}: ProductListProps) {
  return (
    <ul className={className} data-testid="recommend-list">
      {products.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a server list may repeat a product id
        <li key={`${p.id}-${i}`}>
          <ProductCard
            product={p}
            applyLabel={applyLabel}
            showTags={showTags?.(i) ?? false}
            onOpen={() => onOpen(p, i)}
          />
        </li>
      ))}
    </ul>
  );
}

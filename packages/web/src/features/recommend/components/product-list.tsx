import { useTranslation } from 'react-i18next';
import { ProductCard, type ProductCardData } from '../../../ui';
import { showsTags } from '../product-card-data';

/** The cards in order; tags on the first two only. */
export function ProductList({
  products,
  onOpen,
}: {
  products: ProductCardData[];
  onOpen: (p: ProductCardData, index: number) => void;
}) {
  const { t } = useTranslation('recommend');
  return (
    <ul className="rc-list" data-testid="recommend-list">
      {products.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a server list may repeat a product id
        <li key={`${p.id}-${i}`}>
          <ProductCard
            product={p}
            applyLabel={t('apply')}
            showTags={showsTags(i)}
            onOpen={() => onOpen(p, i)}
          />
        </li>
      ))}
    </ul>
  );
}

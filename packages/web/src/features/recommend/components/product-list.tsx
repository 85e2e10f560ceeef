import { useTranslation } from 'react-i18next';
import { ProductList as CardList, type ProductCardData } from '../../../ui';
import { showsTags } from '../product-card-data';

/** This feature's lists: its words on the buttons, tags on the first two cards only. */
export function ProductList({
  products,
  onOpen,
}: {
  products: ProductCardData[];
  onOpen: (p: ProductCardData, index: number) => void;
}) {
  const { t } = useTranslation('recommend');
  return (
    <CardList
      className="rc-list"
      products={products}
      applyLabel={t('apply')}
      showTags={showsTags}
      onOpen={onOpen}
    />
  );
}

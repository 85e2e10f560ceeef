import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, RadioGroup } from '../../../ui';
import type { BankCard } from '../api/get-repayment-way';
import { maskCard } from '../mask-card';

interface Props {
  cards: BankCard[];
  /** The chosen card's index; -1 until the borrower picks one. */
  selected: number;
  onSelect: (index: number) => void;
  onAddCard: () => void;
}

/** The borrower's bank cards to pay from, none chosen at first, and the way to add one. */
export function CardList({ cards, selected, onSelect, onAddCard }: Props) {
  const { t } = useTranslation('legacyRepay');
  return (
    <CellGroup title={t('cards')}>
      {cards.length ? (
        <div className="legacy-options">
          <RadioGroup
            label={t('cards')}
            value={selected >= 0 ? String(selected) : null}
            onChange={(value) => onSelect(Number(value))}
            options={cards.map((card, index) => ({
              value: String(index),
              label: `${card.bankName} ${maskCard(card.cardNo)}`,
            }))}
            testId="legacy-cards"
          />
        </div>
      ) : (
        <Cell title={t('noCards')} />
      )}
      <Cell title={t('addCard')} onClick={onAddCard} testId="legacy-add-card" />
    </CellGroup>
  );
}

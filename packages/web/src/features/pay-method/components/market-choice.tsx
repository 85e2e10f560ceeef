import { useTranslation } from 'react-i18next';
import type { MarketOption } from '../api/init-pay-type';
import { PickList } from './pick-list';

/** The mini markets as a radio list; ALFAMART is chosen until the borrower picks another. */
export function MarketChoice({
  markets,
  value,
  onChange,
}: {
  markets: MarketOption[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('payMethod');
  return (
    <PickList
      title={t('market')}
      emptyText={t('noMarkets')}
      emptyTestId="paymethod-no-markets"
      options={markets.map((m) => ({ value: m.payCode, label: m.name }))}
      value={value}
      onChange={onChange}
      testId="paymethod-markets"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, RadioGroup } from '../../../ui';
import type { MarketOption } from '../api/init-pay-type';

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
    <CellGroup title={t('market')}>
      {markets.length === 0 ? <Cell title={t('noMarkets')} testId="paymethod-no-markets" /> : null}
      <div className="pm-options">
        <RadioGroup
          label={t('market')}
          value={value || null}
          onChange={onChange}
          options={markets.map((m) => ({ value: m.payCode, label: m.name }))}
          testId="paymethod-markets"
        />
      </div>
    </CellGroup>
  );
}

import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, RadioGroup } from '../../../ui';
import type { Bank } from '../api/init-pay-type';

interface Props {
  banks: Bank[];
  bank: string;
  method: number | null;
  onBank: (code: string) => void;
  onMethod: (index: number) => void;
  /** Tapping the method row with no bank: the page says a bank comes first. */
  onMethodWithoutBank: () => void;
}

/** The bank pick list and, for the chosen bank, its methods (ATM, MobileBank, InternetBank, ...). */
export function BankChoice({ banks, bank, method, onBank, onMethod, onMethodWithoutBank }: Props) {
  const { t } = useTranslation('payMethod');
  const chosen = banks.find((b) => b.payCode === bank);
  return (
    <>
      <CellGroup title={t('bank')}>
        {banks.length === 0 ? <Cell title={t('noBanks')} testId="paymethod-no-banks" /> : null}
        <div className="pm-options">
          <RadioGroup
            label={t('bank')}
            value={bank || null}
            onChange={onBank}
            options={banks.map((b) => ({ value: b.payCode, label: b.bankName }))}
            testId="paymethod-banks"
          />
        </div>
      </CellGroup>
      <CellGroup title={t('method')}>
        {chosen ? (
          chosen.methods.length ? (
            <div className="pm-options">
              <RadioGroup
                label={t('method')}
                value={method === null ? null : String(method)}
                onChange={(value) => onMethod(Number(value))}
                options={chosen.methods.map((name, index) => ({
                  value: String(index),
                  label: name,
                }))}
                testId="paymethod-methods"
              />
            </div>
          ) : (
            <Cell title={t('noMethods')} />
          )
        ) : (
          <Cell
            title={t('chooseMethod')}
            label={t('bankFirstHint')}
            onClick={onMethodWithoutBank}
            testId="paymethod-method-locked"
          />
        )}
      </CellGroup>
    </>
  );
}

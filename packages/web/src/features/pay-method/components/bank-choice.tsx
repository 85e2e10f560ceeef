import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, RadioGroup } from '../../../ui';
import type { Bank } from '../api/init-pay-type';
import { PickList } from './pick-list';

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
      <PickList
        title={t('bank')}
        emptyText={t('noBanks')}
        emptyTestId="paymethod-no-banks"
        options={banks.map((b) => ({ value: b.payCode, label: b.bankName }))}
        value={bank}
        onChange={onBank}
        testId="paymethod-banks"
      />
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

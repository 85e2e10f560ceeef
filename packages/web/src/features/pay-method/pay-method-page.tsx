import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inAppDepth } from '../../lib/bridge';
import { formatAmount, plainAmount, toNumber } from '../../lib/format';
import { useSubmit } from '../../lib/http';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { useDropParam, usePage } from '../../lib/routes';
import { Button, CellGroup, PageFrame, QueryView, RadioGroup } from '../../ui';
import { initBanks, useBanks, useMarkets } from './api/init-pay-type';
import { INIT_PAY_TYPE_CALL } from './calls';
import {
  chooseBank,
  chooseMarket,
  chooseMethod,
  chooseType,
  completeChoice,
  type Draft,
  draftFromStored,
  effectiveMarket,
  type RuleError,
} from './choice-rules';
import { BankChoice } from './components/bank-choice';
import { MarketChoice } from './components/market-choice';
import {
  PAY_TYPE_BANK,
  PAY_TYPE_MARKET,
  type PayType,
  usePayChoice,
} from './stores/pay-choice-store';
import './pay-method.css';

/** `/individual`: Bank or Mini Market, which one, and (for a bank) which method. */
export function PayMethodPage() {
  const { t, params, navigate, market, frame } = usePage(PAGES.payMethod, {
    ns: 'payMethod',
    required: ['productId', 'orderId'],
    valid: (p) => toNumber(plainAmount(p.amount, currentMarket().market)) > 0,
    title: 'title',
    missing: 'missingOrder',
  });
  const { productId, orderId, fresh } = params;
  const amount = plainAmount(params.amount, market);
  const queryClient = useQueryClient();

  const [draft, setDraft] = useState<Draft>(() => {
    // A repayment page sent the borrower here: start from the server's default method.
    if (fresh) usePayChoice.getState().startFresh();
    return draftFromStored(usePayChoice.getState());
  });

  // Drop `fresh` from the address so a reload keeps what the borrower chose since.
  useDropParam('fresh', fresh);

  const banks = useBanks(params, draft.payType);
  const markets = useMarkets(params, draft.payType);
  const options = draft.payType === PAY_TYPE_BANK ? banks : markets;

  const refuse = (error: RuleError) => notify.toast(t(error), { kind: 'error' });

  const onType = (value: string) => {
    const payType = value as PayType;
    if (payType === draft.payType) return;
    setDraft(chooseType(draft, payType));
    usePayChoice.getState().changeType(payType);
    // The new type's options load again even when cached: what the server offers may have changed.
    void queryClient.invalidateQueries({
      queryKey: [initBanks.path, INIT_PAY_TYPE_CALL.params({ productId, orderId, payType })],
      refetchType: 'none',
    });
  };

  // Leaving is asynchronous (a history step): a second tap before it happens must not go back twice.
  const submit = useSubmit(
    async () => {
      const choice = completeChoice(draft, banks.data ?? [], markets.data ?? []);
      if (typeof choice === 'string') {
        refuse(choice);
        return false;
      }
      usePayChoice.getState().choose(choice);
      if (params.from === 'that' && inAppDepth() > 0) void navigate(-1);
      else
        void navigate(pageHref(PAGES.paymentInstructions, { productId, orderId, amount }), {
          replace: true,
        });
      return true;
    },
    { leaves: true },
  );

  const list = (
    <QueryView<unknown> query={options} size="inline">
      {() =>
        draft.payType === PAY_TYPE_BANK ? (
          <BankChoice
            banks={banks.data ?? []}
            bank={draft.bank}
            method={draft.method}
            onBank={(code) => setDraft(chooseBank(draft, code))}
            onMethod={(index) => {
              const next = chooseMethod(draft, index);
              if (typeof next === 'string') refuse(next);
              else setDraft(next);
            }}
            onMethodWithoutBank={() => refuse('bankFirst')}
          />
        ) : (
          <MarketChoice
            markets={markets.data ?? []}
            value={effectiveMarket(draft, markets.data ?? [])}
            onChange={(code) => setDraft(chooseMarket(draft, code))}
          />
        )
      }
    </QueryView>
  );

  return (
    <PageFrame {...frame} className="pm">
      <p className="pm-amount">
        <span>{t('amount')}</span>
        <strong>{formatAmount(amount, market)}</strong>
      </p>
      <CellGroup title={t('type')}>
        <div className="pm-options">
          <RadioGroup
            label={t('type')}
            direction="row"
            value={draft.payType}
            onChange={onType}
            options={[
              { value: PAY_TYPE_BANK, label: t('typeBank') },
              { value: PAY_TYPE_MARKET, label: t('typeMarket') },
            ]}
            testId="paymethod-type"
          />
        </div>
      </CellGroup>
      {list}
      <footer className="ui-fixed-bar">
        <Button
          variant="primary"
          block
          disabled={options.isPending || options.isError}
          onClick={() => void submit.run()}
          testId="paymethod-submit"
        >
          {t('submit')}
        </Button>
      </footer>
    </PageFrame>
  );
}

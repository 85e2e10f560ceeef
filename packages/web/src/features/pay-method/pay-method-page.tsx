import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inAppDepth, useLeavePage } from '../../lib/bridge';
import { formatMoney, plainAmount, toNumber } from '../../lib/format';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { Button, CellGroup, PageFrame, QueryView, RadioGroup } from '../../ui';
import { initBanks, useBanks, useMarkets } from './api/init-pay-type';
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
  const { t } = useTranslation('payMethod');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const productId = query.get('productId') ?? '';
  const orderId = query.get('orderId') ?? '';
  const fresh = query.get('fresh') === '1';
  const fromVirtualAccount = query.get('from') === 'that';
  const { market: moneyMarket } = currentMarket();
  const amount = plainAmount(query.get('amount') ?? '', moneyMarket);
  const queryClient = useQueryClient();

  const [draft, setDraft] = useState<Draft>(() => {
    // A repayment page sent the borrower here: start from the server's default method.
    if (fresh) usePayChoice.getState().startFresh();
    return draftFromStored(usePayChoice.getState());
  });

  // Drop `fresh` from the address so a reload keeps what the borrower chose since.
  useEffect(() => {
    if (!fresh) return;
    const params = Object.fromEntries(query.entries());
    delete params.fresh;
    navigate(pageHref(PAGES.payMethod, params), { replace: true });
  }, [fresh, query, navigate]);

  const banks = useBanks(productId, orderId, draft.payType);
  const markets = useMarkets(productId, orderId, draft.payType);
  const options = draft.payType === PAY_TYPE_BANK ? banks : markets;

  const refuse = (error: RuleError) => notify.toast(t(error), { kind: 'error' });

  const onType = (value: string) => {
    const payType = value as PayType;
    if (payType === draft.payType) return;
    setDraft(chooseType(draft, payType));
    usePayChoice.getState().changeType(payType);
    // The new type's options load again even when cached: what the server offers may have changed.
    void queryClient.invalidateQueries({
      queryKey: [initBanks.path, { productId, orderId, pay_type: payType }],
      refetchType: 'none',
    });
  };

  // Leaving is asynchronous (a history step): a second tap before it happens must not go back twice.
  const leaving = useRef(false);
  const submit = () => {
    if (leaving.current) return;
    const choice = completeChoice(draft, banks.data ?? [], markets.data ?? []);
    if (typeof choice === 'string') {
      refuse(choice);
      return;
    }
    usePayChoice.getState().choose(choice);
    leaving.current = true;
    if (fromVirtualAccount && inAppDepth() > 0) void navigate(-1);
    else
      navigate(pageHref(PAGES.paymentInstructions, { productId, orderId, amount }), {
        replace: true,
      });
  };

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
    <PageFrame
      title={t('title')}
      onBack={leave}
      className="pm"
      required={[productId, orderId, toNumber(amount) > 0]}
      missingMessage={t('missingOrder')}
    >
      <p className="pm-amount">
        <span>{t('amount')}</span>
        <strong>
          {formatMoney(amount, moneyMarket, Number.isInteger(toNumber(amount)) ? 0 : 2)}
        </strong>
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
      <footer className="pm-bar">
        <Button
          variant="primary"
          block
          disabled={options.isPending || options.isError}
          onClick={submit}
          testId="paymethod-submit"
        >
          {t('submit')}
        </Button>
      </footer>
    </PageFrame>
  );
}

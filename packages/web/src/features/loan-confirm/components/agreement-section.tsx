import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/http';
import { Checkbox } from '../../../ui';
import { useContracts } from '../api/get-contracts';

interface Props {
  productId: string;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpen: (position: number) => void;
}

/** The tick box (ticked by default by the page) and a link per agreement of scene 3. */
export function AgreementSection({ productId, agreed, onAgreedChange, onOpen }: Props) {
  const { t } = useTranslation('loanConfirm');
  const contracts = useContracts({ productId });
  return (
    <section className="lc-agreements" aria-labelledby="lc-agreements-title">
      <h2 id="lc-agreements-title" className="ui-sr">
        {t('agreements.title')}
      </h2>
      <Checkbox checked={agreed} onChange={onAgreedChange} testId="confirm-agree">
        {t('agreements.tick')}
      </Checkbox>
      {contracts.isPending ? (
        <p className="lc-muted">{t('agreements.loading')}</p>
      ) : contracts.isError ? (
        <p className="lc-inline-error" role="alert">
          {t('agreements.failed', { reason: describeError(contracts.error) })}{' '}
          <button type="button" className="lc-link" onClick={() => void contracts.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <ul className="lc-agreement-links">
          {contracts.data.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is what the server asks for
            <li key={i}>
              <button
                type="button"
                className="lc-link"
                data-testid="confirm-agreement-link"
                onClick={() => onOpen(i)}
              >
                {t('agreements.link', { title: c.title })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

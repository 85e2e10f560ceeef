import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLeavePage } from '../../lib/bridge';
import { PageFrame } from '../../ui';
import { useProblemInit } from './api/problem-init';
import { EntryBody } from './components/entry-body';
import './complaint.css';

/** /complaint: the order selector and the question types from problem-init. */
export function ComplaintPage() {
  const { t } = useTranslation('complaint');
  const [query] = useSearchParams();
  const back = useLeavePage();
  const byNo = query.get('orderNo') ?? '';
  const byId = query.get('orderId') ?? '';
  const orderNo = byNo || byId;
  const init = useProblemInit(orderNo);
  return (
    <PageFrame title={t('entry.title')} onBack={back} className="cp" query={init}>
      {(data) => <EntryBody data={data} orderNo={orderNo} layout="list" />}
    </PageFrame>
  );
}

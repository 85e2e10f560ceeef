import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLeavePage } from '../../lib/bridge';
import { NavBar } from '../../ui';
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
    <main className="page cp">
      <NavBar title={t('entry.title')} onBack={back} />
      <EntryBody query={init} orderNo={orderNo} layout="list" />
    </main>
  );
}

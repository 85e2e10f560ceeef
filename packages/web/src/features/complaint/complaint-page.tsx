import { useTranslation } from 'react-i18next';
import { useQueryParam } from '../../lib/router';
import { NavBar } from '../../ui';
import { useProblemInit } from './api/problem-init';
import { EntryBody } from './components/entry-body';
import { goBack } from './go-back';
import './complaint.css';

/** /complaint: the order selector and the question types from problem-init. */
export function ComplaintPage() {
  const { t } = useTranslation('complaint');
  const byNo = useQueryParam('orderNo');
  const byId = useQueryParam('orderId');
  const orderNo = byNo || byId;
  const init = useProblemInit(orderNo);
  return (
    <main className="page cp">
      <NavBar title={t('entry.title')} onBack={() => goBack()} />
      <EntryBody query={init} orderNo={orderNo} layout="list" />
    </main>
  );
}

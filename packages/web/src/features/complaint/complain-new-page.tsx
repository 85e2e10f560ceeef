import { useTranslation } from 'react-i18next';
import { useQueryParam } from '../../lib/router';
import { NavBar } from '../../ui';
import { useProblemInitV3 } from './api/problem-init-v3';
import { EntryBody } from './components/entry-body';
import { goBack } from './go-back';
import './complaint.css';

/** /complainNewPage: the newer entry, order selection and the four categories as tiles. */
export function ComplainNewPage() {
  const { t } = useTranslation('complaint');
  const orderNo = useQueryParam('orderNo');
  const init = useProblemInitV3(orderNo);
  return (
    <main className="page cp">
      <NavBar title={t('newEntry.title')} onBack={() => goBack()} />
      <EntryBody query={init} orderNo={orderNo} layout="grid" />
    </main>
  );
}

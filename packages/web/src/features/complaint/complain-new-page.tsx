import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLeavePage } from '../../lib/bridge';
import { NavBar } from '../../ui';
import { useProblemInitV3 } from './api/problem-init-v3';
import { EntryBody } from './components/entry-body';
import './complaint.css';

/** /complainNewPage: the newer entry, order selection and the four categories as tiles. */
export function ComplainNewPage() {
  const { t } = useTranslation('complaint');
  const [query] = useSearchParams();
  const back = useLeavePage();
  const orderNo = query.get('orderNo') ?? '';
  const init = useProblemInitV3(orderNo);
  return (
    <main className="page cp">
      <NavBar title={t('newEntry.title')} onBack={back} />
      <EntryBody query={init} orderNo={orderNo} layout="grid" />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLeavePage } from '../../lib/bridge';
import { PageFrame } from '../../ui';
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
    <PageFrame title={t('newEntry.title')} onBack={back} className="cp" query={init}>
      {(data) => <EntryBody data={data} orderNo={orderNo} layout="grid" />}
    </PageFrame>
  );
}

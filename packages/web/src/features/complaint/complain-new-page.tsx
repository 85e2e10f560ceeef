import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { usePage } from '../../lib/routes';
import { PageFrame } from '../../ui';
import { useProblemInitV3 } from './api/problem-init-v3';
import { EntryBody } from './components/entry-body';
import './complaint.css';

/** /complainNewPage: the newer entry, order selection and the four categories as tiles. */
export function ComplainNewPage() {
  const { params, frame } = usePage(PAGES.complainNewPage, {
    ns: 'complaint',
    title: 'newEntry.title',
  });
  const init = useProblemInitV3(params.orderNo);
  return (
    <PageFrame {...frame} className="cp" query={init}>
      {(data) => <EntryBody data={data} orderNo={params.orderNo} layout="grid" />}
    </PageFrame>
  );
}

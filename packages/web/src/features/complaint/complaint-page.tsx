import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { usePage } from '../../lib/routes';
import { PageFrame } from '../../ui';
import { useProblemInit } from './api/problem-init';
import { EntryBody } from './components/entry-body';
import './complaint.css';

/** /complaint: the order selector and the question types from problem-init. */
export function ComplaintPage() {
  const { params, frame } = usePage(PAGES.complaint, { ns: 'complaint', title: 'entry.title' });
  const orderNo = params.orderNo || params.orderId;
  const init = useProblemInit(orderNo);
  return (
    <PageFrame {...frame} className="cp" query={init}>
      {(data) => <EntryBody data={data} orderNo={orderNo} layout="list" />}
    </PageFrame>
  );
}

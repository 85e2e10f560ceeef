import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['complaint'];

export const routes: RouteDef[] = [
  {
    ...PAGES.complaint,
    load: () => import('./complaint-page').then((m) => m.ComplaintPage),
  },
  {
    ...PAGES.complainNewPage,
    load: () => import('./complain-new-page').then((m) => m.ComplainNewPage),
  },
  {
    ...PAGES.complaintForm,
    load: () => import('./complaint-form-page').then((m) => m.ComplaintFormPage),
    // useProblemInit: POST /user-problem/problem-init with the order number when there is one.
    earlyRead: (q) => ({
      endpoint: { method: 'POST', path: '/user-problem/problem-init' },
      params: { orderNo: q.get('orderNo') || undefined },
    }),
  },
  {
    ...PAGES.complaintList,
    load: () => import('./complaint-list-page').then((m) => m.ComplaintListPage),
  },
  {
    ...PAGES.complaintDetails,
    load: () => import('./complaint-detail-page').then((m) => m.ComplaintDetailPage),
  },
];

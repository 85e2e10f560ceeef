import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { PROBLEM_INIT_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['complaint'];

export const routes: RouteDef[] = [
  pageRoute(PAGES.complaint, () => import('./complaint-page').then((m) => m.ComplaintPage)),
  pageRoute(PAGES.complainNewPage, () =>
    import('./complain-new-page').then((m) => m.ComplainNewPage),
  ),
  pageRoute(
    PAGES.complaintForm,
    () => import('./complaint-form-page').then((m) => m.ComplaintFormPage),
    PROBLEM_INIT_CALL,
  ),
  pageRoute(PAGES.complaintList, () =>
    import('./complaint-list-page').then((m) => m.ComplaintListPage),
  ),
  pageRoute(PAGES.complaintDetails, () =>
    import('./complaint-details-page').then((m) => m.ComplaintDetailsPage),
  ),
];

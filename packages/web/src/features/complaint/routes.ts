import { pageRoute, type RouteDef } from '../../lib/routes';
import {
  complainNewPage,
  complaintDetailsPage,
  complaintFormPage,
  complaintListPage,
  complaintPage,
} from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['complaint'];

export const routes: RouteDef[] = [
  pageRoute(complaintPage, () => import('./complaint-page').then((m) => m.ComplaintPage)),
  pageRoute(complainNewPage, () => import('./complain-new-page').then((m) => m.ComplainNewPage)),
  pageRoute(complaintFormPage, () =>
    import('./complaint-form-page').then((m) => m.ComplaintFormPage),
  ),
  pageRoute(complaintListPage, () =>
    import('./complaint-list-page').then((m) => m.ComplaintListPage),
  ),
  pageRoute(complaintDetailsPage, () =>
    import('./complaint-details-page').then((m) => m.ComplaintDetailsPage),
  ),
];

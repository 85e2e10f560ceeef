import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { PROBLEM_INIT_CALL } from './early-calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['complaint'];

const complaint = () => import('./complaint-page').then((m) => m.ComplaintPage);
const complainNewPage = () => import('./complain-new-page').then((m) => m.ComplainNewPage);
const complaintForm = () => import('./complaint-form-page').then((m) => m.ComplaintFormPage);
const complaintList = () => import('./complaint-list-page').then((m) => m.ComplaintListPage);
const complaintDetails = () =>
  import('./complaint-details-page').then((m) => m.ComplaintDetailsPage);

export const routes: RouteDef[] = [
  pageRoute(PAGES.complaint, complaint),
  pageRoute(PAGES.complainNewPage, complainNewPage),
  pageRoute(PAGES.complaintForm, complaintForm, PROBLEM_INIT_CALL),
  pageRoute(PAGES.complaintList, complaintList),
  pageRoute(PAGES.complaintDetails, complaintDetails),
];

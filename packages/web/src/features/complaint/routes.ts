import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/complaint',
    borrower: true,
    load: () => import('./complaint-page').then((m) => m.ComplaintPage),
  },
  {
    path: '/complainNewPage',
    borrower: true,
    load: () => import('./complain-new-page').then((m) => m.ComplainNewPage),
  },
  {
    path: '/complainPageNext',
    borrower: true,
    load: () => import('./complaint-form-page').then((m) => m.ComplaintFormPage),
  },
  {
    path: '/complaintList',
    borrower: true,
    load: () => import('./complaint-list-page').then((m) => m.ComplaintListPage),
  },
  {
    path: '/complainDetails',
    borrower: true,
    load: () => import('./complaint-detail-page').then((m) => m.ComplaintDetailPage),
  },
];

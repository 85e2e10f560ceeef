import type { RouteDef } from '../../lib/router';

/** The promotion: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  {
    path: '/registerTemplate',
    load: () => import('./register-template-page').then((m) => m.RegisterTemplatePage),
  },
  {
    path: '/downloadTemplate',
    load: () => import('./download-template-page').then((m) => m.DownloadTemplatePage),
  },
  {
    path: '/agreementTemplate',
    load: () => import('./agreement-template-page').then((m) => m.AgreementTemplatePage),
  },
];

import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The promotion: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  {
    ...PAGES.registerTemplate,
    load: () => import('./register-template-page').then((m) => m.RegisterTemplatePage),
  },
  {
    ...PAGES.downloadTemplate,
    load: () => import('./download-template-page').then((m) => m.DownloadTemplatePage),
  },
  {
    ...PAGES.agreementTemplate,
    load: () => import('./agreement-template-page').then((m) => m.AgreementTemplatePage),
  },
];

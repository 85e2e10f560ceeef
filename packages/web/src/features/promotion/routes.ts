import { pageRoute, type RouteDef } from '../../lib/routes';
import { agreementTemplatePage, downloadTemplatePage, registerTemplatePage } from './pages';

/** The promotion: open to anyone, no borrower identity. */
/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['promotion'];

export const routes: RouteDef[] = [
  pageRoute(registerTemplatePage, () =>
    import('./register-template-page').then((m) => m.RegisterTemplatePage),
  ),
  pageRoute(downloadTemplatePage, () =>
    import('./download-template-page').then((m) => m.DownloadTemplatePage),
  ),
  pageRoute(agreementTemplatePage, () =>
    import('./agreement-template-page').then((m) => m.AgreementTemplatePage),
  ),
];

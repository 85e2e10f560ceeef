import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { SID_CALL, TEMPLATE_CALL } from './calls';

/** The promotion: open to anyone, no borrower identity. */
/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['promotion'];

export const routes: RouteDef[] = [
  // The template and the captcha's session early, as the visitor's device (without the session
  // early, the form's first render sent it through axios, a download on the way to the content).
  pageRoute(
    PAGES.registerTemplate,
    () => import('./register-template-page').then((m) => m.RegisterTemplatePage),
    TEMPLATE_CALL,
    SID_CALL,
  ),
  pageRoute(PAGES.downloadTemplate, () =>
    import('./download-template-page').then((m) => m.DownloadTemplatePage),
  ),
  pageRoute(PAGES.agreementTemplate, () =>
    import('./agreement-template-page').then((m) => m.AgreementTemplatePage),
  ),
];

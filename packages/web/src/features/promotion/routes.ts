import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { SID_CALL, TEMPLATE_CALL } from './early-calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['promotion'];

const registerTemplate = () =>
  import('./register-template-page').then((m) => m.RegisterTemplatePage);
const downloadTemplate = () =>
  import('./download-template-page').then((m) => m.DownloadTemplatePage);
const agreementTemplate = () =>
  import('./agreement-template-page').then((m) => m.AgreementTemplatePage);

// The template and the captcha's session early, as the visitor's device (without the session
// early, the form's first render sent it through axios, a download on the way to the content).
export const routes: RouteDef[] = [
  pageRoute(PAGES.registerTemplate, registerTemplate, TEMPLATE_CALL, SID_CALL),
  pageRoute(PAGES.downloadTemplate, downloadTemplate),
  pageRoute(PAGES.agreementTemplate, agreementTemplate),
];

import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
import { PROMOTION } from './api/paths';
import { visitorDeviceId } from './visitor-device';

/** The promotion: open to anyone, no borrower identity. */
/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['promotion'];

export const routes: RouteDef[] = [
  {
    ...PAGES.registerTemplate,
    load: () => import('./register-template-page').then((m) => m.RegisterTemplatePage),
    // useTemplate: GET the landing config for the campaign id, as the visitor's device; and
    // useCaptcha: GET get-sid, the captcha's session (without it early, the form's first render
    // sent it through axios, a download on the way to the page's content).
    earlyRead: (q) => {
      const templateId = q.get('id')?.trim() ?? '';
      if (!templateId) return null;
      const deviceId = visitorDeviceId();
      return [
        {
          endpoint: { method: 'GET', path: '/api/v2/youmi/service/channel/channel-template' },
          params: { templateId, deviceId },
        },
        { endpoint: { method: 'GET', path: `${PROMOTION}/get-sid` }, params: { deviceId } },
      ];
    },
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

import { brandConfig } from '../../config';

/** The external agreement page shown on /Policy, hosted with the brand's pages. */
export const EXTERNAL_AGREEMENT_URL = `${brandConfig.appH5.replace(/\/$/, '')}/agreement/user-agreement.html`;

/** How long the agreement may take (its host answering and the frame loading) before the fallback. */
export const FRAME_TIMEOUT_MS = 5000;

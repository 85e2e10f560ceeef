import type { HttpHandler } from 'msw';
import { chatbotHandlers } from '../../src/features/chatbot/sandbox/handlers';
import { complaintHandlers } from '../../src/features/complaint/sandbox/handlers';
import { customerServiceHandlers } from '../../src/features/customer-service/sandbox/handlers';
import { legacyRepayHandlers } from '../../src/features/legacy-repay/sandbox/handlers';
import { loanConfirmHandlers } from '../../src/features/loan-confirm/sandbox/handlers';
import { loanDetailsHandlers } from '../../src/features/loan-details/sandbox/handlers';
import { payMethodHandlers } from '../../src/features/pay-method/sandbox/handlers';
import { promotionHandlers } from '../../src/features/promotion/sandbox/handlers';
import { recommendHandlers } from '../../src/features/recommend/sandbox/handlers';
import { repayHandlers } from '../../src/features/repay/sandbox/handlers';
import { logoHandlers } from '../catalogue/logo-files';
import { controlHandlers } from '../control';

/**
 * Every sandbox handler: each feature's fake backend (`src/features/<name>/sandbox/`), then the
 * shared product logos, the control API and the 404 catch-all last. The same list serves msw/node
 * in the unit tests, the dev and preview servers and the emulator.
 */
export const handlers: HttpHandler[] = [
  ...customerServiceHandlers,
  ...loanConfirmHandlers,
  ...loanDetailsHandlers,
  ...recommendHandlers,
  ...repayHandlers,
  ...payMethodHandlers,
  ...legacyRepayHandlers,
  ...complaintHandlers,
  ...chatbotHandlers,
  ...promotionHandlers,
  ...logoHandlers,
  ...controlHandlers,
];

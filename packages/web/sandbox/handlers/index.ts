import type { HttpHandler } from 'msw';
import { logoHandlers } from '../catalogue/logo-files';
import { controlHandlers } from '../control';
import { complaintHandlers } from './complaint';
import { loanHandlers } from './loan';
import { platformHandlers } from './platform';
import { publicHandlers } from './public';
import { repayHandlers } from './repay';

/** Every sandbox handler: the feature endpoints first, the control API and the 404 catch-all last. */
export const handlers: HttpHandler[] = [
  ...platformHandlers,
  ...loanHandlers,
  ...repayHandlers,
  ...complaintHandlers,
  ...publicHandlers,
  ...logoHandlers,
  ...controlHandlers,
];

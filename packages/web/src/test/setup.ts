import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { forgetEarlyReads } from '../lib/http/early-request';
import { initI18n } from '../lib/i18n';

// findBy/waitFor wait for their condition, with a generous outer deadline (30 s, not the library's
// 1 s): four test workers share 2 cores with the sandbox and other work, and a first render on a
// loaded machine can take seconds without anything being wrong. A passing wait ends at once, so
// only a real failure pays the deadline. Tests give no smaller budgets of their own.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en-IN');
});

afterEach(() => {
  cleanup();
  // Files share one module graph (isolate: false): an early read left by one test must not answer
  // another's identical call.
  forgetEarlyReads();
  localStorage.clear();
  sessionStorage.clear();
});

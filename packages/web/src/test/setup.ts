import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { forgetEarlyReads } from '../lib/http/early-request';
import { initI18n } from '../lib/i18n';

// findBy/waitFor wait up to 5 s, not 1 s: four test workers share 2 cores with the sandbox, and a
// first render on a loaded CI machine can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

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

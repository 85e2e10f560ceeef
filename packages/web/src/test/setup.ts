import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../lib/i18n';

beforeAll(async () => {
  await initI18n('en-IN');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

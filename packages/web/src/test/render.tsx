import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import type { Language } from '../config';
import { firstCommitted } from '../lib/first-paint';
import { createQueryClient } from '../lib/http';
import { initI18n } from '../lib/i18n';
import { ToastHost } from '../ui/toast/toast-host';

/** Renders with the app's providers (i18n in the given language, a fresh query cache, toasts). */
export async function renderWithProviders(ui: ReactElement, options: { language?: Language } = {}) {
  await initI18n(options.language ?? 'en-IN');
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<div data-testid="suspense" />}>{ui}</Suspense>
      <ToastHost />
    </QueryClientProvider>,
  );
  // As the app does after its first commit: work waiting for the first paint goes on.
  firstCommitted(window);
  return { ...result, client };
}

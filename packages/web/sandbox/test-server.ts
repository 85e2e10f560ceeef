import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from './handlers';
import { resetAll } from './store';

/** The same handlers in unit tests through msw/node; call once at the top of a test file. */
export function useSandbox() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetAll();
  });
  afterAll(() => server.close());
  return server;
}

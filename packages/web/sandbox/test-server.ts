import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from './handlers';
import { readParams } from './route';
import { resetAll } from './store';

type Sent = { path: string; params: Record<string, string> };
const sent: Promise<Sent>[] = [];

/**
 * The parameters of each request the pages sent to a path ending in `pathSuffix`, as sent: the
 * sandbox's request log hides secrets (codes, card numbers, tokens), so a test checking that a
 * page sent the right code reads the wire here instead.
 */
export async function sentParams(pathSuffix: string): Promise<Record<string, string>[]> {
  return (await Promise.all(sent)).filter((s) => s.path.endsWith(pathSuffix)).map((s) => s.params);
}

/** The same handlers in unit tests through msw/node; call once at the top of a test file. */
export function useSandbox() {
  const server = setupServer(...handlers);
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    sent.push(
      readParams(copy).then(({ params }) => ({ path: new URL(copy.url).pathname, params })),
    );
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetAll();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return server;
}

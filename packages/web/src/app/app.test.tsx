import { render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { App } from './app';
import { loadPage } from './route-page';
import { appRoutes } from './routes';

// The app's route table, with one page that counts its renders.
const counted = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./routes', () => ({
  appRoutes: [
    {
      path: '/counted',
      load: async () =>
        function CountedPage() {
          counted.renders += 1;
          return <p>counted page</p>;
        },
    },
  ],
}));

it('mounts the toast host after the first paint without rendering the page again', async () => {
  window.history.replaceState(null, '', '/#/counted');
  await initI18n('en-IN');
  const [route] = appRoutes;
  if (!route) throw new Error('no route');
  await loadPage(route);
  // Transformed on first import: on a loaded CI machine that alone can take seconds.
  await import('../ui/toast/toast-host');
  const { container } = render(<App />);
  expect(await screen.findByText('counted page')).toBeTruthy();
  const renders = counted.renders;
  // Frame, load, idle moment, then the toast host's own chunk.
  await waitFor(() => expect(container.querySelector('[aria-live="polite"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  expect(counted.renders).toBe(renders);
});

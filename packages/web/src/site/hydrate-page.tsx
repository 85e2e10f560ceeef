import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ToastHost } from '../ui/toast/toast-host';
import { Hydrated } from './hydrated';

/**
 * Hydrates a prerendered public page (`#site-root`) with the same components, marks it live, and
 * mounts the toast host beside it (a form's messages): the site's pages and the campaign landing.
 */
export function hydratePage(root: HTMLElement, page: ReactNode): void {
  hydrateRoot(
    root,
    <>
      {page}
      <Hydrated />
    </>,
  );
  const toasts = document.createElement('div');
  document.body.appendChild(toasts);
  createRoot(toasts).render(<ToastHost />);
}

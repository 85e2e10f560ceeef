import { useEffect } from 'react';

/** Says on `<html data-hydrated>` that the page is live (tests and QA wait for it). Renders nothing,
 * so the markup stays the server's. */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

import type { ReactElement } from 'react';
import type { Language } from '../../config';
import { forgetIdentity, initIdentity } from '../../lib/identity';
import { parseHash, RouteContext } from '../../lib/router';
import { renderWithProviders } from '../../test/render';

/** Test helper: opens `hash` as the shell or a browser would (identity first), then renders. */
export async function renderAt(hash: string, ui: ReactElement, language: Language = 'en-IN') {
  forgetIdentity();
  window.history.replaceState(null, '', `/${hash}`);
  initIdentity(window);
  const route = { ...parseHash(window.location.hash), params: {} };
  return renderWithProviders(<RouteContext.Provider value={route}>{ui}</RouteContext.Provider>, {
    language,
  });
}

import type { ReactElement, ReactNode } from 'react';
import { initIdentity } from '../lib/identity';
import { RouteContext, useHashLocation } from '../lib/router';
import { renderWithProviders } from './render';

/** The route context follows the hash, so the page sees its own navigations (tests only). */
function Routed({ children }: { children: ReactNode }) {
  const location = useHashLocation();
  return (
    <RouteContext.Provider value={{ ...location, params: {} }}>{children}</RouteContext.Provider>
  );
}

/** Opens `route` as the shell would for a borrower on `deviceId`, then renders `page`. */
export async function openPage(
  route: string,
  deviceId: string,
  page: ReactElement,
  languageType = '1',
) {
  const join = route.includes('?') ? '&' : '?';
  window.history.replaceState(
    null,
    '',
    `/#${route}${join}deviceId=${deviceId}&token=t-${deviceId}&languageType=${languageType}`,
  );
  initIdentity(window);
  return renderWithProviders(<Routed>{page}</Routed>, {
    language: languageType === '1' ? 'en-IN' : 'id-ID',
  });
}

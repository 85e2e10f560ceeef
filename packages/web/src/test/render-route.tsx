import type { ReactElement } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { AppKitActions } from '../app/kit-actions';
import type { Language } from '../config';
import { forgetIdentity, initIdentity } from '../lib/identity';
import { renderWithProviders } from './render';

export interface RouteOptions {
  /** Opens as the shell would for a borrower on this sandbox device (deviceId, token, languageType). */
  borrower?: string;
  /** The borrower's languageType (default '1': English, India). */
  languageType?: string | undefined;
  /** The i18n language (default: the borrower's, else en-IN). */
  language?: Language;
  /** The route's path pattern when the page reads path params, e.g. '/borrowDetail/:orderId'. */
  pattern?: string;
}

/**
 * The one way a component test opens a route: the URL is set as the shell or a browser opens it,
 * the identity is read out of it as at start, and the page renders inside the app's hash router,
 * so its query, params and navigations go through react-router like in the app.
 */
export async function renderRoute(route: string, page: ReactElement, options: RouteOptions = {}) {
  const path = route.replace(/^\/?#/, '');
  let url = `/#${path}`;
  if (options.borrower) {
    const id = options.borrower;
    url += `${path.includes('?') ? '&' : '?'}deviceId=${id}&token=t-${id}&languageType=${options.languageType ?? '1'}`;
  }
  forgetIdentity();
  window.history.replaceState(null, '', url);
  initIdentity(window);
  const language =
    options.language ??
    (options.borrower && (options.languageType ?? '1') !== '1' ? 'id-ID' : 'en-IN');
  return renderWithProviders(
    <HashRouter>
      <AppKitActions>
        {options.pattern ? (
          <Routes>
            <Route path={options.pattern} element={page} />
          </Routes>
        ) : (
          page
        )}
      </AppKitActions>
    </HashRouter>,
    { language },
  );
}

import { PAGES, type PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';
import { createPath, type Navigator, Router, type To } from 'react-router-dom';
import { RegisterLanding } from '../features/promotion/register-landing';
import { QueryProvider } from '../lib/http/query-provider';

/** The app's hash URL of a page (`/#/agreementTemplate?…`): every page after the landing is the app's. */
const appHref = (to: To) => `/#${typeof to === 'string' ? to : createPath(to)}`;

/**
 * The landing's router: it stays on the registration route, and a link or a navigation to another
 * page (the agreement, the download page after registering) opens that page in the app, by its
 * hash URL, which is also the links' href, so they work without JavaScript too.
 */
const toApp: Navigator = {
  createHref: appHref,
  push: (to) => window.location.assign(appHref(to)),
  replace: (to) => window.location.replace(appHref(to)),
  go: (delta) => window.history.go(delta),
};

const HERE = { pathname: PAGES.registerTemplate.path, search: '', hash: '', state: null, key: '' };

/**
 * The campaign landing's tree, which the build renders and the browser hydrates: the promotion's
 * own components, in the landing's language's phone rule until the template says otherwise.
 */
export function LandingPage({ language }: { language: PublicLanguage }) {
  return (
    <QueryProvider>
      <Router location={HERE} navigator={toApp}>
        <RegisterLanding rule={language === 'en-IN' ? 'IN' : 'ID'} />
      </Router>
    </QueryProvider>
  );
}

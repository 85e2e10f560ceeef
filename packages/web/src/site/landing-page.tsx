import { PAGES, type PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RegisterLanding } from '../features/promotion/register-landing';
import { QueryProvider } from '../lib/http/query-provider';
import { PageLoading } from '../ui/loading/loading';

/** Any other page the landing leads to (the agreement, the download page) is the app's. */
function ToApp() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.assign(`/#${pathname}${search}`);
  }, [pathname, search]);
  return <PageLoading />;
}

/**
 * The campaign landing's tree, which the build renders and the browser hydrates: the promotion's
 * own components in a router of their own (the page lives on a path URL; its links and its
 * navigation after registering open the app's hash pages), in the landing's language's phone rule
 * until the template says otherwise.
 */
export function LandingPage({ language }: { language: PublicLanguage }) {
  return (
    <QueryProvider>
      <MemoryRouter initialEntries={[PAGES.registerTemplate.path]}>
        <Routes>
          <Route
            path={PAGES.registerTemplate.path}
            element={<RegisterLanding rule={language === 'en-IN' ? 'IN' : 'ID'} />}
          />
          <Route path="*" element={<ToApp />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>
  );
}

import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { ReactNode } from 'react';
import { companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import './company-site.css';
// By path, not the kit's index: the site's pages use no other part of the kit (or the http client).
import { AppLink } from '../../ui/link/app-link';

/** The public site's frame: a sticky header with the nav, the page, the company footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-header-inner">
          <AppLink to={PAGES.home.path} className="site-brand">
            {companyFor(currentMarket().market).name}
          </AppLink>
          <SiteNav />
        </div>
      </header>
      <main className="site-main">{children}</main>
      <SiteFooter />
    </div>
  );
}

import type { ReactNode } from 'react';
import { companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
import { SiteFooter } from './site-footer';
import { SiteLink } from './site-link';
import { SiteNav } from './site-nav';
import './company-site.css';

/** The public site's frame: a sticky header with the nav, the page, the company footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-header-inner">
          <SiteLink page="home" className="site-brand">
            {companyFor(currentMarket().market).name}
          </SiteLink>
          <SiteNav />
        </div>
      </header>
      <main className="site-main">{children}</main>
      <SiteFooter />
    </div>
  );
}

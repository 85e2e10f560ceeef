import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { companyData } from '../../config';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import './company-site.css';

/** The public site's frame: a sticky header with the nav, the page, the company footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-header-inner">
          <Link to={PAGES.home.path} className="site-brand">
            {companyData.name}
          </Link>
          <SiteNav />
        </div>
      </header>
      <main className="site-main">{children}</main>
      <SiteFooter />
    </div>
  );
}

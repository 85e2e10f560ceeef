/** The public site's pages, loaded together as one chunk. */
export { ContactPage } from './contact-page';
export { HomePage } from './home-page';
export { PolicyPage } from './policy-page';
export { SiteAboutPage, SiteLoanPage, SiteUserPage } from './site-text-pages';

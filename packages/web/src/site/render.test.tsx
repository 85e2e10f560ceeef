import {
  PUBLIC_LANGUAGES,
  PUBLIC_PAGES,
  type PublicPageKey,
} from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, it } from 'vitest';
import { companies } from '../config/company';
import { renderPublicPage } from './render';

const ORIGIN = 'https://site.example';

describe('public page renderer', () => {
  it('renders every page in every language with its head and its market only', async () => {
    for (const language of PUBLIC_LANGUAGES)
      for (const page of Object.keys(PUBLIC_PAGES) as PublicPageKey[]) {
        const { title, head, body } = await renderPublicPage(page, language, ORIGIN);
        const [own, other] =
          language === 'en-IN' ? [companies.IN, companies.ID] : [companies.ID, companies.IN];
        expect(title.length, page).toBeGreaterThan(0);
        expect(body, page).toContain(own.name);
        expect(body + head, page).not.toContain(other.name);
        expect(head, page).toContain(`<link rel="canonical" href="${ORIGIN}/${language}/`);
        expect(head.match(/hreflang=/g), page).toHaveLength(PUBLIC_LANGUAGES.length + 1);
        expect(head, page).toContain('property="og:title"');
      }
  });

  it('links the site with path URLs in its language', async () => {
    const { body } = await renderPublicPage('siteUser', 'id-ID', ORIGIN);
    expect(body).toContain('href="/id-ID/"');
    expect(body).toContain('href="/id-ID/about/"');
    expect(body).toContain('href="/id-ID/#loan-terms"');
    expect(body).not.toContain('href="#/');
  });

  it('escapes the texts it writes into the head', async () => {
    const { head } = await renderPublicPage('home', 'en-IN', 'https://site.example/"x');
    expect(head).toContain('https://site.example/&quot;x/en-IN/');
    expect(head).not.toContain('/"x');
  });
});

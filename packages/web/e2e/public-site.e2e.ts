import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newDeviceId, useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });
const SECTIONS = [
  { id: 'about-us', name: 'About Us' },
  { id: 'privacy-policy', name: 'Privacy Policy' },
  { id: 'loan-terms', name: 'Loan terms and conditions' },
  { id: 'home', name: 'Home' },
];

/** Where the section starts relative to the bottom of the sticky header (0 when it is right under it). */
function offsetUnderHeader(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector<HTMLElement>('.site-header');
    const el = document.getElementById(sectionId);
    if (!el || !header) return Number.NaN;
    return el.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, id);
}

async function expectAtSection(page: Page, id: string) {
  if (id === 'home') {
    await page.waitForFunction(() => window.scrollY === 0);
    return;
  }
  await page.waitForFunction((sectionId) => {
    const header = document.querySelector<HTMLElement>('.site-header');
    const el = document.getElementById(sectionId);
    return Boolean(
      el &&
        header &&
        Math.abs(el.getBoundingClientRect().top - header.getBoundingClientRect().bottom) <= 2,
    );
  }, id);
  expect(Math.abs(await offsetUnderHeader(page, id))).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

describe('company site in Chromium', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    it(`scrolls to each section from the nav (${viewport.width}px)`, async () => {
      const { page } = await b.open('/', {
        identity: { deviceId: newDeviceId('site'), languageType: '1' },
        shell: false,
        viewport,
      });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      for (const s of SECTIONS) {
        await nav.getByRole('link', { name: s.name, exact: true }).click();
        await expectAtSection(page, s.id);
      }
    });
  }

  it('has the market copy, the footer, a title, a description and Open Graph tags', async () => {
    const { page } = await b.open('/', {
      identity: { deviceId: newDeviceId('site'), languageType: '1' },
      shell: false,
    });
    await page
      .getByRole('heading', { level: 1, name: 'Instant personal loans from ₹2,000 to ₹80,000' })
      .waitFor();
    await page.getByText('For salaried users earning at least ₹12,000 a month').waitFor();
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    }));
    expect(head.title).toContain('instant personal loans');
    expect(head.description).toContain('₹2,000 to ₹80,000 within 2 hours');
    expect(head.ogTitle).toBe(head.title);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /@/ }).waitFor();
    expect(await footer.textContent()).toContain('©');
  });

  it('reaches a section from another page of the site', async () => {
    const { page } = await b.open('/Contact', {
      identity: { deviceId: newDeviceId('site'), languageType: '2' },
      shell: false,
    });
    await page.getByRole('heading', { level: 1, name: 'Hubungi kami' }).waitFor();
    await page.getByTestId('contact-submit').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Mohon lengkapi semua informasi!' })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Utama' })
      .getByRole('link', { name: 'Kebijakan Privasi' })
      .click();
    await page
      .getByRole('heading', { level: 1, name: /Rp1\.000\.000 hingga Rp15\.000\.000/ })
      .waitFor();
    await expectAtSection(page, 'privacy-policy');
  });
});

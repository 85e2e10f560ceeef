import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: `About ${title}`, path: '/x' });
  return null;
}

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  it('creates or updates the tags, then restores what was there', () => {
    document.title = 'Before';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Instant personal loans');
    document.head.appendChild(description);

    const view = render(<Page title="Loans" />);
    expect(document.title).toBe('Loans');
    expect(content('meta[name="description"]')).toBe('About Loans');
    expect(content('meta[property="og:title"]')).toBe('Loans');
    expect(content('meta[property="og:url"]')).toMatch(/\/#\/x$/);
    view.rerender(<Page title="Terms" />);
    expect(content('meta[property="og:description"]')).toBe('About Terms');

    view.unmount();
    expect(document.title).toBe('Before');
    expect(content('meta[name="description"]')).toBe('Instant personal loans');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loadLocale, localeNamespaces } from './locale-files';

describe('locale files', () => {
  it('downloads a namespace once per language and knows every namespace', async () => {
    const first = loadLocale('en-IN', 'loanDetails');
    expect(first).toBe(loadLocale('en-IN', 'loanDetails'));
    expect(await first).toHaveProperty('title');
    expect(loadLocale('id-ID', 'loanDetails')).not.toBe(first);
    expect(loadLocale('en-IN', 'nope')).toBeNull();
    expect(localeNamespaces('en-IN')).toEqual(expect.arrayContaining(['common', 'ui', 'chatbot']));
  });
});

import { describe, expect, it } from 'vitest';
import { caseKey, unsafePathReason } from './paths.js';

describe('the path rule', () => {
  it.each(['index.html', 'assets/app-1a2b.js', 'assets/fonts/a b.woff2', 'locales/id-ID.json'])(
    'accepts %s',
    (path) => {
      expect(unsafePathReason(path)).toBeNull();
    },
  );

  it.each([
    '',
    '/etc/passwd',
    '../evil.js',
    'assets/../../evil.js',
    'assets/..',
    'assets\\evil.js',
    'C:/evil.js',
    'c:evil.js',
    'assets//app.js',
    './index.html',
    'assets/',
    'a\u0000b',
  ])('refuses %j', (path) => {
    expect(unsafePathReason(path)).not.toBeNull();
  });

  it('folds case (and Unicode forms) for the clash check', () => {
    expect(caseKey('Assets/App.JS')).toBe(caseKey('assets/app.js'));
    expect(caseKey('caf\u00e9')).toBe(caseKey('cafe\u0301'));
  });
});

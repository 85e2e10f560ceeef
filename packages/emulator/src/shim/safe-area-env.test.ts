import { expect, it } from 'vitest';
import { rewriteSafeAreaEnv } from './safe-area-env';

it('points env(safe-area-inset-*) at the shell variables, fallbacks included', () => {
  expect(
    rewriteSafeAreaEnv(
      '.bar { padding: env(safe-area-inset-top) 0 env( safe-area-inset-bottom , 8px); }',
    ),
  ).toBe('.bar { padding: var(--safe-area-inset-top, 0px) 0 var(--safe-area-inset-bottom, 0px); }');
  expect(
    rewriteSafeAreaEnv(
      'a { min-height: calc(44px + env(safe-area-inset-left, calc(1px + 2px))); }',
    ),
  ).toBe('a { min-height: calc(44px + var(--safe-area-inset-left, 0px)); }');
  expect(rewriteSafeAreaEnv('a { color: red }')).toBe('a { color: red }');
});

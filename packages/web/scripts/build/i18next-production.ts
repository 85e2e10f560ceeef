import type { Plugin } from 'vite';

const I18NEXT = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;

/**
 * The text of a call to i18next's logger that prints only with `debug: true` (`log`, `warn`,
 * `deprecate`): a string or template literal without nested templates, as the first argument.
 */
const DEBUG_ONLY_MESSAGE =
  /\.(log|warn|deprecate)\(\s*(?:`(?:\\.|[^`\\$]|\$(?!\{))*(?:\$\{[^`{}]*\}(?:\\.|[^`\\$]|\$(?!\{))*)*`|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")/g;

/**
 * i18next's debug messages (about 1.9 KB of English in the shell every page loads first) are
 * printed only when i18next runs with `debug: true`, which the app never sets (src/lib/i18n): its
 * logger drops them unread. The production build keeps the calls and drops their text; i18next's
 * errors (`logger.error`, printed whatever `debug` says) keep theirs. `npm run dev` and the tests
 * run i18next as published.
 */
export function i18nextProduction(): Plugin {
  return {
    name: 'hybrid-loan-i18next-production',
    apply: 'build',
    transform(code, id) {
      if (!I18NEXT.test(id)) return null;
      return { code: code.replace(DEBUG_ONLY_MESSAGE, ".$1(''"), map: null };
    },
  };
}

// How the production build groups modules into files. A phone on a slow link with HTTP/1.1 pays a
// round trip and a share of the link for every file it asks for at once; the benchmark showed the
// first load spending more time on many small shared chunks than on their bytes. So a first load
// is a few files of code: the entry, the app shell, the kit most pages share, and the page's own
// (with the few kit parts only some pages use).
// scripts/checks/chunk-graph.mjs measures them (it knows the shell by the name `shell`).

const sep = '[\\\\/]';
const node = (names: string) => new RegExp(`node_modules${sep}(${names})${sep}`);

/** The shell's libraries: React, the router, i18next. */
const SHELL_LIBS = node(
  'react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@oxc-project',
);
/** The shell's own code: src/app (but the parts that bring the bridge SDK, loaded apart, and the
 * retry of a page whose download failed, loaded only then) and the few kit parts it renders itself
 * (loading, error and empty states, links), i18n, history. */
const SHELL_SRC = new RegExp(
  `src${sep}(app${sep}(?!native-back|signed-out-page|kit-actions|page-retry)[^\\\\/]+$|ui${sep}(loading|state|button|link)${sep}|lib${sep}i18n${sep}i18n\\.ts$|lib${sep}bridge${sep}in-app-history\\.ts$)`,
);
/** What pages share: the kit and lib, and the app's actions for the kit (not axios, loaded only when a call needs it, nor vitals, the field
 * reporter (and what they share, lib/field-facts, and the contract's redaction it uses) or the service worker's registration, loaded after the first render, nor the toast host, which
 * mounts after the first paint, nor the other pages' texts' preload, started then). Also the retry of a page whose download failed (app/page-retry):
 * the kit is in the document already when a later page's download fails, so the retry's code does
 * not need the network that just failed (engines that keep a failed module download would fail
 * it for the document's life). */
const KIT_SRC = new RegExp(
  `src${sep}((ui|lib)${sep}|app${sep}(kit-actions\\.tsx|page-retry\\.ts)$)`,
);
const KIT_EXCLUDED = new RegExp(
  `axios-transport|${sep}(vitals|service-worker|field-report|field-facts)${sep}|toast-host|stored-strings|preload-namespaces|contract${sep}redaction\\.ts$`,
);
/**
 * Kit parts few main pages render (tabs: the complaint list; the image picker: the complaint form;
 * the inputs and countdown: registration and the legacy store; the rating dialog: after an action;
 * the product cards: the loan details' recommendations and the recommended lists, -0.4 KB on the others;
 * the validators: registration and the complaint photos; the reachable
 * check: the policy page; the picture request: registration's captcha): out of the kit, they go with the pages that import them (-3.4 KB before
 * first data on the others; validation and reachable another -1.3 KB; pull to refresh goes with the dates, below). This needs
 * `"sideEffects": ["*.css"]` in package.json: without it the kit's index, which re-exports them,
 * would have to load them for their stylesheets.
 */
const FEW_PAGES = new RegExp(
  `src${sep}(ui${sep}(tabs|image-picker|grid|badge|sheet|input|countdown|rating-dialog|stars|product-card)${sep}|lib${sep}(validation${sep}|http${sep}(reachable|image-request)\\.ts$))`,
);
/**
 * What the pages that show and pick amounts render (money and dates in the market's format, rows,
 * radios and checkboxes, the confirm dialog): the loan confirmation, the instalments, the pay
 * method, the legacy store, the site's figures. One chunk of their own (`money`), not the kit's:
 * registration, the loan details and the complaint form render none of it (-1.2 KB before their
 * first data), and one file rather than four keeps the pages that do from paying a request each.
 */
const MONEY_PAGES = new RegExp(
  `src${sep}(ui${sep}(choice|cell)${sep}|ui${sep}modal${sep}confirm-dialog\\.tsx$|lib${sep}format${sep}format\\.ts$)`,
);
/**
 * Dates in the market's style (`formatDate`, and `formatDatesIn` for a server's texts) and pull to
 * refresh: what the order and list pages share (the loan details, the instalments, the extension,
 * the loan confirmation, the complaints, the recommended list). One file of their own rather than
 * two (a request less before the loan details' first data), out of the kit: the complaint form,
 * registration and the chatbot load none of it.
 */
const DATE_PAGES = new RegExp(
  `src${sep}(lib${sep}format${sep}date\\.ts$|ui${sep}pull-to-refresh${sep})`,
);
const KIT_LIBS = node('@tanstack|valibot');
/** The back key's listener: every page loads it before its first data (main.tsx), so it rides in
 * the kit rather than costing every first load a request of its own (about 1 KB). */
const NATIVE_BACK = new RegExp(`src${sep}app${sep}native-back\\.ts$`);
const SDK_SRC = new RegExp(`bridge-sdk${sep}src${sep}`);
/** The public site's part of the contract: only the company site's pages use it, not the kit's. */
const SDK_PUBLIC_SITE = new RegExp(`bridge-sdk${sep}src${sep}contract${sep}public-pages`);
/** The texts every page needs, per language. */
const CORE_TEXTS = new RegExp(`locales${sep}([^\\\\/]+)${sep}(common|ui)\\.json$`);

export const codeSplitting = {
  groups: [
    {
      // What the entry imports stays in the entry's file, out of the shell's: the entry starts the
      // page's downloads and its first read before the shell has arrived.
      name: 'boot',
      tags: ['$initial' as const],
      priority: 3,
    },
    {
      name: 'shell',
      priority: 2,
      test: (id: string) => SHELL_LIBS.test(id) || SHELL_SRC.test(id),
    },
    {
      name: 'kit',
      priority: 1,
      test: (id: string) =>
        (KIT_SRC.test(id) &&
          !KIT_EXCLUDED.test(id) &&
          !FEW_PAGES.test(id) &&
          !MONEY_PAGES.test(id) &&
          !DATE_PAGES.test(id)) ||
        KIT_LIBS.test(id) ||
        (SDK_SRC.test(id) && !SDK_PUBLIC_SITE.test(id) && !KIT_EXCLUDED.test(id)) ||
        NATIVE_BACK.test(id),
    },
    {
      name: 'money',
      priority: 1,
      test: (id: string) => MONEY_PAGES.test(id),
    },
    {
      name: 'dates',
      priority: 1,
      test: (id: string) => DATE_PAGES.test(id),
    },
    {
      // `common` and `ui` of one language in one file.
      debugName: 'texts',
      name: (id: string) => {
        const language = CORE_TEXTS.exec(id)?.[1];
        return language ? `texts-${language}` : null;
      },
      test: CORE_TEXTS,
    },
  ],
};

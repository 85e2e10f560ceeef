// The bridge self-check page (`bridge-check.html`, its own entry: no borrower page loads it). A
// native developer opens it in the app's webview; it runs every check a page can make against the
// real shell, then guides through the ones a person must do, and exports the results as JSON
// (also `window.bridgeCheckReport`). See the bridge SDK's README, "Check your shell in your app".
import type { BridgeEventName } from '@hybrid-loan/bridge-sdk';
import {
  type BridgeCheckReport,
  DEFAULT_LEGACY_TABLE,
  type LegacyTable,
} from '@hybrid-loan/bridge-sdk/contract';
import { brandConfig } from '../config/brand';
import { readGuided, readPending } from './guided-store';
import { runGuided } from './guided-view';
import { initTexts } from './i18n';
import { takePageIdentity } from './identity-checks';
import { buildReport, canShare, copyText, counts, shareText } from './report';
import { runAutoChecks } from './run-checks';
import { button, checkRow, skeleton } from './view';

declare global {
  interface Window {
    /** The self-check's results, set once the automatic checks are done (for test harnesses). */
    bridgeCheckReport?: BridgeCheckReport;
  }
}

/** The brand's legacy names, else the app family's default table. */
const TABLE: LegacyTable = Object.keys(brandConfig.legacyNames).length
  ? (brandConfig.legacyNames as LegacyTable)
  : DEFAULT_LEGACY_TABLE;

async function main(win: Window): Promise<void> {
  // First: the identity leaves the address before anything else runs.
  const page = takePageIdentity(win);
  const t = await initTexts(page.identity.languageType);
  const ui = skeleton(t);
  if (new URL(win.location.href).searchParams.has('opened')) {
    ui.status.textContent = t('opened');
    return;
  }
  const pending = readPending();
  ui.status.textContent = t('running');
  const run = await runAutoChecks(win, page, TABLE);
  const publish = () => {
    run.reaudit();
    const report = buildReport(run, [...run.checks, ...readGuided()]);
    win.bridgeCheckReport = report;
    ui.json.value = JSON.stringify(report, null, 2);
    ui.list.textContent = '';
    for (const check of report.checks) ui.list.appendChild(checkRow(t, check));
  };
  ui.status.textContent =
    run.platform === 'web'
      ? t('noShell')
      : t('shell', {
          platform: run.platform,
          protocol: run.protocol,
          appVersion: run.appVersion || '?',
        });
  const auto = counts(run.checks);
  ui.summary.textContent = t('summary', {
    pass: String(auto.pass),
    fail: String(auto.fail),
    skip: String(auto.skip),
  });
  ui.summary.dataset.fail = String(auto.fail);
  publish();
  win.document.documentElement.dataset.bridgeCheck = 'done';

  const said = (text: string) => {
    ui.status.textContent = text;
  };
  ui.actions.appendChild(
    button(t('export.copy'), 'bridge-check-copy', () => {
      copyText(ui.json.value, ui.json).then((ok) =>
        said(t(ok ? 'export.copied' : 'export.copyFailed')),
      );
    }),
  );
  if (canShare())
    ui.actions.appendChild(
      button(t('export.share'), 'bridge-check-share', () => {
        shareText(t('title'), ui.json.value);
      }),
    );

  const { bridge } = run;
  if (!bridge || run.platform === 'web') return;
  const nextEvent = (name: BridgeEventName) =>
    new Promise<unknown>((resolve) => {
      const off = bridge.on(name, (data) => {
        off();
        resolve(data);
      });
    });
  runGuided({
    t,
    root: ui.guided,
    env: { bridge, nextEvent, selfUrl: `${win.location.origin}${win.location.pathname}?opened=1` },
    platform: run.platform,
    methods: run.methods,
    pending,
    changed: publish,
  });
}

main(window).catch((e: unknown) => {
  // The page's own failure is a result too: a harness waiting for the report sees it.
  document.documentElement.dataset.bridgeCheck = 'error';
  document.body.appendChild(document.createTextNode(String(e)));
});

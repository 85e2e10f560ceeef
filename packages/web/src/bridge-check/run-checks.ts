import {
  type Bridge,
  createBridge,
  type HelloResult,
  type ShellGlobals,
} from '@hybrid-loan/bridge-sdk';
import {
  BRIDGE_METHODS,
  type BridgeCheckResult,
  type LegacyTable,
} from '@hybrid-loan/bridge-sdk/contract';
import { legacyShell } from '@hybrid-loan/bridge-sdk/legacy';
import { runMessageChecks, wireChecks } from './auto-checks';
import { frameCheck } from './frame-check';
import { identityChecks, type PageIdentity } from './identity-checks';
import { legacyChecks } from './legacy-checks';
import { collector } from './results';
import { auditWire, countPosts, findShell, type WireAudit } from './transport';

/** What the automatic checks found: the shell, its bridge, and every check. */
export interface AutoRun {
  platform: 'android' | 'ios' | 'web';
  protocol: 'message' | 'legacy';
  appVersion: string;
  /** The methods the shell has (hello's, or the legacy functions found). */
  methods: string[];
  bridge?: Bridge;
  audit?: WireAudit;
  checks: BridgeCheckResult[];
  /** Re-runs the wire audit (after guided steps). */
  reaudit(): void;
}

/** Finds the shell and runs every automatic check the page can make against it. */
export async function runAutoChecks(
  win: Window,
  page: PageIdentity,
  table: LegacyTable,
  options: { waitMs?: number; replyMs?: number } = {},
): Promise<AutoRun> {
  const out = collector();
  const w = win as unknown as ShellGlobals;
  const found = await findShell(w, table, options.waitMs);
  const fromUrl = page.identity.appVersion ?? '';
  if (found.platform === 'web') {
    out.add(
      'shell.found',
      false,
      'window.LoanNative, webkit.messageHandlers.loanNative or the legacy functions',
      'none',
    );
    identityChecks(out, page, { platform: 'web' });
    return { ...found, appVersion: fromUrl, methods: [], checks: out.checks, reaudit: () => {} };
  }
  const { platform, protocol } = found;
  out.add('shell.found', true, undefined, `${platform} ${protocol}`);
  const posts =
    protocol === 'message' ? countPosts(win, platform) : { observable: false, count: () => 0 };
  let audit: WireAudit | undefined;
  const bridge = createBridge(win, {
    ...(protocol === 'legacy' ? { legacy: legacyShell(table) } : { protocol: 'message' }),
    readyTimeoutMs: 1500,
    // No borrower page behind this one: a web fallback stays on it.
    fallback: { homeUrl: '#', loginUrl: '#' },
    onCall: (info) => audit?.noteSent(bridge.session, info.id, info.method),
  });
  audit = auditWire(win, platform);
  await bridge.ready;
  let hello: HelloResult | undefined;
  let methods: string[];
  if (protocol === 'message') {
    hello = await runMessageChecks({
      platform,
      bridge,
      audit,
      posts,
      out,
      ...(options.replyMs ? { replyMs: options.replyMs } : {}),
    });
    // No hello: the shell counts as handling every method, as the SDK assumes.
    methods = hello ? hello.methods : [...BRIDGE_METHODS];
  } else {
    methods = legacyChecks(out, win, platform, table);
    wireChecks({ audit, out });
  }
  await frameCheck(win, out, bridge.session, protocol, options.replyMs);
  identityChecks(out, page, { platform, ...(hello ? { appVersion: hello.appVersion } : {}) });
  const settled = audit;
  return {
    platform,
    protocol,
    appVersion: hello?.appVersion || fromUrl,
    methods,
    bridge,
    audit,
    checks: out.checks,
    reaudit: () => wireChecks({ audit: settled, out }),
  };
}

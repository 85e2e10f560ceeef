import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import type { ScriptedReply } from './scenario';
import type { ShellFault } from './shell-faults';

export interface ShimConfig {
  platform: 'android' | 'ios';
  protocol: 'message' | 'legacy';
  /** Protocol legacy: contract method to signature, e.g. `call: 'callPhoneMethod(phone)'`. */
  legacyTable?: Record<string, string>;
  appVersion: string;
  /** The methods the shell has: reported by hello, and the only legacy functions installed. Default: all. */
  methods?: string[];
  /** The scripted replies, by method: the scenario format's reply (one, or a list used in turn). */
  replies: Record<string, ScriptedReply | ScriptedReply[]>;
  unscripted: 'stub' | 'fail' | 'ask';
  /**
   * How calls reach the host: `binding` (window.__emulatorReport/__emulatorAsk/__emulatorStep, set
   * by Playwright or the Electron preload), `parent` (comlink to the panel around the iframe), or
   * `none` (only window.__emulatorCalls).
   */
  transport: 'binding' | 'parent' | 'none';
  /** Report taps and fills as scenario steps (recording). */
  record?: boolean;
  /** Safe-area insets, set as `--safe-area-inset-*` CSS variables on <html> (hosts without CDP). */
  safeArea?: { top: number; right: number; bottom: number; left: number };
  /**
   * Rewrite the page's `env(safe-area-inset-*)` to those variables (hosts where env() stays 0:
   * the browser host's iframe, Electron).
   */
  emulateSafeAreaEnv?: boolean;
  /**
   * Draw the page's scrollbar as a phone does, over the page and taking no width (hosts showing
   * the page in a desktop frame: a desktop scrollbar pushed the nav bar's title off centre).
   */
  overlayScrollbars?: boolean;
  /** The panel's origin (transport parent). */
  parentOrigin?: string;
  /**
   * The origins whose pages may call the bridge (the app's origin in the emulator). A call from any
   * other origin, or from a frame that is not the webview's main frame, is refused with
   * `NOT_IN_APP`, as a correct shell does. Unset: every origin (unit tests, bare pages).
   */
  allowedOrigins?: string[];
  /**
   * The package the shell serves this page from: `packageInfo`'s answer. Unset: the page came from
   * the network.
   */
  served?: PackageInfoResult;
  /**
   * The API's origin, set as the page's `API_ORIGIN_GLOBAL` before its scripts run, as the iOS
   * shell does when the page is on the package's own origin. Unset: the page's own origin.
   */
  apiOrigin?: string;
  /** The brand's app schemes `openPage` may open besides https and the page's origin (lower case, no `:`). */
  schemes?: string[];
  /** The shell made wrong on purpose (types/shell-faults.ts); none by default. */
  shellFaults?: ShellFault[];
}

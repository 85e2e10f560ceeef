import {
  BRIDGE_CHECK_FORMAT,
  type BridgeCheckReport,
  type BridgeCheckResult,
} from '@hybrid-loan/bridge-sdk/contract';

/** The export (schema `@hybrid-loan/bridge-sdk/schema/bridge-check-report.schema.json`). */
export function buildReport(
  shell: Pick<BridgeCheckReport, 'platform' | 'protocol' | 'appVersion'>,
  checks: readonly BridgeCheckResult[],
  engine = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): BridgeCheckReport {
  const { platform, protocol, appVersion } = shell;
  return {
    format: BRIDGE_CHECK_FORMAT,
    platform,
    protocol,
    appVersion,
    engine,
    checks: [...checks],
  };
}

export const counts = (checks: readonly BridgeCheckResult[]) => ({
  pass: checks.filter((c) => c.status === 'pass').length,
  fail: checks.filter((c) => c.status === 'fail').length,
  skip: checks.filter((c) => c.status === 'skip').length,
});

/**
 * Copies the text: the Clipboard API where the webview has it (iOS 13.4+, Chrome 66+, secure
 * pages), else the selected text field and `execCommand('copy')`.
 */
export async function copyText(text: string, field: HTMLTextAreaElement): Promise<boolean> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission in this webview): the selection below.
    }
  }
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** Shares the report as a file or text through the system share sheet, where the webview has one. */
export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export async function shareText(title: string, text: string): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share({ title, text });
    return true;
  } catch {
    return false;
  }
}

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeCall } from '@hybrid-loan/bridge-sdk/testing';
import { build } from 'esbuild';

/** A call the fake shell received, decoded from the wire (protocol `message`: params are an object). */
export type ShellCall = Omit<FakeCall, 'params'> & { params: Record<string, unknown> };

const here = dirname(fileURLToPath(import.meta.url));
let bundle: Promise<string> | undefined;

// The SDK's own fake shell (`@hybrid-loan/bridge-sdk/testing`) as one script for the page.
function shellBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: `import { defaultAnswer, installFakeShell } from '@hybrid-loan/bridge-sdk/testing';
window.__fakeShellApi = { defaultAnswer, installFakeShell };`,
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    conditions: ['source'],
    write: false,
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0]?.text ?? '');
  return bundle;
}

/**
 * The script that installs the SDK's fake Android shell (protocol `message`) before the page's
 * scripts: it answers as the SDK's fake does (with `answers` winning per method), records every
 * call (`window.__fakeShell.calls`, raw messages in `.wire`) and sends events through
 * `window.__shellEmit(event, data)`.
 */
export async function fakeAndroidShellScript(
  answers: Record<string, unknown> = {},
  /** Methods the shell receives and never answers (the bridge's own timeout ends them). */
  silent: string[] = [],
): Promise<string> {
  return `${await shellBundle()}
(() => {
  const answers = ${JSON.stringify(answers)};
  const silent = ${JSON.stringify(silent)};
  const { defaultAnswer, installFakeShell } = window.__fakeShellApi;
  const options = { platform: 'android', appVersion: '3.2.0' };
  const fallback = defaultAnswer(options);
  const shell = installFakeShell(window, {
    ...options,
    answer: (method, params) =>
      silent.includes(method)
        ? new Promise(() => {})
        : Object.prototype.hasOwnProperty.call(answers, method) ? answers[method] : fallback(method, params),
  });
  window.__fakeShell = shell;
  window.__shellEmit = (event, data) => shell.emit(event, data);
})();`;
}

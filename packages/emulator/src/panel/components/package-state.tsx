import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import { useState } from 'react';
import type { CallEntry } from '../../types/call-entry';
import type { PackageState as ShellPackage } from '../../types/package-state';
import { T } from '../texts';
import { useProblem } from '../use-problem';
import { FileField } from './file-field';
import { ProblemAlert } from './problem-alert';

/** The last `packageInfo` answer the page got: where the page on screen came from. */
function pageSource(calls: readonly CallEntry[]): PackageInfoResult | undefined {
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i];
    if (call?.method === 'packageInfo' && call.reply?.ok)
      return call.reply.result as PackageInfoResult;
  }
  return undefined;
}

/**
 * The device's offline package: the one its shell serves (given with `open --package` or chosen
 * here, pending or current), where the page on screen came from as the page was told
 * (`packageInfo`), and the control to choose a package file and its public key. The verdict and
 * what follows (healthy, rolled back) are in the timeline.
 */
export function PackageState(props: {
  calls: readonly CallEntry[];
  shell: ShellPackage;
  available: boolean;
  onChoose(zip: File, publicKey: File | undefined): Promise<unknown>;
}) {
  const { shell } = props;
  const page = pageSource(props.calls);
  const [zip, setZip] = useState<File>();
  const [key, setKey] = useState<File>();
  const [busy, setBusy] = useState(false);
  const { problem, attempt } = useProblem(T.package.failed);
  const given = shell.served;
  return (
    <div className="dock-section" data-testid="emulator-package">
      <h3>{T.package.title}</h3>
      <dl className="form-grid">
        <dt>{T.package.given}</dt>
        <dd data-testid="emulator-package-given">
          {given
            ? `${T.package.build(given.version, given.build)} · ${T.package.status[shell.status ?? 'current']}`
            : T.package.none}
        </dd>
        <dt>{T.package.page}</dt>
        <dd data-testid="emulator-package-page">
          {!page
            ? T.package.notAsked
            : page.source === 'package'
              ? T.package.fromPackage(page.version, page.build)
              : T.package.fromNetwork}
        </dd>
      </dl>
      {props.available ? (
        <form
          className="form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            if (!zip) return;
            setBusy(true);
            void attempt(props.onChoose(zip, key)).finally(() => setBusy(false));
          }}
        >
          <FileField
            label={T.package.file}
            accept=".zip,application/zip"
            testId="emulator-package-file"
            onChange={setZip}
          />
          <FileField
            label={T.package.key}
            accept=".pem"
            testId="emulator-package-key"
            title={shell.defaultKey ? T.package.keyDefault : T.package.keyNeeded}
            onChange={setKey}
          />
          <p className="hint wide">
            {shell.defaultKey ? T.package.keyDefault : T.package.keyNeeded}
          </p>
          <div className="row">
            <button type="submit" disabled={!zip || busy}>
              {busy ? T.package.opening : T.package.open}
            </button>
          </div>
        </form>
      ) : (
        <p className="hint">{T.package.unavailable}</p>
      )}
      <ProblemAlert problem={problem} />
      <p className="hint">{T.package.hint}</p>
    </div>
  );
}

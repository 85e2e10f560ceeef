import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';
import type { CallEntry } from '../../types/call-entry';
import { T } from '../texts';

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
 * The offline package the device's shell was given (`open --package`) and where the page on
 * screen came from, as the page was told (`packageInfo`): the package with its version and build,
 * or the network.
 */
export function PackageState(props: { calls: readonly CallEntry[]; given?: PackageInfoResult }) {
  const page = pageSource(props.calls);
  return (
    <div className="dock-section" data-testid="emulator-package">
      <h3>{T.package.title}</h3>
      <dl className="form-grid">
        <dt>{T.package.given}</dt>
        <dd data-testid="emulator-package-given">
          {props.given ? T.package.build(props.given.version, props.given.build) : T.package.none}
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
      <p className="hint">{T.package.hint}</p>
    </div>
  );
}

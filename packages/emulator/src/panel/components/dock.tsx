import type { Remote } from 'comlink';
import { type ComponentProps, type ReactNode, type RefObject, useRef } from 'react';
import { FieldView } from '../field/field-view';
import type { FrameApi } from '../frame-link';
import { T } from '../texts';
import { Timeline } from '../timeline/timeline';
import { IdentityForm } from './identity-form';
import { PackageState } from './package-state';
import { ReplyEditor } from './reply-editor';
import { Responders } from './responders';
import { SandboxControls } from './sandbox-controls';
import { ShellSettings } from './shell-settings';
import { WorkerControls } from './worker-controls';

export type DockTab = keyof typeof T.tabs;

/** The dock beside the device: calls waiting for a reply, then the timeline, sandbox, shell and identity tabs. */
export function Dock(props: {
  tab: DockTab;
  onTab(tab: DockTab): void;
  asks: ComponentProps<typeof ReplyEditor>;
  timeline: ComponentProps<typeof Timeline>;
  sandbox: ComponentProps<typeof SandboxControls> & {
    /** The page's shell (the service worker section asks it). */
    frame: RefObject<Remote<FrameApi> | FrameApi | null>;
    /** The device's shell and its package, and the control to choose one. */
    package: Omit<ComponentProps<typeof PackageState>, 'calls'>;
  };
  shell: ComponentProps<typeof ShellSettings>;
  responders: ComponentProps<typeof Responders>;
  identity: ComponentProps<typeof IdentityForm>;
  field: ComponentProps<typeof FieldView>;
}) {
  const { sandbox } = props;
  const seenField = useRef(false);
  if (props.tab === 'field') seenField.current = true;
  const panels: Record<DockTab, ReactNode> = {
    timeline: <Timeline {...props.timeline} />,
    sandbox: (
      <>
        <SandboxControls deviceId={sandbox.deviceId} onChanged={sandbox.onChanged} />
        <PackageState calls={props.timeline.calls} {...sandbox.package} />
        <WorkerControls frame={sandbox.frame} onReload={sandbox.onChanged} />
      </>
    ),
    shell: (
      <>
        <ShellSettings {...props.shell} />
        <Responders {...props.responders} />
      </>
    ),
    identity: <IdentityForm {...props.identity} />,
    // Mounted when first chosen: its charts load only then.
    field: props.tab === 'field' || seenField.current ? <FieldView {...props.field} /> : null,
  };
  const tabs = Object.keys(T.tabs) as DockTab[];
  return (
    <aside className="dock">
      <ReplyEditor {...props.asks} />
      <div className="tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={props.tab === t}
            onClick={() => props.onTab(t)}
          >
            {T.tabs[t]}
          </button>
        ))}
      </div>
      {/* Every tab stays mounted (hidden when not chosen): faults and drafts survive a look elsewhere. */}
      {tabs.map((t) => (
        <div
          key={t}
          className="tab-body"
          role="tabpanel"
          aria-label={T.tabs[t]}
          hidden={props.tab !== t}
        >
          {panels[t]}
        </div>
      ))}
    </aside>
  );
}

import type { Remote } from 'comlink';
import type { ReactNode, RefObject } from 'react';
import type { RequestEntry } from '../../core/call-log';
import type { Identity } from '../../core/identity';
import type { ScriptedReply } from '../../types/scenario';
import type { FrameApi } from '../frame-link';
import { T } from '../texts';
import { Timeline } from '../timeline/timeline';
import type { SentEvent, TimedCall } from '../timeline/timeline-model';
import { IdentityForm } from './identity-form';
import { type PendingAsk, ReplyEditor } from './reply-editor';
import { Responders } from './responders';
import { SandboxControls } from './sandbox-controls';
import { type Policy, type Protocol, ShellSettings } from './shell-settings';
import { WorkerControls } from './worker-controls';

export type DockTab = keyof typeof T.tabs;

/** The dock beside the device: calls waiting for a reply, then the timeline, sandbox, shell and identity tabs. */
export function Dock(props: {
  tab: DockTab;
  onTab(tab: DockTab): void;
  asks: PendingAsk[];
  onAnswer(ask: PendingAsk, reply: ScriptedReply): void;
  calls: TimedCall[];
  requests: RequestEntry[];
  events: SentEvent[];
  onClear(): void;
  deviceId: string;
  onSandboxChanged(): void;
  /** The page's shell (the service worker section asks it). */
  appFrame: RefObject<Remote<FrameApi> | FrameApi | null>;
  policy: Policy;
  protocol: Protocol;
  onPolicy(policy: Policy): void;
  onProtocol(protocol: Protocol): void;
  replies: Record<string, ScriptedReply>;
  onReplies(replies: Record<string, ScriptedReply>): void;
  identity: Partial<Identity>;
  onApplyIdentity(identity: Partial<Identity>): void;
  onGenerateIdentity(): void;
}) {
  // Every tab stays mounted (hidden when not chosen): faults and drafts survive a look elsewhere.
  const body = (tab: DockTab, children: ReactNode) => (
    <div className="tab-body" role="tabpanel" aria-label={T.tabs[tab]} hidden={props.tab !== tab}>
      {children}
    </div>
  );
  return (
    <aside className="dock">
      <ReplyEditor asks={props.asks} onAnswer={props.onAnswer} />
      <div className="tabs" role="tablist">
        {(Object.keys(T.tabs) as DockTab[]).map((t) => (
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
      {body(
        'timeline',
        <Timeline
          calls={props.calls}
          requests={props.requests}
          events={props.events}
          onClear={props.onClear}
        />,
      )}
      {body(
        'sandbox',
        <>
          <SandboxControls deviceId={props.deviceId} onChanged={props.onSandboxChanged} />
          <WorkerControls frame={props.appFrame} onReload={props.onSandboxChanged} />
        </>,
      )}
      {body(
        'shell',
        <>
          <ShellSettings
            policy={props.policy}
            protocol={props.protocol}
            onPolicy={props.onPolicy}
            onProtocol={props.onProtocol}
          />
          <Responders replies={props.replies} onChange={props.onReplies} />
        </>,
      )}
      {body(
        'identity',
        <IdentityForm
          identity={props.identity}
          onApply={props.onApplyIdentity}
          onGenerate={props.onGenerateIdentity}
        />,
      )}
    </aside>
  );
}

import type { BridgeMethodName } from '@hybrid-loan/bridge-sdk/contract';
import { useMemo, useState } from 'react';
import type { Identity } from '../core/identity';
import { type Recording, recordingToScenario } from '../core/record';
import type { ScriptedReply, Step } from '../core/scenario';
import { T } from './texts';
import type { TimedCall } from './timeline/timeline-model';

/** Export: the recording as a scenario, saved by the panel server (or downloaded). */
export function useExport(state: {
  route: string;
  deviceId: string;
  identity: Partial<Identity>;
  protocol: 'message' | 'legacy';
  policy: 'stub' | 'fail' | 'ask';
  steps: Step[];
  calls: TimedCall[];
  answers: Partial<Record<BridgeMethodName, ScriptedReply[]>>;
  replies: Record<string, ScriptedReply>;
}) {
  const [message, setMessage] = useState('');
  const { route, deviceId, identity, protocol, policy, steps, calls, answers, replies } = state;
  const scenario = useMemo(() => {
    const rec: Recording = {
      name: `recorded-${
        route
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase() || 'home'
      }`,
      device: deviceId,
      identity,
      entry: route,
      protocol,
      unscripted: policy,
      steps,
      calls,
      // Responders set in the panel are part of what was recorded.
      answers: {
        ...Object.fromEntries(Object.entries(replies).map(([m, r]) => [m, [r]])),
        ...answers,
      } as Partial<Record<BridgeMethodName, ScriptedReply[]>>,
    };
    return recordingToScenario(rec);
  }, [route, deviceId, identity, protocol, policy, steps, calls, answers, replies]);
  const onExport = async () => {
    const text = `${JSON.stringify(scenario, null, 2)}\n`;
    const response = await fetch('/api/scenarios', { method: 'POST', body: text });
    const saved = (await response.json()) as {
      saved?: boolean;
      file?: string;
      error?: string;
      text?: string;
    };
    if (saved.error) return setMessage(saved.error);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([saved.text ?? text], { type: 'application/json' }));
    link.download = `${scenario.name}.json`;
    link.click();
    setMessage(saved.saved && saved.file ? T.messages.saved(saved.file) : T.messages.downloaded);
  };
  return { message, onExport };
}

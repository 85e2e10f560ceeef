import type { Step } from '../types/scenario';
import { isSecretField, isSecretKey, REDACTED, redactText } from './redact';

// The scenario format lives in the types room (hosts, the panel and its config share it).
export type {
  CallOrder,
  ExpectedCall,
  NetworkProfile,
  SandboxFault,
  Scenario,
  ScriptedReply,
  Step,
  UnscriptedPolicy,
} from '../types/scenario';

/** A human label for a step in reports and the panel; typed secrets and phone numbers hidden. */
export function describeStep(step: Step): string {
  return redactText(stepLabel(step));
}

function stepLabel(step: Step): string {
  switch (step.step) {
    case 'tap':
      return `tap ${step.testId ? `[${step.testId}]` : step.label ? `(${step.label})` : `"${step.text}"`}${step.nth ? ` #${step.nth}` : ''}`;
    case 'fill':
      return `fill [${step.testId}] with ${isSecretField(step.testId) || isSecretKey(step.testId) ? REDACTED : `"${step.value}"`}`;
    case 'waitForText':
      return `wait for "${step.text}"`;
    case 'waitFor':
      return `wait for [${step.testId}]`;
    case 'expectText':
      return `expect ${step.absent ? 'no ' : ''}"${step.text}"${step.testId ? ` in [${step.testId}]` : ''}`;
    case 'expectUrl':
      return `expect URL ${step.path}${step.query ? ` ${new URLSearchParams(step.query)}` : ''}`;
    case 'event':
      return `native event ${step.name}${step.data ? ` ${JSON.stringify(step.data)}` : ''}`;
    case 'expectBridgeCall':
      return `expect bridge call ${step.method}${step.params ? ` ${JSON.stringify(step.params)}` : ''}`;
    case 'screenshot':
      return `screenshot ${step.name}`;
    case 'wait':
      return `wait ${step.ms} ms`;
    case 'reopen':
      return 'reopen the entry (same device)';
    case 'network':
      return `network ${step.state}`;
    case 'server':
      return `server: ${[step.newBuild ? 'new build' : '', step.switchOff === undefined ? '' : `kill switch ${step.switchOff ? 'off' : 'on'}`].filter(Boolean).join(', ')}`;
    case 'expectFieldReport':
      return `expect ${step.count ?? 1} field report${step.count === 1 || step.count === undefined ? '' : 's'} ${JSON.stringify({ type: step.type, method: step.method, code: step.code, endpoint: step.endpoint, page: step.page })}`;
    case 'expectServiceWorker':
      return `expect service worker ${JSON.stringify({ active: step.active, controlled: step.controlled, waiting: step.waiting, newVersion: step.newVersion })}`;
  }
}

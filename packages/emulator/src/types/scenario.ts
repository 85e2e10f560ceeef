import type { SandboxFault } from '@hybrid-loan/dev-contract';
import type { InferOutput } from 'valibot';
import type { PushedEventSchema, ScriptedReplySchema } from './scenario-replies-schema';
import type { ExpectedCallSchema, ScenarioSchema } from './scenario-schema';
import type { StepSchema } from './scenario-steps-schema';

// The scenario format, version 1: the types are inferred from its one declaration, the valibot
// schema in scenario-schema.ts (which also writes `scenario.schema.json` for editors).

/** A whole scenario file. */
export type Scenario = InferOutput<typeof ScenarioSchema>;
export type UnscriptedPolicy = NonNullable<Scenario['unscripted']>;
export type NetworkProfile = NonNullable<Scenario['network']>;
export type CallOrder = NonNullable<Scenario['expectedCalls']>['order'];

/** A native event a responder pushes after its reply (or after the call, with noReply). */
export type PushedEvent = InferOutput<typeof PushedEventSchema>;

/**
 * A responder for one call, and what every host hands the in-page shell: a value (`result`), a
 * contract error, a latency (`delayMs`), no reply at all (`noReply`), an event to push afterwards.
 */
export type ScriptedReply = InferOutput<typeof ScriptedReplySchema>;

/** A sandbox fault: the dev contract's shape. */
export type { SandboxFault };

/** One step of a scenario, told apart by its `step`. */
export type Step = InferOutput<typeof StepSchema>;

/** A bridge call a scenario expects. */
export type ExpectedCall = InferOutput<typeof ExpectedCallSchema>;

/** The app's service worker as a page sees it (the worker answers `GET_STATE`). */
export interface WorkerInfo {
  /** The engine has `navigator.serviceWorker` in this page. */
  supported: boolean;
  active: string | null;
  waiting: string | null;
  /** The build of the worker that serves this page (null: the page came from the network). */
  controller: string | null;
  cached: number;
  total: number;
}

import { BRIDGE_EVENTS } from '@hybrid-loan/bridge-sdk/contract';
import * as v from 'valibot';
import { describe, jsonObject, kebab, ms, note, text, timeoutMs } from './scenario-fields';

// A scenario's steps: what the scenario does on the device and what it waits for. Part of the
// scenario format (scenario-schema.ts).

const step = <T extends string, E extends v.ObjectEntries>(name: T, entries: E) =>
  v.strictObject({ step: v.literal(name), ...entries });

/** Each kind of step, by its `step` (the schema file names each as a definition). */
export const STEPS = {
  tap: step('tap', {
    testId: v.optional(text),
    text: v.optional(text),
    label: v.optional(describe(text, "The accessible name (aria-label), e.g. the nav bar's Back.")),
    nth: v.optional(ms()),
    timeoutMs,
    note,
  }),
  fill: step('fill', { testId: text, value: v.string(), timeoutMs, note }),
  waitForText: step('waitForText', { text, timeoutMs, note }),
  waitFor: step('waitFor', { testId: text, timeoutMs, note }),
  expectText: step('expectText', {
    text,
    testId: v.optional(text),
    absent: v.optional(v.boolean()),
    timeoutMs,
    note,
  }),
  expectUrl: step('expectUrl', {
    path: describe(v.pipe(v.string(), v.regex(/^\//)), 'The hash path, e.g. /repay.'),
    query: v.optional(v.record(v.string(), v.string())),
    timeoutMs,
    note,
  }),
  event: step('event', { name: v.picklist(BRIDGE_EVENTS), data: v.optional(jsonObject), note }),
  expectBridgeCall: step('expectBridgeCall', {
    method: text,
    params: v.optional(jsonObject),
    timeoutMs,
    note,
  }),
  screenshot: step('screenshot', {
    name: kebab,
    threshold: v.optional(
      describe(
        v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
        'pixelmatch colour threshold per pixel; default 0.1.',
      ),
    ),
    maxDiffRatio: v.optional(
      describe(
        v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
        'Share of pixels allowed to differ; default 0.01.',
      ),
    ),
    note,
  }),
  wait: step('wait', { ms: ms(30_000), note }),
  reopen: describe(
    step('reopen', { note }),
    'The webview closes and the entry is opened again on the same device (same app data): a repeat open.',
  ),
  network: describe(
    step('network', { state: v.picklist(['offline', 'online']), note }),
    'The connection goes down or comes back from here on (an engine that cannot emulate it skips the scenario).',
  ),
  server: describe(
    step('server', {
      newBuild: v.optional(v.literal(true)),
      switchOff: v.optional(v.boolean()),
      note,
    }),
    'The server side of the service worker, for this device only: a new build deployed, the kill switch (sw-switch.json) off or back on.',
  ),
  expectServiceWorker: describe(
    step('expectServiceWorker', {
      active: v.optional(
        describe(
          v.boolean(),
          'An active worker with its whole build cached (false: none registered).',
        ),
      ),
      controlled: v.optional(describe(v.boolean(), 'This page was served by the worker.')),
      waiting: v.optional(
        describe(v.boolean(), 'A new build installed, waiting for the next open.'),
      ),
      newVersion: v.optional(
        describe(
          v.boolean(),
          "The page's worker is another build than the one the scenario's first expectServiceWorker saw.",
        ),
      ),
      timeoutMs,
      note,
    }),
    "Waits until the app's service worker is as described.",
  ),
  expectFieldReport: describe(
    step('expectFieldReport', {
      type: v.picklist(['error', 'rejection', 'render', 'chunk', 'bridge', 'api', 'state']),
      method: v.optional(describe(text, 'bridge: the contract method, e.g. bankStart.')),
      code: v.optional(
        describe(text, 'bridge: the error code, e.g. TIMEOUT; api: the business code.'),
      ),
      endpoint: v.optional(
        describe(text, 'api: the endpoint path, e.g. /v3/personal-center/contact-kf-info.'),
      ),
      page: v.optional(describe(text, "The report's page (route path), e.g. /addnormalcard.")),
      count: v.optional(
        describe(
          v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
          'Exactly this many (default 1).',
        ),
      ),
      timeoutMs,
      note,
    }),
    "Waits until the sandbox received exactly `count` field reports of this device that match (the pages send them in batches: allow the bridge's timeout and a few seconds), and checks that none of them carries a value of the scenario's identity.",
  ),
};

/** One step of a scenario, told apart by its `step`. */
export const StepSchema = v.pipe(
  v.variant('step', [
    STEPS.tap,
    STEPS.fill,
    STEPS.waitForText,
    STEPS.waitFor,
    STEPS.expectText,
    STEPS.expectUrl,
    STEPS.event,
    STEPS.expectBridgeCall,
    STEPS.screenshot,
    STEPS.wait,
    STEPS.reopen,
    STEPS.network,
    STEPS.server,
    STEPS.expectServiceWorker,
    STEPS.expectFieldReport,
  ]),
  // For editors: pick the branch by its tag (JSON Schema's OpenAPI-style hint).
  v.metadata({ discriminator: { propertyName: 'step' } }),
);

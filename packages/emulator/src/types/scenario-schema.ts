import { ERROR_CODES } from '@hybrid-loan/bridge-sdk';
import {
  BRIDGE_CHECK_PAGE,
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  IDENTITY_KEYS,
  type IdentityKey,
} from '@hybrid-loan/bridge-sdk/contract';
import { SANDBOX_FAULT_LIMITS } from '@hybrid-loan/dev-contract';
import * as v from 'valibot';
import { DEVICE_IDS } from './device';
import { SHELL_FAULTS } from './shell-faults';

// The scenario format, version 1, declared once: the TypeScript types (types/scenario.ts) are
// inferred from it, files are checked with it (core/load-scenario.ts), and the published
// `scenario.schema.json` that QA's editors read is generated from it (scripts/write-schema.ts).

const text = v.pipe(v.string(), v.minLength(1));
const ms = (max?: number) =>
  max === undefined
    ? v.pipe(v.number(), v.integer(), v.minValue(0))
    : v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const describe = <S extends v.GenericSchema>(schema: S, description: string) =>
  v.pipe(schema, v.description(description));
const kebab = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/));
const jsonObject = v.record(v.string(), v.unknown());
const note = v.optional(v.string());
const timeoutMs = v.optional(ms());

/** A native event a responder pushes after its reply (or after the call, with noReply). */
export const PushedEventSchema = describe(
  v.strictObject({
    name: v.picklist(BRIDGE_EVENTS),
    data: v.optional(jsonObject),
    /** ms after the reply (default 0). */
    afterMs: v.optional(ms(60_000)),
  }),
  'A native event pushed to the page after the reply (after the call with noReply), e.g. bankResult after bankStart.',
);

/**
 * A responder for one call: a value (`result`), a contract error, a latency (`delayMs`), no reply
 * at all (`noReply`: the page's timeout runs out), and an event to push afterwards (`event`).
 */
export const ScriptedReplySchema = v.strictObject({
  result: v.optional(describe(v.unknown(), 'The result sent with ok: true.')),
  error: v.optional(
    v.strictObject({ code: v.picklist(ERROR_CODES), message: v.optional(v.string()) }),
  ),
  delayMs: v.optional(describe(ms(60_000), 'Latency: ms before the reply is sent.')),
  noReply: v.optional(describe(v.boolean(), "Never answer (the page's timeout runs out).")),
  event: v.optional(PushedEventSchema),
});

const { status, latencyMs, times, textLength } = SANDBOX_FAULT_LIMITS;
const bounded = (range: { min: number; max: number }) =>
  v.pipe(v.number(), v.integer(), v.minValue(range.min), v.maxValue(range.max));

/** A sandbox fault: the dev contract's shape and ranges. */
export const FaultSchema = v.strictObject({
  endpoint: v.pipe(v.string(), v.regex(/^(\*|\/\S*)$/), v.maxLength(textLength)),
  latencyMs: v.optional(bounded(latencyMs)),
  code: v.optional(
    v.union([v.pipe(text, v.maxLength(textLength)), v.pipe(v.number(), v.integer())]),
  ),
  message: v.optional(v.pipe(v.string(), v.maxLength(textLength))),
  status: v.optional(bounded(status)),
  malformed: v.optional(v.boolean()),
  drop: v.optional(v.boolean()),
  lostReply: v.optional(v.boolean()),
  times: v.optional(bounded(times)),
});

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

/** A bridge call a scenario expects. */
export const ExpectedCallSchema = v.strictObject({
  method: text,
  params: v.optional(
    describe(
      jsonObject,
      'Matched key by key (a subset of the actual params); "[redacted]" matches any value.',
    ),
  ),
});

// Every identity key of the contract, in its order; the platform is one of the two shells'.
const identityEntries = {
  ...(Object.fromEntries(IDENTITY_KEYS.map((key) => [key, v.optional(v.string())])) as {
    [K in IdentityKey]: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
  }),
  platform: v.optional(v.picklist(['android', 'ios'])),
};

/**
 * The scripted replies of one method: one reply, or a list used in turn. Chosen by the value's
 * own type, so that a problem is reported in the form the file uses (a union would also try an
 * array as an object).
 */
export const ReplyOrList = v.lazy((input: unknown) =>
  Array.isArray(input) ? v.pipe(v.array(ScriptedReplySchema), v.minLength(1)) : ScriptedReplySchema,
);

/** A whole scenario file. */
export const ScenarioSchema = v.pipe(
  v.strictObject({
    $schema: v.optional(v.string()),
    version: describe(v.literal(1), 'The format version.'),
    name: describe(kebab, 'kebab-case; names baselines and report rows.'),
    description: v.optional(v.string()),
    device: v.optional(
      describe(v.picklist(DEVICE_IDS), 'A device profile id; default android-low.'),
    ),
    orientation: v.optional(v.picklist(['portrait', 'landscape'])),
    network: v.optional(v.picklist(['online', 'offline', 'slow-3g', 'fast-4g'])),
    identity: v.optional(
      describe(
        v.strictObject(identityEntries),
        'Identity parameters; the missing ones are generated (a signed-in borrower). token "" opens signed out.',
      ),
    ),
    entry: describe(
      v.pipe(v.string(), v.regex(/^#?\//)),
      'The hash route the shell opens, e.g. /loanDetails?productId=1&orderId=1001.',
    ),
    page: v.optional(
      describe(
        v.picklist([BRIDGE_CHECK_PAGE]),
        'The page file of the build the shell opens (default: the app, index.html): bridge-check.html is the bridge self-check.',
      ),
    ),
    protocol: v.optional(
      describe(v.picklist(['message', 'legacy']), "The shell's wire protocol; default message."),
    ),
    legacyTable: v.optional(
      describe(
        v.record(
          v.picklist(BRIDGE_METHODS),
          v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*(\(.*\))?$/))),
        ),
        'Protocol legacy: contract method to legacy signature, e.g. { "call": "callPhoneMethod(phone)" }; default the SDK\'s table.',
      ),
    ),
    replies: v.optional(
      describe(
        v.record(v.picklist(BRIDGE_METHODS), v.optional(ReplyOrList)),
        'Scripted replies per method: one reply, or a list used in turn (the last repeats).',
      ),
    ),
    unscripted: v.optional(
      describe(
        v.picklist(['stub', 'fail', 'ask']),
        'What the shell answers to an unscripted call; default stub.',
      ),
    ),
    shellFaults: v.optional(
      describe(
        v.array(v.picklist(SHELL_FAULTS)),
        'Makes the shell wrong on purpose (what the bridge self-check must name): hello-missing-method (hello leaves out rate), wrong-error-code (every error reply says NATIVE_ERROR), unchecked-scheme (openPage to intent:, javascript:, file: goes through), foreign-session (replies carry the first session the shell saw).',
      ),
    ),
    sandbox: v.optional(
      v.strictObject({
        fixtures: v.optional(v.record(v.string(), v.string())),
        faults: v.optional(v.array(FaultSchema)),
      }),
    ),
    package: v.optional(
      describe(
        v.strictObject({
          version: describe(
            v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/)),
            'The manifest version, e.g. 1.0.0.',
          ),
          build: describe(
            v.pipe(v.number(), v.integer(), v.minValue(1)),
            'The manifest build number.',
          ),
          make: v.optional(
            describe(
              v.picklist(['signed', 'tampered', 'silent']),
              "signed (default): the served build, signed with the run's key; tampered: one byte of a script changed after signing; silent: its document never starts the app, so its pages never report health.",
            ),
          ),
          installedBuild: v.optional(
            describe(
              v.pipe(v.number(), v.integer(), v.minValue(1)),
              'The build the shell has installed already: a lower build is a downgrade.',
            ),
          ),
          expect: describe(
            v.picklist(['healthy', 'refused', 'rolled-back']),
            "What the device's shell must do with it: serve it and see it reported healthy, refuse it (the pages from the network), or roll it back.",
          ),
          refusal: v.optional(
            describe(text, "expect refused: the verifier's code, e.g. FILE_MISMATCH, DOWNGRADE."),
          ),
        }),
        "The offline package the device's shell is given (built by the replay from the build it serves and signed with a key of the run), served its platform's way, and what the shell must do with it. `--package` on the command line replaces it.",
      ),
    ),
    steps: v.array(StepSchema),
    expectedCalls: v.optional(
      v.strictObject({
        order: v.picklist(['strict', 'unordered', 'subset']),
        ignore: v.optional(
          describe(v.array(v.string()), 'Methods left out of the comparison; default ["hello"].'),
        ),
        calls: v.array(ExpectedCallSchema),
      }),
    ),
  }),
  v.title('Emulator scenario (version 1)'),
);

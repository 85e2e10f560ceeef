import { BRIDGE_CHECK_FORMAT, type BridgeCheckReport } from '../contract/bridge-check.js';
import { IDENTITY_KEYS, type Identity } from '../contract/identity.js';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  type BridgeEventName,
  type BridgeMethodName,
  DEFAULT_LEGACY_TABLE,
} from '../contract/methods.js';
import { NATIVE_ROUTES } from '../contract/native-routes.js';
import type { BridgeEvents, ParamsOf, ResultOf } from '../contract.js';
import type { HelloResult } from '../contract-types.js';
import { ERROR_CODES } from '../errors.js';
import type { WireCall, WireEvent, WireReply } from '../protocols/message.js';
import {
  type Assert,
  anyOf,
  array,
  boolean,
  type Desc,
  doc,
  integer,
  type JsonSchema,
  literal,
  number,
  object,
  record,
  ref,
  type Same,
  string,
  type TypeOf,
  unknown,
  type Within,
} from './describe.js';

// The wire of the bridge contract as JSON Schema, described once here against the TypeScript
// contract (the `Assert` lines fail to compile when the two differ) and written to
// `schema/*.schema.json` by `npm run schema` (a test fails when the files drift).

const empty = doc(object({}, {}, true), 'No params: `{}`.');
const bank = { orderId: doc(string(), 'The order.'), productId: doc(string(), 'Its product.') };

/** Each method's params, as the page sends them (closed objects: other keys are refused). */
const params = {
  openPage: doc(
    anyOf(
      doc(
        object(
          { url: doc(string(), 'An absolute URL (https, the page origin or the brand scheme).') },
          { title: doc(string(), 'The title bar text.') },
          true,
        ),
        'Open a URL.',
        'OpenUrlParams',
      ),
      doc(
        object(
          { route: doc(literal(...NATIVE_ROUTES), 'A native screen.') },
          { query: doc(record(string()), 'Its string arguments.') },
          true,
        ),
        'Open a native screen.',
        'OpenRouteParams',
      ),
    ),
    'A URL or a native route.',
  ),
  closeWebview: empty,
  goHome: empty,
  goMine: empty,
  logout: empty,
  call: object(
    {
      phone: doc(
        string({ pattern: '^[^*#,;]*[0-9][^*#,;]*$' }),
        'Digits with at most one leading `+` (the SDK sends it reduced); never `*`, `#`, `,` or `;`.',
      ),
    },
    {},
    true,
  ),
  rate: empty,
  trackConfirm: object(
    { event: doc(string({ minLength: 1 }), 'The event name.') },
    { params: doc(record(anyOf(string(), number)), 'Event properties.') },
    true,
  ),
  bankStart: object({}, bank, true),
  bankEnd: object({ ok: doc(boolean, 'Whether the bank flow succeeded.') }, bank, true),
  hello: object({ contract: doc(literal(1), 'The contract version the page speaks.') }, {}, true),
  packageInfo: empty,
  reportHealth: object(
    {
      rendered: doc(
        literal('data', 'error'),
        "What the page's first render showed: its data, or its error state (either is healthy).",
      ),
    },
    {},
    true,
  ),
} satisfies { [M in BridgeMethodName]: Desc<unknown> };

const nil = doc(literal(null as never), 'Always `null`.') as Desc<undefined>;
nil.schema.const = null;
/** Each method's result in a reply (open objects: newer shells may add fields). */
const results = {
  openPage: nil,
  closeWebview: nil,
  goHome: nil,
  goMine: nil,
  logout: nil,
  call: nil,
  rate: object({ shown: doc(boolean, 'Whether a rating dialog was shown.') }),
  trackConfirm: nil,
  bankStart: nil,
  bankEnd: nil,
  hello: object({
    contract: doc(number, 'The contract version the shell speaks: 1.'),
    platform: literal('android', 'ios'),
    appVersion: doc(string(), "The app's version, e.g. `8.2.0`."),
    methods: doc(array(string()), 'The contract methods the shell handles.'),
  }),
  packageInfo: object({
    version: doc(string(), "The package's `version` (empty from the network)."),
    build: doc(number, "The package's `build` (0 from the network)."),
    source: literal('package', 'network'),
  }),
  reportHealth: nil,
} satisfies { [M in BridgeMethodName]: Desc<unknown> };

const data = {
  resume: object({}),
  back: object({}),
  bankResult: object(
    { ok: doc(boolean, 'Whether the bank flow succeeded.') },
    { orderId: doc(string(), 'The order it was for.') },
  ),
} satisfies { [E in BridgeEventName]: Desc<unknown> };

// The compiler checks each description against the contract's own types.
type Shell<T> = Omit<T, 'platform'> & { platform: 'android' | 'ios' };
type ParamsMatch = {
  [M in BridgeMethodName]: Same<TypeOf<(typeof params)[M]>, ParamsOf<M>>;
};
type ResultsMatch = {
  [M in BridgeMethodName]: Same<
    TypeOf<(typeof results)[M]>,
    M extends 'hello' ? Shell<HelloResult> : ResultOf<M>
  >;
};
type EventsMatch = { [N in BridgeEventName]: Same<TypeOf<(typeof data)[N]>, BridgeEvents[N]> };
/** @internal Compile-time only: every method's params and result, every event's data. */
export type WireSchemaChecks = [
  Assert<ParamsMatch[BridgeMethodName]>,
  Assert<ResultsMatch[BridgeMethodName]>,
  Assert<EventsMatch[BridgeEventName]>,
];

const head = {
  bridge: doc(literal(1), 'Always 1.'),
  session: doc(string(), "The page load's session; a reply carries the call's."),
  id: doc(integer, "The call's id; a reply carries the call's."),
};
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const wireCall = anyOf(
  ...BRIDGE_METHODS.map((m) =>
    doc(
      object(
        { ...head, method: literal(m), params: ref(`${pascal(m)}Params`, params[m]) },
        {},
        true,
      ),
      `A \`${m}\` call.`,
    ),
  ),
) as Desc<WireCall>;

const errorCode = doc(
  literal(...ERROR_CODES),
  'The contract error codes; a shell may send its own code, which the page reports as NATIVE_ERROR.',
);
const wireError = object({
  code: doc(string(), "A contract code (ErrorCode) or the shell's own."),
  message: doc(string(), 'What went wrong, for logs.'),
});
const wireReply = anyOf(
  doc(
    object(
      {
        ...head,
        ok: literal(true),
        result: doc(
          unknown,
          "The method's result (`null` for void methods; see the *Result definitions).",
        ),
      },
      {},
      true,
    ),
    'A successful reply.',
    'WireSuccess',
  ),
  doc(
    object({ ...head, ok: literal(false), error: ref('WireError', wireError) }, {}, true),
    'An error reply.',
    'WireFailure',
  ),
);

const wireEvent = anyOf(
  ...BRIDGE_EVENTS.map((e) =>
    doc(
      object(
        {
          bridge: head.bridge,
          event: literal(e),
          ...(e === 'bankResult' ? { data: ref('BankResultEvent', data[e]) } : {}),
        },
        e === 'bankResult' ? {} : { data: data[e] },
        true,
      ),
      `The \`${e}\` event${e === 'bankResult' ? '' : ' (`data` may be left out)'}.`,
    ),
  ),
);

const legacyCall = doc(
  object(
    {
      legacy: doc(string(), 'The legacy function (see LegacyDefaultTable).'),
      args: doc(
        array(string()),
        'Its string arguments, in order (objects as JSON, an absent optional one as "").',
      ),
    },
    {},
    true,
  ),
  'A legacy call as the conformance vectors write it: the function name and its string arguments.',
);

const identityKeys: Record<string, Desc<unknown>> = {};
for (const k of IDENTITY_KEYS) identityKeys[k] = string();
identityKeys.platform = literal('android', 'ios');
identityKeys.languageType = doc(string(), '`1`: English, India, ₹; anything else Indonesian.');
const identity = doc(
  object({}, identityKeys as { [K in keyof Identity]-?: Desc<string> }),
  'The identity parameters the shell puts in the page URL (hash query); a key may be absent (no token: signed out). Values are strings, URL-encoded in the URL.',
);

/** @internal Compile-time only. */
export type WireMessageChecks = [
  Assert<Within<TypeOf<typeof wireCall>, WireCall>>,
  Assert<Same<TypeOf<typeof wireReply>, WireReply>>,
  Assert<Within<TypeOf<typeof wireEvent>, Partial<WireEvent>>>,
  Assert<Within<TypeOf<typeof identity>, Identity>>,
];

const defs: Record<string, JsonSchema> = {};
for (const m of BRIDGE_METHODS) defs[`${pascal(m)}Params`] = params[m].schema;
for (const m of BRIDGE_METHODS) defs[`${pascal(m)}Result`] = results[m].schema;
Object.assign(defs, {
  WireCall: doc(
    wireCall,
    'Page to shell (protocol message): one per call. Android gets it as a JSON string, iOS as an object.',
  ).schema,
  WireReply: doc(
    wireReply,
    'Shell to page: the reply to one call, through `window.LoanNativeReceive`. None for navigating methods.',
  ).schema,
  WireError: wireError.schema,
  ErrorCode: errorCode.schema,
  WireEvent: doc(wireEvent, 'Shell to page: an event, through `window.LoanNativeReceive`.').schema,
  BankResultEvent: data.bankResult.schema,
  LegacyCall: legacyCall.schema,
  LegacyDefaultTable: {
    description:
      "The older shells' legacy functions for each method, with their arguments (`?`: optional).",
    const: DEFAULT_LEGACY_TABLE,
  },
  Identity: identity.schema,
});

const SCHEMA_BASE = 'https://hybrid-loan.example/bridge-sdk/schema/';
export const WIRE_SCHEMA_FILE = 'bridge-wire.schema.json';
export const REPORT_SCHEMA_FILE = 'bridge-check-report.schema.json';

/** Every wire message of the contract: a call, a reply or an event; the rest in `$defs`. */
export const wireSchema = (): JsonSchema => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCHEMA_BASE + WIRE_SCHEMA_FILE,
  title: 'Hybrid Loan bridge wire (contract 1)',
  description:
    'Every message of the bridge contract (README of @hybrid-loan/bridge-sdk). Generated from the TypeScript contract: do not edit, run `npm run schema -w @hybrid-loan/bridge-sdk`.',
  anyOf: [
    { $ref: '#/$defs/WireCall' },
    { $ref: '#/$defs/WireReply' },
    { $ref: '#/$defs/WireEvent' },
  ],
  $defs: defs,
});

const check = object(
  {
    id: doc(string({ minLength: 1 }), 'A stable id, e.g. `handshake.methods`.'),
    kind: literal('auto', 'guided'),
    status: literal('pass', 'fail', 'skip'),
  },
  {
    expected: doc(string(), 'What the contract asks for.'),
    actual: doc(string(), 'What the wire showed.'),
  },
  true,
);
const report = object(
  {
    format: literal(BRIDGE_CHECK_FORMAT),
    platform: literal('android', 'ios', 'web'),
    protocol: literal('message', 'legacy'),
    appVersion: string(),
    engine: doc(string(), "The webview's user agent."),
    checks: array(ref('Check', check)),
  },
  {},
  true,
);
/** @internal Compile-time only. */
export type ReportChecks = Assert<Same<TypeOf<typeof report>, BridgeCheckReport>>;

/** The bridge self-check page's export (`window.bridgeCheckReport`, the exported file). */
export const reportSchema = (): JsonSchema => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCHEMA_BASE + REPORT_SCHEMA_FILE,
  title: 'Bridge self-check report (format 1)',
  description:
    'What bridge-check.html exports. Generated from the TypeScript contract: do not edit, run `npm run schema -w @hybrid-loan/bridge-sdk`.',
  ...report.schema,
  $defs: { Check: check.schema },
});

/** The schema files, by name. */
export const schemaFiles = (): Record<string, JsonSchema> => ({
  [WIRE_SCHEMA_FILE]: wireSchema(),
  [REPORT_SCHEMA_FILE]: reportSchema(),
});

import { IDENTITY_KEYS, type Identity } from '../contract/identity.js';
import { BRIDGE_EVENTS, BRIDGE_METHODS, DEFAULT_LEGACY_TABLE } from '../contract/methods.js';
import { ERROR_CODES } from '../errors.js';
import type { WireCall, WireEvent, WireReply } from '../protocols/message.js';
import {
  type Assert,
  anyOf,
  array,
  type Desc,
  doc,
  integer,
  type JsonSchema,
  literal,
  object,
  ref,
  type Same,
  SCHEMA_BASE,
  string,
  type TypeOf,
  unknown,
  type Within,
} from './describe.js';
import { eventData, methodParams, methodResults } from './method-schemas.js';
import { REPORT_SCHEMA_FILE, reportSchema } from './report-schema.js';

// The wire of the bridge contract as JSON Schema: the messages (a call, a reply, an event), the
// legacy call of the vectors and the identity in the page URL, built from the methods' params and
// results (method-schemas.ts) and checked against the TypeScript types (the `Assert` lines fail to
// compile when the two differ). `npm run schema` writes `schemaFiles()` to `schema/*.schema.json`
// (a test fails when the files drift).

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
        { ...head, method: literal(m), params: ref(`${pascal(m)}Params`, methodParams[m]) },
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
          ...(e === 'bankResult' ? { data: ref('BankResultEvent', eventData[e]) } : {}),
        },
        e === 'bankResult' ? {} : { data: eventData[e] },
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
for (const m of BRIDGE_METHODS) defs[`${pascal(m)}Params`] = methodParams[m].schema;
for (const m of BRIDGE_METHODS) defs[`${pascal(m)}Result`] = methodResults[m].schema;
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
  BankResultEvent: eventData.bankResult.schema,
  LegacyCall: legacyCall.schema,
  LegacyDefaultTable: {
    description:
      "The older shells' legacy functions for each method, with their arguments (`?`: optional).",
    const: DEFAULT_LEGACY_TABLE,
  },
  Identity: identity.schema,
});

export const WIRE_SCHEMA_FILE = 'bridge-wire.schema.json';

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

/** The schema files, by name. */
export const schemaFiles = (): Record<string, JsonSchema> => ({
  [WIRE_SCHEMA_FILE]: wireSchema(),
  [REPORT_SCHEMA_FILE]: reportSchema(),
});

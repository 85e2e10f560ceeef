import type { BridgeEventName, BridgeMethodName } from '../contract/methods.js';
import { NATIVE_ROUTES } from '../contract/native-routes.js';
import type { BridgeEvents, ParamsOf, ResultOf } from '../method-table.js';
import type { HelloResult } from '../method-types.js';
import {
  type Assert,
  anyOf,
  array,
  boolean,
  type Desc,
  doc,
  literal,
  number,
  object,
  record,
  type Same,
  string,
  type TypeOf,
} from './describe.js';

// What each method sends and answers and what each event carries, as JSON Schema, described
// against the SDK's TypeScript types (the `Assert` lines at the end fail to compile when the two
// differ). wire-schema.ts wraps them into the wire's messages.

const empty = doc(object({}, {}, true), 'No params: `{}`.');
const bank = { orderId: doc(string(), 'The order.'), productId: doc(string(), 'Its product.') };

/** Each method's params, as the page sends them (closed objects: other keys are refused). */
export const methodParams = {
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
export const methodResults = {
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

/** Each event's data (open objects). */
export const eventData = {
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
  [M in BridgeMethodName]: Same<TypeOf<(typeof methodParams)[M]>, ParamsOf<M>>;
};
type ResultsMatch = {
  [M in BridgeMethodName]: Same<
    TypeOf<(typeof methodResults)[M]>,
    M extends 'hello' ? Shell<HelloResult> : ResultOf<M>
  >;
};
type EventsMatch = { [N in BridgeEventName]: Same<TypeOf<(typeof eventData)[N]>, BridgeEvents[N]> };
/** @internal Compile-time only: every method's params and result, every event's data. */
export type MethodSchemaChecks = [
  Assert<ParamsMatch[BridgeMethodName]>,
  Assert<ResultsMatch[BridgeMethodName]>,
  Assert<EventsMatch[BridgeEventName]>,
];

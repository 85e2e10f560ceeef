import { BRIDGE_CHECK_FORMAT, type BridgeCheckReport } from '../contract/bridge-check.js';
import {
  type Assert,
  array,
  doc,
  type JsonSchema,
  literal,
  object,
  ref,
  type Same,
  SCHEMA_BASE,
  string,
  type TypeOf,
} from './describe.js';

// The bridge self-check page's report as JSON Schema: a file of its own, as the tools that read a
// report need none of the wire.

export const REPORT_SCHEMA_FILE = 'bridge-check-report.schema.json';

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

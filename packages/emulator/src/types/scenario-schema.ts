import {
  BRIDGE_CHECK_PAGE,
  BRIDGE_METHODS,
  IDENTITY_KEYS,
  type IdentityKey,
} from '@hybrid-loan/bridge-sdk/contract';
import * as v from 'valibot';
import { DEVICE_IDS } from './device';
import { describe, jsonObject, kebab, text } from './scenario-fields';
import { FaultSchema, ReplyOrList } from './scenario-replies-schema';
import { StepSchema } from './scenario-steps-schema';
import { SHELL_FAULTS } from './shell-faults';

// The scenario format, version 1, declared once: the TypeScript types (types/scenario.ts) are
// inferred from it, files are checked with it (core/load-scenario.ts), and the published
// `scenario.schema.json` that QA's editors read is generated from it
// (scripts/scenario-json-schema.ts). The whole file here; its steps in scenario-steps-schema.ts,
// the replies and faults in scenario-replies-schema.ts, the small fields in scenario-fields.ts.

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

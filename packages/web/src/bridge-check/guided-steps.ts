import type { Bridge, BridgeEventName } from '@hybrid-loan/bridge-sdk';
import { BridgeError } from '@hybrid-loan/bridge-sdk';
import type { BridgeMethodName } from '@hybrid-loan/bridge-sdk/contract';

// The guided checks, one at a time, in this order: the ones that keep the page first, then the
// ones that end it (the page records what it expects before the call and asks at the next open).

/** What a step's `start` needs from the page. */
export interface StepEnv {
  bridge: Bridge;
  /** Resolves with the event's data when the shell sends it (the step's wait). */
  nextEvent(name: BridgeEventName): Promise<unknown>;
  /** This page's address for openPage (a URL of the pages' own origin). */
  selfUrl: string;
}

/** How a step ends: a result, or a question the person answers (`yes` passes). */
export type StepOutcome =
  | { pass: boolean; expected: string; actual: string; checks?: StepOutcome[]; id?: string }
  | { ask: string; expected: string };

export interface GuidedStep {
  id: string;
  /** The methods the shell must have (else skipped). */
  needs: BridgeMethodName[];
  /** Only on this platform (back: Android). */
  platform?: 'android';
  /** Ends the page: the outcome is asked at the next open. */
  ends?: boolean;
  /** Waits for an event without a Start button. */
  waits?: boolean;
  start(env: StepEnv): Promise<StepOutcome>;
}

const code = (e: unknown) => (e instanceof BridgeError ? e.code : String(e));
const ORDER_ID = 'bridge-check';
/** A page of another origin (IANA's example domain): a shell opens it in the system browser. */
export const FOREIGN_URL = 'https://example.com/';
/** The number the call step dials (the sandbox's customer service, Indonesia). */
export const CHECK_PHONE = '+62 21 5550 100';

/**
 * A step the person judges: `send` must be taken by the shell (a refusal fails the step with
 * `handedOver` expected), then `steps.<id>.question` asks whether they saw `seen`.
 */
const asking = (
  id: string,
  needs: BridgeMethodName[],
  handedOver: string,
  send: (env: StepEnv) => Promise<unknown>,
  seen: string,
): GuidedStep => ({
  id,
  needs,
  async start(env) {
    try {
      await send(env);
    } catch (e) {
      return { pass: false, expected: handedOver, actual: code(e) };
    }
    return { ask: `steps.${id}.question`, expected: seen };
  },
});

// Still here after the call: the shell took it but the page did not go away (yet), so ask.
const ending = (id: BridgeMethodName, expected: string): GuidedStep => ({
  ...asking(id, [id], expected, ({ bridge }) => (bridge[id] as () => Promise<unknown>)(), expected),
  ends: true,
});

export const GUIDED_STEPS: readonly GuidedStep[] = [
  {
    id: 'back',
    needs: [],
    platform: 'android',
    waits: true,
    async start({ nextEvent }) {
      await nextEvent('back');
      return { pass: true, expected: 'a back event', actual: 'back received' };
    },
  },
  {
    id: 'resume',
    needs: [],
    waits: true,
    async start({ nextEvent }) {
      await nextEvent('resume');
      return { pass: true, expected: 'a resume event', actual: 'resume received' };
    },
  },
  {
    id: 'bank',
    needs: ['bankStart', 'bankEnd'],
    async start({ bridge, nextEvent }) {
      const result = nextEvent('bankResult');
      try {
        await bridge.bankStart({ orderId: ORDER_ID });
      } catch (e) {
        return { pass: false, expected: 'bankStart replies null', actual: code(e) };
      }
      const data = (await result) as { ok?: unknown; orderId?: unknown };
      const cancelled =
        data.ok === false && (data.orderId === undefined || data.orderId === ORDER_ID);
      let end = 'null';
      try {
        await bridge.bankEnd({ orderId: ORDER_ID, ok: false });
      } catch (e) {
        end = code(e);
      }
      return {
        pass: cancelled && end === 'null',
        expected: `bankResult { ok: false, orderId: "${ORDER_ID}" }, then bankEnd replies null`,
        actual: `bankResult ${JSON.stringify(data)}, bankEnd ${end}`,
      };
    },
  },
  asking(
    'call',
    ['call'],
    'call replies null',
    ({ bridge }) => bridge.call({ phone: CHECK_PHONE }),
    'the dialer with the number, no call placed',
  ),
  {
    id: 'rate',
    needs: ['rate'],
    async start({ bridge }) {
      try {
        const { shown } = await bridge.rate();
        return {
          pass: true,
          expected: 'rate replies { shown: boolean }',
          actual: `shown ${shown}`,
        };
      } catch (e) {
        return { pass: false, expected: 'rate replies { shown: boolean }', actual: code(e) };
      }
    },
  },
  asking(
    'openPage',
    ['openPage'],
    'openPage handed over',
    ({ bridge, selfUrl }) => bridge.openPage({ url: selfUrl }),
    'the page opened in a new webview or the browser',
  ),
  asking(
    'openForeign',
    ['openPage'],
    'openPage handed over',
    ({ bridge }) => bridge.openPage({ url: FOREIGN_URL }),
    `${FOREIGN_URL} in the system browser, never in the app's webview`,
  ),
  ending('goMine', 'the webview closed and the app showed its "Mine" tab'),
  ending('goHome', 'the webview closed and the app showed its home tab'),
  ending('closeWebview', 'the webview closed and the screen under it showed'),
  ending('logout', 'the app signed out and showed its sign-in screen'),
];

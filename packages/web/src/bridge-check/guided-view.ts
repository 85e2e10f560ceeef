import type { BridgeCheckResult } from '@hybrid-loan/bridge-sdk/contract';
import type { TFunction } from 'i18next';
import { GUIDED_STEPS, type GuidedStep, type StepEnv, type StepOutcome } from './guided-steps';
import {
  clearGuided,
  clearPending,
  type Pending,
  readGuided,
  saveGuided,
  setPending,
} from './guided-store';
import { button, el } from './view';

export interface GuidedOptions {
  t: TFunction;
  root: HTMLElement;
  env: StepEnv;
  platform: 'android' | 'ios';
  /** The methods the shell has (hello's, or the legacy functions found). */
  methods: readonly string[];
  /** The ending step started before this open, if any. */
  pending: Pending | null;
  /** Called after every recorded result (the report is rebuilt). */
  changed(): void;
}

const result = (
  id: string,
  pass: boolean | 'skip',
  expected: string,
  actual: string,
): BridgeCheckResult => ({
  id: `guided.${id}`,
  kind: 'guided',
  status: pass === 'skip' ? 'skip' : pass ? 'pass' : 'fail',
  ...(pass === true ? {} : { expected }),
  actual,
});

/**
 * Shows the guided steps one at a time: the first one without a result. A step the shell cannot
 * do (method not in its list, back on iOS) is skipped at once. An ending step records what it
 * expects before its call; the next open asks whether it happened.
 */
export function runGuided(o: GuidedOptions): void {
  const { t, root } = o;
  // The step whose call or event the page waits for: an answer that comes after the person moved
  // on (pressed "Nothing happened", then the event came) changes nothing.
  let active: string | undefined;
  const record = (r: BridgeCheckResult) => {
    active = undefined;
    saveGuided(r);
    o.changed();
    show();
  };
  const skipReason = (step: GuidedStep): string | undefined => {
    if (step.platform && step.platform !== o.platform) return `not on ${o.platform}`;
    const missing = step.needs.filter((m) => !o.methods.includes(m));
    return missing.length ? `not in the shell's methods: ${missing.join(', ')}` : undefined;
  };
  const frame = (step: GuidedStep, ...body: (Node | string)[]) => {
    const n = GUIDED_STEPS.indexOf(step) + 1;
    root.textContent = '';
    root.appendChild(
      el(
        'div',
        { class: 'bc-step', 'data-testid': `guided-${step.id}` },
        el('h2', { id: 'bc-guided' }, t('guided.title')),
        el('p', {}, t('guided.progress', { n: String(n), total: String(GUIDED_STEPS.length) })),
        ...body,
      ),
    );
  };
  const ask = (step: GuidedStep, question: string, expected: string, intro?: string) =>
    frame(
      step,
      ...(intro ? [el('p', {}, intro)] : []),
      el('p', { class: 'bc-instruction' }, t(question)),
      button(t('guided.yes'), 'guided-yes', () =>
        record(result(step.id, true, expected, 'confirmed')),
      ),
      button(t('guided.no'), 'guided-no', () =>
        record(result(step.id, false, expected, 'not seen')),
      ),
    );
  const finish = (step: GuidedStep, outcome: StepOutcome) => {
    if ('ask' in outcome) return ask(step, outcome.ask, outcome.expected);
    record(result(step.id, outcome.pass, outcome.expected, outcome.actual));
  };
  // The instruction stays on screen while the page waits for the shell (or the person).
  const start = (step: GuidedStep, keep: Node[]) => {
    if (step.ends) setPending({ step: step.id, expected: `the ${step.id} call ended the page` });
    frame(step, ...keep, el('p', { role: 'status' }, t('guided.waiting')), nothing(step));
    active = step.id;
    step.start(o.env).then(
      (outcome) => {
        if (active !== step.id) return;
        if (step.ends) clearPending();
        finish(step, outcome);
      },
      (e: unknown) => {
        if (active === step.id) record(result(step.id, false, step.id, String(e)));
      },
    );
  };
  const nothing = (step: GuidedStep) =>
    button(t('guided.nothing'), 'guided-nothing', () => {
      if (step.ends) clearPending();
      record(result(step.id, false, `the ${step.id} step's outcome`, 'nothing happened'));
    });
  const show = () => {
    const done = new Set(readGuided().map((r) => r.id));
    const step = GUIDED_STEPS.find((s) => !done.has(`guided.${s.id}`));
    if (!step) {
      root.textContent = '';
      root.appendChild(
        el(
          'div',
          { 'data-testid': 'guided-done' },
          el('h2', { id: 'bc-guided' }, t('guided.title')),
          el('p', {}, t('guided.done')),
          button(t('guided.restart'), 'guided-restart', () => {
            clearGuided();
            o.changed();
            show();
          }),
        ),
      );
      return;
    }
    const why = skipReason(step);
    if (why) return record(result(step.id, 'skip', step.needs.join(', ') || step.id, why));
    const instruction = el('p', { class: 'bc-instruction' }, t(`steps.${step.id}.instruction`));
    const skip = button(t('guided.skip'), 'guided-skip', () =>
      record(result(step.id, 'skip', step.id, 'skipped by the tester')),
    );
    if (step.waits) return start(step, [instruction, skip]);
    frame(
      step,
      instruction,
      button(t('guided.start'), 'guided-start', () => start(step, [instruction])),
      skip,
    );
  };

  // The ending step started before this open: ask what happened, then go on.
  const pending = o.pending && GUIDED_STEPS.find((s) => s.id === o.pending?.step);
  if (pending) {
    clearPending();
    ask(
      pending,
      `steps.${pending.id}.question`,
      o.pending?.expected ?? '',
      t('guided.before', { method: pending.id }),
    );
    return;
  }
  show();
}

import type { Bridge, BridgeEventName } from '@hybrid-loan/bridge-sdk';
import { BRIDGE_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { GUIDED_STEPS } from './guided-steps';
import { readGuided, readPending, saveGuided } from './guided-store';
import { type GuidedOptions, runGuided } from './guided-view';

// The texts are the keys here: the flow is under test, not the wording.
const t = ((key: string) => key) as unknown as TFunction;

function setup(extra: Partial<GuidedOptions> = {}, bridge: Partial<Bridge> = {}) {
  const root = document.createElement('section');
  document.body.appendChild(root);
  const events = new Map<BridgeEventName, (data: unknown) => void>();
  const changed = vi.fn();
  runGuided({
    t,
    root,
    env: {
      bridge: bridge as Bridge,
      nextEvent: (name) => new Promise((resolve) => events.set(name, resolve)),
      selfUrl: 'https://pages.example/bridge-check.html?opened=1',
    },
    platform: 'android',
    methods: [...BRIDGE_METHODS],
    pending: null,
    changed,
    ...extra,
  });
  return { root, events, changed };
}

afterEach(() => {
  document.body.textContent = '';
});

const result = (id: string) => readGuided().find((r) => r.id === `guided.${id}`);

it('waits for the back key, then for resume, one step at a time', async () => {
  const { events, changed } = setup();
  expect(screen.getByTestId('guided-back').textContent).toContain('steps.back.instruction');
  expect(screen.queryByTestId('guided-resume')).toBeNull();
  await waitFor(() => expect(events.has('back')).toBe(true));
  events.get('back')?.({});
  await screen.findByTestId('guided-resume');
  expect(result('back')).toEqual({
    id: 'guided.back',
    kind: 'guided',
    status: 'pass',
    actual: 'back received',
  });
  expect(changed).toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('guided-nothing'));
  await screen.findByTestId('guided-bank');
  expect(result('resume')).toMatchObject({ status: 'fail', actual: 'nothing happened' });
  // A resume that comes after the person gave up changes nothing.
  events.get('resume')?.({});
  await new Promise((r) => setTimeout(r, 0));
  expect(result('resume')).toMatchObject({ status: 'fail' });
  expect(screen.getByTestId('guided-bank')).toBeTruthy();
});

it('skips what the platform or the shell lacks', async () => {
  setup({ platform: 'ios', methods: ['hello', 'call'] });
  await screen.findByTestId('guided-resume');
  expect(result('back')).toMatchObject({ status: 'skip', actual: 'not on ios' });
  fireEvent.click(screen.getByTestId('guided-skip'));
  await screen.findByTestId('guided-call');
  expect(result('bank')).toMatchObject({
    status: 'skip',
    actual: "not in the shell's methods: bankStart, bankEnd",
  });
});

it('records an ending step before its call and asks at the next open', async () => {
  for (const step of GUIDED_STEPS.slice(
    0,
    GUIDED_STEPS.findIndex((s) => s.id === 'goMine'),
  ))
    saveGuided({ id: `guided.${step.id}`, kind: 'guided', status: 'pass' });
  // The shell takes goMine and the page goes away: the call never settles here.
  const goMine = vi.fn(() => new Promise<undefined>(() => {}));
  setup({}, { goMine } as Partial<Bridge>);
  await screen.findByTestId('guided-goMine');
  fireEvent.click(screen.getByTestId('guided-start'));
  expect(goMine).toHaveBeenCalledTimes(1);
  expect(readPending()).toEqual({ step: 'goMine', expected: 'the goMine call ended the page' });

  // The next open.
  document.body.textContent = '';
  setup({ pending: readPending() });
  expect(screen.getByTestId('guided-goMine').textContent).toContain('steps.goMine.question');
  expect(readPending()).toBeNull();
  fireEvent.click(screen.getByTestId('guided-yes'));
  await screen.findByTestId('guided-goHome');
  expect(result('goMine')).toMatchObject({ status: 'pass', actual: 'confirmed' });
});

it('fails a step whose call the shell refuses, with the code', async () => {
  const { BridgeError } = await import('@hybrid-loan/bridge-sdk');
  for (const step of GUIDED_STEPS.slice(
    0,
    GUIDED_STEPS.findIndex((s) => s.id === 'call'),
  ))
    saveGuided({ id: `guided.${step.id}`, kind: 'guided', status: 'pass' });
  const call = vi.fn(() => Promise.reject(new BridgeError('UNSUPPORTED', 'no dialer', 'call')));
  setup({}, { call } as Partial<Bridge>);
  fireEvent.click(await screen.findByTestId('guided-start'));
  await screen.findByTestId('guided-rate');
  expect(result('call')).toMatchObject({
    status: 'fail',
    expected: 'call replies null',
    actual: 'UNSUPPORTED',
  });
});

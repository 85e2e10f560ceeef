import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { chooseFixtures, device } from '../../../../sandbox';
import { useSandbox } from '../../../../sandbox/test-server';
import { useJsdomCanvas } from '../../../test/canvas';
import { useNodeFileForMultipart } from '../../../test/files';
import { renderRoute } from '../../../test/render-route';
import { ComplaintFormPage } from '../complaint-form-page';
import { useDraftStore } from '../stores/draft-store';

// What the complaint form's two test files share (the form's text, drafts and sending; its
// photos): the sandbox, a fresh borrower per open, and how they read the page.

export const FORM = '/complainPageNext?problemType=2&orderNo=1001';

let n = 0;
/** The borrower (the sandbox's device) of the form opened last. */
export const current = { deviceId: '' };

/** A new borrower for the next open: its own sandbox device, so no test sees another's requests. */
export function nextDevice(): string {
  n += 1;
  current.deviceId = `cp-form-${n}`;
  return current.deviceId;
}

/** The sandbox, files and canvas in jsdom, an empty draft store; the address reset after each test. */
export function useComplaintFormTests(): void {
  useSandbox();
  useNodeFileForMultipart();
  useJsdomCanvas();
  beforeEach(() => {
    useDraftStore.setState({ drafts: {} });
    let blob = 0;
    URL.createObjectURL = vi.fn(() => `blob:test/${++blob}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });
}

/** Opens the form (for a new borrower, with the sandbox's `fixture` for complaints if given). */
export async function open(route = FORM, fixture?: string) {
  nextDevice();
  if (fixture) chooseFixtures(current.deviceId, { complaint: fixture });
  const view = await renderRoute(route, <ComplaintFormPage />, { borrower: current.deviceId });
  await screen.findByTestId('complaint-text');
  return view;
}

export const requests = (path: string) =>
  device(current.deviceId).requests.filter((r) => r.path === path);
export const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
export const text = () => screen.getByTestId('complaint-text') as HTMLTextAreaElement;
export const input = () => screen.getByTestId('complaint-image-input') as HTMLInputElement;
export const tiles = () =>
  Array.from(document.querySelectorAll('[data-testid="complaint-images"] li[data-status]'));
export const statuses = () => tiles().map((li) => li.getAttribute('data-status'));

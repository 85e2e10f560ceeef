import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pngFile } from '../../test/files';
import {
  input,
  open,
  requests,
  statuses,
  text,
  toasts,
  useComplaintFormTests,
} from './test/complaint-form-kit';

// The photo code loads once the form is on screen or at a pick: its downloads fail while the
// connection is down (the warm-up's too), and the next pick asks again.
const load = vi.hoisted(() => ({ down: true, attempts: 0 }));
vi.mock('./prepare-image', async (importOriginal) => {
  load.attempts += 1;
  if (load.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

useComplaintFormTests();

describe('complaint form: the photo code loads on demand', () => {
  it('says so when it cannot load, keeps the words, and works at the next pick', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(text(), 'Refund missing');
    await u.upload(input(), pngFile('receipt.png'));
    await waitFor(() =>
      expect(toasts()).toContain(
        '"receipt.png" was not added: this page could not load what it needs to prepare photos. Check your connection and choose the photo again.',
      ),
    );
    expect(statuses()).toEqual([]);
    expect(requests('/user-problem/upload-problem-img')).toHaveLength(0);
    expect(text().value).toBe('Refund missing');
    const failed = load.attempts;

    load.down = false;
    await u.upload(input(), pngFile('receipt.png'));
    await waitFor(() => expect(statuses()).toEqual(['done']));
    expect(requests('/user-problem/upload-problem-img')).toHaveLength(1);
    expect(load.attempts).toBe(failed + 1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { jsdomFile, pngFile } from '../../test/files';
import {
  current,
  FORM,
  input,
  open,
  requests,
  statuses,
  text,
  tiles,
  toasts,
  useComplaintFormTests,
} from './test/complaint-form-kit';

useComplaintFormTests();

describe('complaint form: photos', () => {
  it('uploads each image as soon as it is picked and says so', async () => {
    await open();
    const u = userEvent.setup();
    await u.upload(input(), pngFile());
    await waitFor(() => expect(toasts()).toContain('Upload succeeded!'));
    expect(statuses()).toEqual(['done']);
    const upload = requests('/user-problem/upload-problem-img');
    expect(upload).toHaveLength(1);
    const img = tiles()[0]?.querySelector('img');
    // A random name for the stored picture: an <img> URL never names the device.
    expect(img?.getAttribute('src')).toMatch(/\/volleys\/user-problem\/image\/[0-9a-f-]{36}$/);
  });

  it('refuses files that are not raster photos, and images over 10 MB, with a clear message', async () => {
    await open();
    const u = userEvent.setup({ applyAccept: false });
    expect(input().accept).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif');
    await u.type(text(), 'My words stay');
    await u.upload(input(), jsdomFile(['%PDF'], 'bill.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(toasts()).toContain(
        '"bill.pdf" is not a JPEG, PNG or WebP photo, so it was not added. Please choose a photo.',
      ),
    );
    // An SVG runs script where it is opened: refused, even named and typed as a PNG.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await u.upload(input(), jsdomFile([svg], 'cat.svg', 'image/svg+xml'));
    await u.upload(input(), jsdomFile([svg], 'photo.png', 'image/png'));
    await waitFor(() =>
      expect(toasts()).toContain(
        '"photo.png" is not a JPEG, PNG or WebP photo, so it was not added. Please choose a photo.',
      ),
    );
    expect(toasts()).toContain(
      '"cat.svg" is not a JPEG, PNG or WebP photo, so it was not added. Please choose a photo.',
    );
    expect(text().value).toBe('My words stay');
    const big = jsdomFile([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', 'image/png');
    await u.upload(input(), big);
    await waitFor(() =>
      expect(toasts()).toContain('"huge.png" is larger than 10 MB. Please choose a smaller photo.'),
    );
    expect(tiles()).toHaveLength(0);
    expect(requests('/user-problem/upload-problem-img')).toHaveLength(0);
  });

  it('keeps a failed upload with a retry that works once the server recovers', async () => {
    await open(FORM, 'upload-fails');
    const u = userEvent.setup();
    await u.upload(input(), pngFile());
    await waitFor(() => expect(statuses()).toEqual(['failed']));
    expect(toasts().some((t) => t?.includes('Image upload failed, please try again'))).toBe(true);
    // The draft cannot be sent with a photo still missing: the borrower is told what to do.
    await u.type(text(), 'Bill still unpaid');
    await u.click(screen.getByTestId('complaint-submit'));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Some photos could not be uploaded. Retry or remove them, then submit again.',
      ),
    );
    chooseFixtures(current.deviceId, { complaint: 'default' });
    await u.click(screen.getByRole('button', { name: 'Upload photo 1 again' }));
    await waitFor(() => expect(statuses()).toEqual(['done']));
    expect(requests('/user-problem/upload-problem-img')).toHaveLength(2);
  });

  it('keeps a failed upload after a network failure, and removes it on request', async () => {
    await open();
    device(current.deviceId).faults = [
      { endpoint: '/user-problem/upload-problem-img', drop: true, times: 1 },
    ];
    const u = userEvent.setup();
    await u.upload(input(), pngFile());
    await waitFor(() => expect(statuses()).toEqual(['failed']));
    expect(toasts().some((t) => t?.includes('No internet connection'))).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(0);
  });

  it('takes at most 9 images and hides the picker at 9', async () => {
    await open();
    const u = userEvent.setup();
    await u.upload(
      input(),
      Array.from({ length: 5 }, (_, i) => pngFile(`a${i}.png`)),
    );
    await waitFor(() => expect(statuses()).toEqual(Array(5).fill('done')));
    await u.upload(
      input(),
      Array.from({ length: 6 }, (_, i) => pngFile(`b${i}.png`)),
    );
    await waitFor(() => expect(statuses()).toEqual(Array(9).fill('done')));
    expect(screen.queryByTestId('complaint-image-input')).toBeNull();
    expect(requests('/user-problem/upload-problem-img')).toHaveLength(9);
    await u.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(tiles()).toHaveLength(8);
    expect(screen.getByTestId('complaint-image-input')).toBeTruthy();
  });
});

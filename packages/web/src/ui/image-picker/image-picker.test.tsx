import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_PICKER_PER_ROW } from '../constants';
import { ImagePicker, type PickedImage } from './image-picker';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const images: PickedImage[] = [
  { id: 'a', url: 'blob:a', status: 'done' },
  { id: 'b', url: 'blob:b', status: 'uploading' },
  { id: 'c', url: 'blob:c', status: 'failed' },
];

function setup(files: PickedImage[], max: number) {
  const handlers = { onPick: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() };
  render(<ImagePicker files={files} max={max} {...handlers} inputTestId="photo-input" />);
  return handlers;
}

describe('ImagePicker', () => {
  it('lays tiles out four a row', () => {
    setup(images, 9);
    expect(IMAGE_PICKER_PER_ROW).toBe(4);
    expect(screen.getByRole('list').style.getPropertyValue('--ui-cols')).toBe('4');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('passes picked images up (no more than there is room for) and accepts images', async () => {
    const { onPick } = setup(images.slice(0, 1), 3);
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    expect(screen.getByLabelText('Add photo')).toBe(input);
    await userEvent.upload(input, [file('1.jpg'), file('2.jpg'), file('3.jpg')]);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['1.jpg', '2.jpg']);
  });

  it('hides the add tile at max', () => {
    setup(images, 3);
    expect(screen.queryByTestId('photo-input')).toBeNull();
    expect(screen.queryByText('Add photo')).toBeNull();
  });

  it('removes any photo and retries only failed ones', async () => {
    const { onRemove, onRetry } = setup(images, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(onRemove).toHaveBeenCalledWith('b');
    expect(screen.getAllByRole('button', { name: /again/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo 3 again' }));
    expect(onRetry).toHaveBeenCalledWith('c');
    expect(screen.getByText('Upload failed')).toBeTruthy();
  });

  it('covers uploading photos with a progress overlay', () => {
    setup(images, 3);
    const uploading = screen.getByRole('img', { name: 'Photo 2' }).closest('li');
    expect(uploading?.getAttribute('data-status')).toBe('uploading');
    expect(uploading?.textContent).toContain('Uploading…');
    const done = screen.getByRole('img', { name: 'Photo 1' }).closest('li');
    expect(done?.textContent).not.toContain('Uploading…');
  });

  it('asks for one file when one place is left, and for the camera when told', () => {
    render(
      <ImagePicker
        files={images.slice(0, 2)}
        max={3}
        capture="environment"
        accept="image/jpeg"
        onPick={() => {}}
        onRemove={() => {}}
        onRetry={() => {}}
        inputTestId="one"
      />,
    );
    const input = screen.getByTestId('one') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.accept).toBe('image/jpeg');
  });
});

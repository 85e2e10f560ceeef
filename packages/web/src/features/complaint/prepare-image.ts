export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Camera photos are scaled to this longest side: enough to read a receipt, far less to upload. */
export const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

export type Prepared = { ok: true; file: Blob } | { ok: false; reason: 'type' | 'size' };

async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * Checks a picked file (an image, at most 10 MB) and scales large photos down before upload.
 * A photo the browser cannot decode is sent as it is: the server decides.
 */
export async function prepareImage(file: File): Promise<Prepared> {
  if (!file.type.startsWith('image/')) return { ok: false, reason: 'type' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'size' };
  const bitmap = await decode(file);
  if (!bitmap) return { ok: true, file };
  const scale = MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return { ok: true, file };
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await toJpeg(canvas);
  if (!blob) return { ok: true, file };
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return { ok: true, file: new File([blob], `${name}.jpg`, { type: 'image/jpeg' }) };
}

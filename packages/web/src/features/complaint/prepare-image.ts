import { RASTER_SNIFF_BYTES, rasterType } from '../../lib/validation';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Camera photos are scaled to this longest side: enough to read a receipt, far less to upload. */
export const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/**
 * `type`: not a JPEG, PNG, WebP or HEIC picture by its bytes; `size`: over 10 MB; `unreadable`:
 * this engine cannot decode or re-encode it (a damaged file, HEIC where the engine has no codec).
 */
export type Prepared =
  | { ok: true; file: Blob }
  | { ok: false; reason: 'type' | 'size' | 'unreadable' };

/** The first bytes of a file (`Blob.arrayBuffer` is on the floor; FileReader where it is not). */
function head(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, RASTER_SNIFF_BYTES);
  if (typeof part.arrayBuffer === 'function')
    return part.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

type Picture = { source: CanvasImageSource; width: number; height: number; close(): void };

/** Decodes the picture: createImageBitmap, or an <img> where it is missing (iOS 14). */
async function decode(file: Blob): Promise<Picture | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      return null;
    }
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  const loaded = await new Promise<boolean>((resolve) => {
    img.onload = () => resolve(img.naturalWidth > 0);
    img.onerror = () => resolve(false);
    img.src = url;
  });
  URL.revokeObjectURL(url);
  if (!loaded) return null;
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => undefined,
  };
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * Checks a picked file and makes the picture that is uploaded. Only JPEG, PNG, WebP (and HEIC, as
 * a shell's camera may give it, where the engine decodes it) pass, told by their first bytes, and
 * at most 10 MB. The picture is always decoded and drawn anew on a canvas, scaled to `MAX_SIDE`,
 * and sent as a JPEG: the original bytes (and whatever they hide: metadata, a script in a
 * polyglot) never leave the phone.
 */
export async function prepareImage(file: File): Promise<Prepared> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'size' };
  const kind = await head(file).then(rasterType, () => null);
  if (!kind) return { ok: false, reason: 'type' };
  const picture = await decode(file);
  if (!picture) return { ok: false, reason: 'unreadable' };
  const scale = Math.min(1, MAX_SIDE / Math.max(picture.width, picture.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(picture.width * scale));
  canvas.height = Math.max(1, Math.round(picture.height * scale));
  const context = canvas.getContext('2d');
  if (context) {
    // A transparent PNG would turn black in a JPEG: white behind it, like paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture.source, 0, 0, canvas.width, canvas.height);
  }
  picture.close();
  const blob = context ? await toJpeg(canvas) : null;
  if (!blob || rasterType(await head(blob)) !== 'image/jpeg')
    return { ok: false, reason: 'unreadable' };
  return { ok: true, file: blob };
}

/**
 * The picture formats a borrower may upload (complaint photos), told by their first bytes, never by
 * the file name or the type the picker declares: an SVG (a document that runs script) or an HTML
 * file named `photo.png` is not one of them. Used by the pages before an upload and by the sandbox
 * on receipt, so both apply one rule.
 */
export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** What the picker offers: the raster types, HEIC/HEIF as a shell's camera may give them. */
export const RASTER_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/** How many leading bytes `rasterType` reads. */
export const RASTER_SNIFF_BYTES = 12;

// ISO-BMFF brands of HEIC/HEIF still pictures (the box after the size, `ftyp`, then the brand).
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(b.subarray(from, to)));

/** The raster type the leading bytes of a file show, or null for anything else. */
export function rasterType(head: Uint8Array): RasterType | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte)
  )
    return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP')
    return 'image/webp';
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.includes(ascii(b, 8, 12)))
    return 'image/heic';
  return null;
}

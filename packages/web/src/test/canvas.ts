import { afterAll, beforeAll } from 'vitest';
import { rasterType } from '../lib/validation';

// jsdom has no image decoder and no canvas: these stand in for the browser's, so the pages' code
// that decodes and re-encodes pictures runs in component tests as it does in the browser tests
// (real Chromium). The "decoder" reads what a browser would: a file whose leading bytes are a
// PNG, JPEG or WebP decodes (640×480); anything else fails as undecodable.

const JPEG_OUT = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

export function useJsdomCanvas() {
  const saved = {
    createImageBitmap: globalThis.createImageBitmap,
    getContext: HTMLCanvasElement.prototype.getContext,
    toBlob: HTMLCanvasElement.prototype.toBlob,
  };
  beforeAll(() => {
    globalThis.createImageBitmap = (async (blob: Blob) => {
      const head = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
      const type = rasterType(head);
      if (!type || type === 'image/heic')
        throw new DOMException('undecodable', 'InvalidStateError');
      return { width: 640, height: 480, close: () => undefined } as ImageBitmap;
    }) as typeof createImageBitmap;
    HTMLCanvasElement.prototype.getContext = function getContext() {
      return { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
    } as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toBlob = function toBlob(done: BlobCallback, type?: string) {
      setTimeout(() => done(new Blob([JPEG_OUT], { type: type ?? 'image/png' })), 0);
    };
  });
  afterAll(() => {
    globalThis.createImageBitmap = saved.createImageBitmap;
    HTMLCanvasElement.prototype.getContext = saved.getContext;
    HTMLCanvasElement.prototype.toBlob = saved.toBlob;
  });
}

/**
 * A random UUID v4 from the platform's cryptographic generator. `crypto.randomUUID` is missing
 * before Chrome 92 and Safari 15.4 (the floor is Chrome 80 / iOS 14), while
 * `crypto.getRandomValues` is everywhere: never `Math.random`, whose ids can be guessed.
 */
export function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import { createECDH, createHash, createPrivateKey, type KeyObject } from 'node:crypto';
import { keyIdOf } from './keys.js';
import testKeyIds from './test-key-ids.json' with { type: 'json' };

/**
 * The named test keys: made at run time from their name (SHA-256 of the name is the private
 * scalar), so the same name gives the same key everywhere and its id can be listed in
 * `test-key-ids.json`. Anyone can make them: a shell never trusts one, and `package --production`
 * refuses to sign with one. `vectors` signs the conformance vectors, `other` is the untrusted key
 * of the "unknown key" vector, `tests` is for tests that need a listed key.
 */
export const TEST_KEY_NAMES = ['vectors', 'other', 'tests'] as const;
export type TestKeyName = (typeof TEST_KEY_NAMES)[number];

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export function testKey(name: TestKeyName): KeyObject {
  const d = createHash('sha256').update(`hybrid-loan offline-package test key: ${name}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 ‖ x ‖ y
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: base64url(d),
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
  });
}

/** The ids of every test key (committed, so a production run can refuse them without code). */
export const TEST_KEY_IDS: readonly string[] = testKeyIds.map((k) => k.keyId);

export function isTestKey(key: KeyObject): boolean {
  return TEST_KEY_IDS.includes(keyIdOf(key));
}

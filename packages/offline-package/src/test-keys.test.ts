import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyIdOf } from './keys.js';
import testKeyIds from './test-key-ids.json' with { type: 'json' };
import { isTestKey, TEST_KEY_NAMES, testKey } from './test-keys.js';

describe('test keys', () => {
  it('the committed list holds the id of every named test key, and no other', () => {
    expect(testKeyIds).toEqual(
      TEST_KEY_NAMES.map((name) => ({ name, keyId: keyIdOf(testKey(name)) })),
    );
  });

  it('a named key is the same every time; a fresh key is not a test key', () => {
    expect(keyIdOf(testKey('tests'))).toBe(keyIdOf(testKey('tests')));
    expect(isTestKey(testKey('tests'))).toBe(true);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(isTestKey(privateKey)).toBe(false);
  });
});

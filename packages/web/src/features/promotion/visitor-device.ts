import { getIdentity } from '../../lib/identity';
import { randomUuid } from '../../lib/random';
import { readJson, writeJson } from '../../lib/storage';

const DEVICE_KEY = 'promotion-device-id';

/**
 * The visitor has no identity from a shell, yet get-sms and register need a deviceId: a random
 * one is made once and kept, so the same browser stays the same device for the server. A shell
 * that did open the page with a deviceId wins.
 */
export function visitorDeviceId(): string {
  const fromShell = getIdentity().deviceId;
  if (fromShell) return fromShell;
  const stored = readJson<string>('local', DEVICE_KEY);
  if (typeof stored === 'string' && stored) return stored;
  // getRandomValues where randomUUID is missing (the floor's engines), never Math.random.
  const made = `web-${randomUuid()}`;
  writeJson('local', DEVICE_KEY, made);
  return made;
}

import { DEFAULT_DEVICE_ID, getDevice } from '../../core/devices';
import { generateIdentity } from '../../core/identity';
import type { Scenario } from '../../core/scenario';
import { SandboxClient } from '../sandbox/sandbox-client';

/**
 * What a headless replay of a scenario starts from, on any engine: its device (id, profile,
 * orientation), a borrower on that device, and the sandbox prepared for it (fixtures, faults).
 */
export async function startScenario(scenario: Scenario, baseUrl: string) {
  const deviceId = scenario.device ?? DEFAULT_DEVICE_ID;
  const device = getDevice(deviceId);
  const orientation = scenario.orientation ?? 'portrait';
  const identity = generateIdentity(device, scenario.identity ?? {});
  const sandbox = new SandboxClient(baseUrl);
  await sandbox.prepare(identity.deviceId, scenario.sandbox);
  return { deviceId, device, orientation, identity, sandbox };
}

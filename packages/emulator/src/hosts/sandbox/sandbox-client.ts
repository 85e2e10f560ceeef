import type { RequestEntry } from '../../core/call-log';
import type { SandboxFault } from '../../core/scenario';

/** The sandbox control API (`/__sandbox/...`) over HTTP, as any client would use it. */
export class SandboxClient {
  constructor(readonly baseUrl: string) {}

  private async call(path: string, method: string, body?: unknown): Promise<unknown> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  fixtures(): Promise<unknown> {
    return this.call('/__sandbox/fixtures', 'GET');
  }

  reset(deviceId: string): Promise<unknown> {
    return this.call(`/__sandbox/devices/${encodeURIComponent(deviceId)}/reset`, 'POST');
  }

  chooseFixtures(deviceId: string, fixtures: Record<string, string>): Promise<unknown> {
    return this.call(
      `/__sandbox/devices/${encodeURIComponent(deviceId)}/fixtures`,
      'POST',
      fixtures,
    );
  }

  setFaults(deviceId: string, faults: SandboxFault[]): Promise<unknown> {
    return this.call(`/__sandbox/devices/${encodeURIComponent(deviceId)}/faults`, 'PUT', {
      faults,
    });
  }

  /** The service worker's server side for this device: a new build, the kill switch. */
  serviceWorker(
    deviceId: string,
    change: { newBuild?: true; switchOff?: boolean },
  ): Promise<unknown> {
    return this.call(`/__sandbox/devices/${encodeURIComponent(deviceId)}/service-worker`, 'PUT', {
      ...(change.newBuild ? { newBuild: true } : {}),
      ...(change.switchOff === undefined ? {} : { off: change.switchOff }),
    });
  }

  async requests(deviceId: string): Promise<RequestEntry[]> {
    const body = (await this.call(
      `/__sandbox/devices/${encodeURIComponent(deviceId)}/requests`,
      'GET',
    )) as { requests?: RequestEntry[] };
    return body?.requests ?? [];
  }

  /** Prepares a device for a scenario: fresh state, the fixtures, the faults. */
  async prepare(
    deviceId: string,
    sandbox: { fixtures?: Record<string, string>; faults?: SandboxFault[] } = {},
  ): Promise<void> {
    await this.reset(deviceId);
    if (sandbox.fixtures && Object.keys(sandbox.fixtures).length)
      await this.chooseFixtures(deviceId, sandbox.fixtures);
    if (sandbox.faults?.length) await this.setFaults(deviceId, sandbox.faults);
  }
}

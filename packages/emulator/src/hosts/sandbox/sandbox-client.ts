import {
  controlPath,
  type FaultList,
  type FixtureAreas,
  type FixtureChoice,
  type RequestLog,
  type RequestLogEntry,
  SANDBOX_CONTROL,
  type SandboxControlEndpoint,
  type SandboxFault,
  type ServiceWorkerChange,
  type ServiceWorkerOverride,
} from '@hybrid-loan/dev-contract';

/** The sandbox control API over HTTP, as any client would use it (paths: the dev contract's). */
export class SandboxClient {
  constructor(readonly baseUrl: string) {}

  private async call(
    endpoint: SandboxControlEndpoint,
    deviceId?: string,
    body?: unknown,
  ): Promise<unknown> {
    const path = controlPath(endpoint, deviceId);
    const response = await fetch(new URL(path, this.baseUrl), {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`sandbox ${endpoint.method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }

  fixtures(): Promise<FixtureAreas> {
    return this.call(SANDBOX_CONTROL.fixtures) as Promise<FixtureAreas>;
  }

  reset(deviceId: string): Promise<unknown> {
    return this.call(SANDBOX_CONTROL.resetDevice, deviceId);
  }

  chooseFixtures(deviceId: string, fixtures: FixtureChoice): Promise<unknown> {
    return this.call(SANDBOX_CONTROL.chooseFixtures, deviceId, fixtures);
  }

  setFaults(deviceId: string, faults: SandboxFault[]): Promise<FaultList> {
    const body: FaultList = { faults };
    return this.call(SANDBOX_CONTROL.setFaults, deviceId, body) as Promise<FaultList>;
  }

  /** The service worker's server side for this device: a new build, the kill switch. */
  serviceWorker(
    deviceId: string,
    change: { newBuild?: true; switchOff?: boolean },
  ): Promise<ServiceWorkerOverride> {
    const body: ServiceWorkerChange = {
      ...(change.newBuild ? { newBuild: true } : {}),
      ...(change.switchOff === undefined ? {} : { off: change.switchOff }),
    };
    return this.call(
      SANDBOX_CONTROL.serviceWorker,
      deviceId,
      body,
    ) as Promise<ServiceWorkerOverride>;
  }

  async requests(deviceId: string): Promise<RequestLogEntry[]> {
    const body = (await this.call(SANDBOX_CONTROL.requests, deviceId)) as RequestLog | null;
    return body?.requests ?? [];
  }

  /** Prepares a device for a scenario: fresh state, the fixtures, the faults. */
  async prepare(
    deviceId: string,
    sandbox: { fixtures?: FixtureChoice; faults?: SandboxFault[] } = {},
  ): Promise<void> {
    await this.reset(deviceId);
    if (sandbox.fixtures && Object.keys(sandbox.fixtures).length)
      await this.chooseFixtures(deviceId, sandbox.fixtures);
    if (sandbox.faults?.length) await this.setFaults(deviceId, sandbox.faults);
  }
}

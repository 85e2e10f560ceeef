import {
  controlPath,
  type FaultList,
  type FieldReportList,
  type FixtureAreas,
  type FixtureChoice,
  type RequestLog,
  type RequestLogEntry,
  SANDBOX_CONTROL,
  type SandboxControlEndpoint,
  type SandboxFault,
  type SandboxFieldReport,
  type SandboxVital,
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

  /** The Core Web Vitals the pages sent (all devices). */
  async vitals(): Promise<SandboxVital[]> {
    const body = (await this.call(SANDBOX_CONTROL.vitals)) as { reports?: SandboxVital[] } | null;
    return body?.reports ?? [];
  }

  /** The field reports the pages sent: one device's, or all. */
  async fieldReports(deviceId?: string): Promise<SandboxFieldReport[]> {
    const path = `${SANDBOX_CONTROL.fieldReports.path}${deviceId ? `?device=${encodeURIComponent(deviceId)}` : ''}`;
    const response = await fetch(new URL(path, this.baseUrl));
    if (!response.ok) throw new Error(`sandbox GET ${path}: ${response.status}`);
    return ((await response.json()) as FieldReportList).reports;
  }

  /**
   * A replay driver's `fieldReports`: the device's reports, and the values of its identity that
   * name the borrower or the device (token, device id, gid, device name), which none may carry.
   */
  fieldReportsOf(
    identity: Record<string, string | undefined>,
  ): () => Promise<{ reports: SandboxFieldReport[]; secrets: string[] }> {
    const secrets = [identity.token, identity.deviceId, identity.gid, identity.deviceName].filter(
      (v): v is string => (v?.length ?? 0) >= 3,
    );
    return async () => ({ reports: await this.fieldReports(identity.deviceId), secrets });
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

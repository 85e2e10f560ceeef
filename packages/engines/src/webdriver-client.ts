/** The few W3C WebDriver commands the engines need, over HTTP. */
export class WebDriverClient {
  constructor(
    private readonly base: string,
    private sessionId = '',
  ) {}

  async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const url = `${this.base}${this.sessionId ? `/session/${this.sessionId}` : ''}${path}`;
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const text = await response.text();
    let json: { value?: { error?: string; message?: string } & Record<string, unknown> };
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`WebDriver ${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    if (!response.ok || json.value?.error)
      throw new Error(
        `WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message ?? ''}`,
      );
    return json.value as T;
  }

  /** Starts a session; returns its capabilities. */
  async start(capabilities: object): Promise<Record<string, unknown>> {
    const value = await this.command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      'POST',
      '/session',
      { capabilities: { alwaysMatch: capabilities } },
    );
    this.sessionId = value.sessionId;
    return value.capabilities;
  }

  async stop(): Promise<void> {
    if (!this.sessionId) return;
    await this.command('DELETE', '').catch(() => undefined);
    this.sessionId = '';
  }
}

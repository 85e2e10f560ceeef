/** How a client reaches an endpoint: extra headers (credentials) and how long a command may take. */
export interface WebDriverClientOptions {
  /** Sent with every command, e.g. `Authorization`; never part of the URL, never logged. */
  headers?: Record<string, string>;
  /** One command's limit (a hung node must not hang the run); none by default. */
  commandTimeoutMs?: number;
  /** Aborts every command of this client (a run's deadline). */
  signal?: AbortSignal;
}

/** A WebDriver answer that is not a result: the W3C error code, and whether the session is gone. */
export class WebDriverError extends Error {
  constructor(
    message: string,
    /** W3C error code ("invalid session id", "session not created"...) or "" for a transport error. */
    readonly code: string,
  ) {
    super(message);
  }
}

// Runs a page expression through execute/async, so promises settle and errors come back.
export const ASYNC_WRAPPER = (expression: string) => `var done = arguments[arguments.length - 1];
Promise.resolve().then(function () { return ${expression}; }).then(
  function (v) { done({ ok: true, value: v === undefined ? null : v }); },
  function (e) { done({ ok: false, error: e && e.message ? e.name + ': ' + e.message : String(e) }); });`;

/** The few W3C WebDriver commands the engines need, over HTTP. */
export class WebDriverClient {
  constructor(
    private readonly base: string,
    private sessionId = '',
    private readonly options: WebDriverClientOptions = {},
  ) {}

  /** The current session's id ("" before `start`). */
  get session(): string {
    return this.sessionId;
  }

  async command<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    /** Ends a session even after the run's signal fired (the slot must be given back). */
    ignoreSignal = false,
  ): Promise<T> {
    const url = `${this.base}${this.sessionId ? `/session/${this.sessionId}` : ''}${path}`;
    const signals = [
      ...(this.options.signal && !ignoreSignal ? [this.options.signal] : []),
      ...(this.options.commandTimeoutMs
        ? [AbortSignal.timeout(this.options.commandTimeoutMs)]
        : []),
    ];
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        // Selenium Grid refuses JSON without the charset.
        headers: { 'Content-Type': 'application/json; charset=utf-8', ...this.options.headers },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        ...(signals.length ? { signal: AbortSignal.any(signals) } : {}),
      });
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      throw new WebDriverError(
        `WebDriver ${method} ${path}: ${e.name === 'TimeoutError' ? `no answer within ${this.options.commandTimeoutMs} ms` : (e.cause?.code ?? e.message)}`,
        '',
      );
    }
    const text = await response.text();
    let json: { value?: { error?: string; message?: string } & Record<string, unknown> };
    try {
      json = JSON.parse(text);
    } catch {
      throw new WebDriverError(
        `WebDriver ${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`,
        '',
      );
    }
    if (!response.ok || json.value?.error)
      throw new WebDriverError(
        `WebDriver ${method} ${path}: ${json.value?.error ?? `HTTP ${response.status}`} ${String(json.value?.message ?? '').split('\n')[0]}`,
        json.value?.error ?? '',
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
    await this.command('DELETE', '', undefined, true).catch(() => undefined);
    this.sessionId = '';
  }
}

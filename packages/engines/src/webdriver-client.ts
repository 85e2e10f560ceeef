import { callExpression } from './poll';
import type { PageFunction } from './types';

/** How a client reaches an endpoint: extra headers (credentials) and how long a command may take. */
export interface WebDriverClientOptions {
  /** Sent with every command, e.g. `Authorization`; never part of the URL, never logged. */
  headers?: Record<string, string>;
  /** One command's limit (a hung node must not hang the run); none by default. */
  commandTimeoutMs?: number;
  /** Aborts every command of this client (a run's deadline), except starting and ending a session. */
  signal?: AbortSignal;
  /**
   * How long a new session may wait: on a grid it waits in the queue for a free slot (Selenium's
   * own limit is 300 s). Not aborted by `signal`: a session the grid starts after the client gave
   * up would hold its slot until the node's idle timeout, so the caller ends it instead.
   */
  startTimeoutMs?: number;
  /** Gives up on a session start (later than `signal`: a grace for the slot to come and be ended). */
  startSignal?: AbortSignal;
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
    /** Starting and ending a session go on after the run's signal fired (see startTimeoutMs). */
    own: { ignoreSignal?: boolean; timeoutMs?: number } = {},
  ): Promise<T> {
    const url = `${this.base}${this.sessionId ? `/session/${this.sessionId}` : ''}${path}`;
    const timeoutMs = own.timeoutMs ?? this.options.commandTimeoutMs;
    const signals = [
      ...(this.options.signal && !own.ignoreSignal ? [this.options.signal] : []),
      ...(this.options.startSignal && path === '/session' && !this.sessionId
        ? [this.options.startSignal]
        : []),
      ...(timeoutMs ? [AbortSignal.timeout(timeoutMs)] : []),
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
        `WebDriver ${method} ${path}: ${e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.message)}`,
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
  /** Runs a page function in the current window (execute/async) and gives back its value or its error. */
  async evaluate<T>(fn: PageFunction<T>, args: unknown[]): Promise<T> {
    const result = await this.command<{ ok: boolean; value: T; error: string }>(
      'POST',
      '/execute/async',
      { script: ASYNC_WRAPPER(callExpression(fn, args)), args: [] },
    );
    if (!result.ok) throw new Error(result.error);
    return result.value;
  }

  /** Empties the current page's localStorage and sessionStorage (best effort: never throws). */
  async clearStorage(): Promise<void> {
    await this.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {}
    }, []).catch(() => undefined);
  }

  async start(capabilities: object): Promise<Record<string, unknown>> {
    const value = await this.command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      'POST',
      '/session',
      { capabilities: { alwaysMatch: capabilities } },
      {
        ignoreSignal: true,
        ...(this.options.startTimeoutMs ? { timeoutMs: this.options.startTimeoutMs } : {}),
      },
    );
    this.sessionId = value.sessionId;
    return value.capabilities;
  }

  async stop(): Promise<void> {
    if (!this.sessionId) return;
    await this.command('DELETE', '', undefined, { ignoreSignal: true }).catch(() => undefined);
    this.sessionId = '';
  }
}

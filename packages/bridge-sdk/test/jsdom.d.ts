// The few jsdom types the tests use (the project has no @types/jsdom).
declare module 'jsdom' {
  export class VirtualConsole {
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; virtualConsole?: VirtualConsole });
    readonly window: Window & typeof globalThis;
  }
}

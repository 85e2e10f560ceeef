import type { HttpHandler } from 'msw';

/** Sandbox endpoints of this area (filled in by the feature that owns it). */
export const publicHandlers: HttpHandler[] = [];

import type { ApiReport, FieldReport } from '@hybrid-loan/bridge-sdk/contract';
import type { FieldEvent } from '../field';
import { splitHash } from '../url/url-parts';
import { scrubText } from './scrub';
import { reduceStack } from './stack';

/** What turning an event into a report needs: the page's origin and the values to hide. */
export interface ReportInput {
  origin: string;
  literals: readonly string[];
}

const API_CLASSES = new Set(['network', 'timeout', 'http', 'malformed', 'server', 'session']);

function field(detail: unknown, key: string): unknown {
  return detail && typeof detail === 'object'
    ? (detail as Record<string, unknown>)[key]
    : undefined;
}

/** The path part of a route or endpoint path, without a query or anything past it. */
function pathOnly(value: unknown): string {
  return String(value ?? '').split(/[?#]/)[0] ?? '';
}

/**
 * One event as the report that leaves the phone: scrubbed text, reduced stack, paths without
 * queries; null for what is not reported (a cancelled call, an unknown detail).
 */
export function toReport(event: FieldEvent, input: ReportInput): FieldReport | null {
  const base = { at: event.at, page: splitHash(event.hash).path };
  const { detail } = event;
  const text = (value: unknown) => scrubText(value, input.literals);
  switch (event.type) {
    case 'error':
    case 'rejection':
    case 'render': {
      const error = detail instanceof Error ? detail : undefined;
      return {
        ...base,
        type: event.type,
        name: text(error?.name ?? typeof detail),
        message: text(error ? error.message : detail),
        frames: reduceStack(error?.stack, input.origin),
      };
    }
    case 'chunk':
      return {
        ...base,
        type: 'chunk',
        route: pathOnly(field(detail, 'route')),
        attempt: Number(field(detail, 'attempt')) || 1,
        outcome: field(detail, 'ok') ? 'recovered' : 'failed',
        message: text(field(field(detail, 'error'), 'message')),
      };
    case 'bridge':
      return {
        ...base,
        type: 'bridge',
        method: String(field(detail, 'method')),
        code: String(field(detail, 'code') ?? 'UNKNOWN'),
      };
    case 'api': {
      const kind = String(field(detail, 'kind'));
      if (!API_CLASSES.has(kind)) return null;
      const status = field(detail, 'status');
      const code = field(detail, 'code');
      return {
        ...base,
        type: 'api',
        endpoint: pathOnly(field(detail, 'path')),
        class: kind as ApiReport['class'],
        ...(typeof status === 'number' ? { status } : {}),
        ...(code === undefined ? {} : { code: text(code) }),
      };
    }
    case 'state':
      return { ...base, type: 'state', ...(typeof detail === 'string' ? { cause: detail } : {}) };
    default:
      return null;
  }
}

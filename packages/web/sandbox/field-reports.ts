import type { FieldReportBatch } from '@hybrid-loan/bridge-sdk/contract';
import type { SandboxFieldReport } from '@hybrid-loan/dev-contract';
import { Ajv } from 'ajv';
import schema from '../docs/field-report.schema.json' with { type: 'json' };

/**
 * The field reports the pages sent (brand config `fieldReports.url`), kept in memory for the
 * emulator's Field view, QA's scenarios and the browser tests: at most {@link MAX_FIELD_REPORTS},
 * the oldest dropped first. A batch is checked against the committed JSON Schema, as the backend
 * would: one that does not match is refused whole, saying why.
 */
export const MAX_FIELD_REPORTS = 2000;

const validate = new Ajv({ allErrors: false }).compile<FieldReportBatch>(schema);

const reports: SandboxFieldReport[] = [];

/** Keeps a batch's reports; answers why it was refused, or null. */
export function recordFieldBatch(body: unknown, device: string | null): string | null {
  if (!validate(body)) {
    const [first] = validate.errors ?? [];
    return `not a field report batch: ${first?.instancePath || '(root)'} ${first?.message ?? ''}`;
  }
  const receivedAt = Date.now();
  for (const report of body.reports)
    reports.push({ ...report, context: body.context, device, receivedAt });
  if (reports.length > MAX_FIELD_REPORTS) reports.splice(0, reports.length - MAX_FIELD_REPORTS);
  return null;
}

/** The kept reports, oldest first; one device's when `device` is given. */
export function listFieldReports(device?: string | null): SandboxFieldReport[] {
  return device ? reports.filter((r) => r.device === device) : [...reports];
}

export function clearFieldReports(): void {
  reports.length = 0;
}

// Shared by the reports-area tests: a valid contractor billing report and the calls that save it.
import type { InjectOptions } from 'fastify';
import { apiCall } from './harness.js';

export const LINE_ITEMS = [
  { code: 'W-101', description: 'Saw cut asphalt', unit: 'LF', quantity: 42, unitPrice: 3.5 },
  { code: 'W-210', description: 'Excavate and backfill trench', unit: 'CY', quantity: 12.5, unitPrice: 48 },
  { code: 'W-330', description: 'Install 8in ductile iron pipe', unit: 'LF', quantity: 40, unitPrice: 61.25 },
];
/** 147.00 + 600.00 + 2450.00 */
export const LINE_ITEMS_TOTAL = '$3,197.00';

export function cbillingValues(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    workOrder: 'PO-88121',
    workDate: '2026-03-30',
    crewLead: 'Carlos Crew',
    lineItems: LINE_ITEMS,
    notes: 'Hit an unmarked 2in gas service at sta 1+20; locator called.',
    foremanName: 'Frank Foreman',
    ...extra,
  };
}

export function reportBody(values: Record<string, unknown>, createdByUser = 'Carlos Crew') {
  return { values, createdDate: '2026-03-30T16:45:00.000-07:00', createdByUser };
}

export function saveReport(
  sid: string,
  path: { jobID: number; loc?: string; template?: string; ref: string },
  body: unknown,
  headers: Record<string, string> = {},
): InjectOptions {
  const url = `/api/jobs/${path.jobID}/locations/${path.loc ?? '1'}/reports/${path.template ?? 'cbilling'}/${path.ref}`;
  return apiCall(sid, 'POST', url, body, headers);
}

// Every call of spec §7: method, path, query, body, answer. The server registers its routes from
// this table and the app's client is typed from it (ARCHITECTURE: one contract). Each area keeps its
// calls in calls/<area>.ts; a new call goes there, and a new area is one more spread below.
import type { z } from 'zod';
import type { CallDefinition } from './calls/definition.js';
import { crewCalls } from './calls/crew.js';
import { fileCalls } from './calls/files.js';
import { fleetCalls } from './calls/fleet.js';
import { imageCalls } from './calls/images.js';
import { jobCalls } from './calls/jobs.js';
import { officeCalls } from './calls/office.js';
import { officeTemplateCalls } from './calls/office-templates.js';
import { officeFleetCalls } from './calls/office-fleet.js';
import { officeFolderCalls } from './calls/office-folders.js';
import { officePhotoCalls } from './calls/office-photos.js';
import { reportCalls } from './calls/reports.js';
import { serviceAccountCalls } from './calls/service-accounts.js';
import { sessionCalls } from './calls/session.js';
import { timesheetCalls } from './calls/timesheets.js';
import { webhookCalls } from './calls/webhooks.js';
import { upsertCalls } from './calls/upserts.js';

export type { CallDefinition } from './calls/definition.js';

export const calls = {
  ...sessionCalls,
  ...jobCalls,
  ...timesheetCalls,
  ...reportCalls,
  ...imageCalls,
  ...fleetCalls,
  ...fileCalls,
  ...officeCalls,
  ...webhookCalls,
  ...officeTemplateCalls,
  ...crewCalls,
  ...officeFleetCalls,
  ...officePhotoCalls,
  ...officeFolderCalls,
  ...serviceAccountCalls,
  ...upsertCalls,
} as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof calls;
export type CallAnswer<C extends CallName> = z.infer<(typeof calls)[C]['answer']>;

/** Fills `:name` path parameters; values are URI-encoded so they never change the path shape. */
export function callPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

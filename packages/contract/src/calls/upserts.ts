// INT-3: rows keyed by another system's ids, for a service token with the right scope or the
// office administrator (the console's CSV import uses the same calls, dry run first).
import { UpsertAnswer, UpsertRequest } from '../upserts.js';
import type { CallDefinition } from './definition.js';

export const upsertCalls = {
  /** Rows: JobUpsertRow. Foreman and crew by the people's external ids or emails. */
  upsertJobs: {
    method: 'POST',
    path: '/api/integration/jobs',
    body: UpsertRequest,
    answer: UpsertAnswer,
    auth: true,
    office: ['officeAdmin', 'officeManager'],
    scopes: ['jobs:write'],
  },
  /** Rows: PersonUpsertRow. */
  upsertPeople: {
    method: 'POST',
    path: '/api/integration/people',
    body: UpsertRequest,
    answer: UpsertAnswer,
    auth: true,
    office: ['officeAdmin'],
    scopes: ['people:write'],
  },
  /** Rows: OptionUpsertRow (cost codes and every other option list); devices get them on their next sync. */
  upsertOptionLists: {
    method: 'POST',
    path: '/api/integration/option-lists',
    body: UpsertRequest,
    answer: UpsertAnswer,
    auth: true,
    office: ['officeAdmin', 'officeManager'],
    scopes: ['lists:write'],
  },
  /** Rows: EquipmentUpsertRow (vehicles and tracked assets, by unit number or tag). */
  upsertEquipment: {
    method: 'POST',
    path: '/api/integration/equipment',
    body: UpsertRequest,
    answer: UpsertAnswer,
    auth: true,
    office: ['officeAdmin', 'officeManager'],
    scopes: ['equipment:write'],
  },
} as const satisfies Record<string, CallDefinition>;

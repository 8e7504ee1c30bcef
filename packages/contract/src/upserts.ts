// INT-3: another system (an ERP, HR) sends rows keyed by its own ids; each row is created,
// updated, left unchanged, or refused with its errors per field, and a bad row does not stop the
// good ones. The body's rows are checked one by one on the server against the row schemas below
// (which the console uses too, to check a CSV before sending it), so a call answers per row
// instead of refusing the whole body for one bad row.
import { z } from 'zod';
import { FleetKind, FleetStatus } from './fleet.js';
import { ListName } from './office-lists.js';
import { OfficePersonInput } from './office-people.js';

export const UPSERT_ROWS_MAX = 10_000;

export const ExternalID = z.string().trim().min(1).max(100);
/** A person named by the other system: their external id (as sent to upsertPeople) or their email. */
export const PersonReference = z.string().trim().min(1).max(320);

const text = (max: number) => z.string().trim().max(max).default('');
const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().default(null);

/** A location of the job (a site), kept by its number within the job. */
export const SiteUpsert = z.object({
  locationNumber: z.string().trim().min(1).max(40),
  address1: text(300),
  city: text(100),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export type SiteUpsert = z.output<typeof SiteUpsert>;

export const JobUpsertRow = z.object({
  externalID: ExternalID,
  jobNumber: z.string().trim().min(1).max(40),
  workType: z.string().trim().min(1).max(200),
  workDescription: text(4_000),
  address1: text(300),
  city: text(100),
  latitude: coordinate(90),
  longitude: coordinate(180),
  status: z.enum(['Open', 'Closed']).default('Open'),
  foreman: PersonReference.nullable().default(null),
  crew: z.array(PersonReference).max(200).default([]),
  sites: z
    .array(SiteUpsert)
    .max(100)
    .default([])
    .refine((sites) => new Set(sites.map((s) => s.locationNumber)).size === sites.length, {
      message: 'Each location number may be in a job once',
    }),
});
export type JobUpsertRow = z.output<typeof JobUpsertRow>;

/** A person as the office keeps them (OFFICE-3), keyed by the other system's id. */
export const PersonUpsertRow = OfficePersonInput.extend({
  externalID: ExternalID,
  signsIn: z.boolean().default(false),
  officeRoles: OfficePersonInput.shape.officeRoles.default([]),
  trade: OfficePersonInput.shape.trade.default(null),
  workerClass: OfficePersonInput.shape.workerClass.default(null),
}).refine((person) => person.signsIn || person.officeRoles.length === 0, {
  message: 'Office roles need an account: set signsIn',
  path: ['officeRoles'],
});
export type PersonUpsertRow = z.output<typeof PersonUpsertRow>;

/**
 * An entry of an option list (cost codes are the list `costCodes`), keyed by its list and value:
 * the value is the other system's code. A new entry goes to the end of its list; entries not sent
 * stay.
 */
export const OptionUpsertRow = z.object({
  listName: ListName,
  value: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
  labelEs: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .default(null)
    .transform((text) => (text === '' ? null : text)),
});
export type OptionUpsertRow = z.output<typeof OptionUpsertRow>;

/**
 * A vehicle (kind vehicle, code its unit number) or a tracked asset (kind asset, code its tag),
 * keyed by its code: the other system's id of it. Positions come from telematics, not from here.
 */
export const EquipmentUpsertRow = z.object({
  kind: FleetKind,
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(100),
  status: FleetStatus.default('offline'),
  assignedTo: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .transform((text) => (text === '' ? null : text)),
});
export type EquipmentUpsertRow = z.output<typeof EquipmentUpsertRow>;

export const UpsertRequest = z.object({
  /** Check every row and answer what would happen, writing nothing. */
  dryRun: z.boolean().default(false),
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(UPSERT_ROWS_MAX),
});
export type UpsertRequest = z.input<typeof UpsertRequest>;

export const UPSERT_OUTCOMES = ['created', 'updated', 'unchanged', 'invalid'] as const;
export const UpsertOutcome = z.enum(UPSERT_OUTCOMES);
export type UpsertOutcome = z.infer<typeof UpsertOutcome>;

export const UpsertRowError = z.object({ field: z.string(), message: z.string() });
export type UpsertRowError = z.infer<typeof UpsertRowError>;

export const UpsertRowResult = z.object({
  /** The row's place in the request, from 0. */
  row: z.number().int(),
  externalID: z.string().nullable(),
  outcome: UpsertOutcome,
  /** Our id of the row (null when invalid, or created by a dry run). */
  id: z.number().int().nullable(),
  errors: z.array(UpsertRowError),
});
export type UpsertRowResult = z.infer<typeof UpsertRowResult>;

export const UpsertAnswer = z.object({
  dryRun: z.boolean(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    invalid: z.number().int(),
  }),
  results: z.array(UpsertRowResult),
});
export type UpsertAnswer = z.infer<typeof UpsertAnswer>;

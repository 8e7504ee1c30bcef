// Jobs area (issue 3): the shapes the job procedures and calls answer, beyond the entities of
// spec §3. Job folders, locations and notes themselves live in entities.ts.
import { z } from 'zod';
import { ForemanLookupEntry, JobFolder } from './entities.js';

/** Largest id the server stores (a 32-bit integer column); larger ones are malformed (400). */
export const MAX_ID = 2_147_483_647;
/** An id in a path or query (text, so coerced). */
export const RecordID = z.coerce.number().int().positive().max(MAX_ID);
/** An id among a command's parameters, which carry numbers as numbers (HTTP-5). */
export const ParameterID = z.number().int().positive().max(MAX_ID);

/** JOB-3: a note's text, trimmed; never empty. */
export const NOTE_TEXT_MAX_LENGTH = 4_000;
export const NoteText = z.string().trim().min(1, 'Write the note first').max(NOTE_TEXT_MAX_LENGTH);

/** The option list whose values are the allowed note types (JOB-3). */
export const NOTE_TYPES_LIST = 'noteTypes';

/** SYNC-2: most job ids one bulk-load call takes. */
export const JOB_BULK_LOAD_MAX = 500;

/** GetForemanCalendar: the longest range one call covers, in days. */
export const FOREMAN_CALENDAR_MAX_DAYS = 62;

/** UX-1: a name in other languages (Spanish), when the office gave one; the stored value stays one. */
const OtherNames = z.object({ es: z.string().min(1).max(500).optional() }).strict();

export const OptionListEntry = z.object({
  listName: z.string(),
  value: z.string(),
  label: z.string(),
  /** UX-1: the label in other languages; the value stays one. */
  labels: OtherNames.optional(),
  sortOrder: z.number().int(),
});
export type OptionListEntry = z.infer<typeof OptionListEntry>;

/** A kind of job event; `eventType` is the name a JobEvent carries. */
export const EventType = z.object({
  eventTypeID: z.number().int(),
  eventType: z.string(),
  /** UX-1: the name in other languages, as an option list entry's; a JobEvent keeps `eventType`. */
  labels: OtherNames.optional(),
});
export type EventType = z.infer<typeof EventType>;

/** Everything the device caches for its pick lists, in one answer (START-4: offline). */
export const LookupTables = z.object({
  optionLists: z.array(OptionListEntry),
  eventTypes: z.array(EventType),
  foremen: z.array(ForemanLookupEntry),
});
export type LookupTables = z.infer<typeof LookupTables>;

/**
 * SYNC-1..3: one job sync answer. The device upserts `changed`, deletes its jobs that are not in
 * `jobIDs` (reassigned, closed) and bulk-loads ids of `jobIDs` it lacks. It sends `serverTime`
 * back as the next `since`.
 */
export const JobUpdates = z.object({
  serverTime: z.string(),
  jobIDs: z.array(z.number().int()),
  changed: z.array(JobFolder),
});
export type JobUpdates = z.infer<typeof JobUpdates>;

/**
 * OPS-5: GetJobUpdates as sent. `jobIDsHash` names the `jobIDs` list; a device that sends it back
 * gets `jobIDs` left out while the list is the same (it resends its own), so a poll of an
 * unchanged yard is a few bytes. A device that sends no hash (older apps) always gets the list.
 */
export const JobUpdatesAnswer = JobUpdates.extend({
  jobIDs: z.array(z.number().int()).optional(),
  jobIDsHash: z.string().optional(),
  /**
   * OFFICE-4: names the report template versions devices get; when it is not the one the device
   * last loaded its templates under, it loads them again (a publish reaches it on its next sync).
   */
  templatesStamp: z.string().optional(),
});
export type JobUpdatesAnswer = z.infer<typeof JobUpdatesAnswer>;

export const CoverPhoto = z.object({
  jobID: z.number().int(),
  coverPhotoRef: z.string(),
  updatedDate: z.string(),
});
export type CoverPhoto = z.infer<typeof CoverPhoto>;

/** One job on one day of a foreman's calendar, with the events that cover that day. */
export const ForemanCalendarJob = z.object({
  jobID: z.number().int(),
  jobNumber: z.string(),
  address1: z.string(),
  city: z.string(),
  eventTypes: z.array(z.string()),
});
export const ForemanCalendarDay = z.object({ date: z.iso.date(), jobs: z.array(ForemanCalendarJob) });
export const ForemanCalendar = z.object({
  foremanID: z.number().int(),
  days: z.array(ForemanCalendarDay),
});
export type ForemanCalendar = z.infer<typeof ForemanCalendar>;

/** JOB-5: the address the geocoder found at a point. */
export const ReverseGeocodeAnswer = z.object({ address1: z.string(), city: z.string() });
export type ReverseGeocodeAnswer = z.infer<typeof ReverseGeocodeAnswer>;

// OFFICE-5: the lists the field picks from (note types, units, weather, cost codes, and any other
// option list a template names) and the job event types, each with its Spanish label. The office
// replaces a list whole, in the order the field shows it; a value already stored in a report or a
// note stays as it was.
import { z } from 'zod';
import { EventType, OptionListEntry } from './jobs.js';

export const ListName = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'A list name is letters and digits');

const label = z.string().trim().min(1).max(200);
const labelEs = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((text) => (text === '' ? null : text));

export const OptionListInput = z.object({
  entries: z
    .array(z.object({ value: z.string().trim().min(1).max(100), label, labelEs }))
    .max(500)
    .refine((entries) => new Set(entries.map((e) => e.value)).size === entries.length, {
      message: 'Each value may be in the list once',
    }),
});
export type OptionListInput = z.input<typeof OptionListInput>;

export const EventTypesInput = z.object({
  entries: z
    .array(z.object({ name: label, labelEs }))
    .min(1)
    .max(200)
    .refine((entries) => new Set(entries.map((e) => e.name)).size === entries.length, {
      message: 'Each event type may be in the list once',
    }),
});
export type EventTypesInput = z.input<typeof EventTypesInput>;

export const OfficeLists = z.object({
  optionLists: z.array(OptionListEntry),
  eventTypes: z.array(EventType),
});
export type OfficeLists = z.infer<typeof OfficeLists>;

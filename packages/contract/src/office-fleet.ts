// OFFICE-9: the fleet as the office keeps it: vehicles and assets added, edited and retired from the
// console. A retired unit stays in the office's list (and its record) but leaves the field's fleet
// screen. Positions are the trackers' to report, so the office never types one.
import { z } from 'zod';
import { FleetItem, FleetKind, FleetStatus } from './fleet.js';

export const OfficeFleetItem = FleetItem.extend({
  /** The row's own number (vehicle_id or asset_id); the unit number or tag may be edited. */
  fleetID: z.number().int(),
  /** When the office retired it (ISO); null while in service. */
  retiredAt: z.string().nullable(),
});
export type OfficeFleetItem = z.infer<typeof OfficeFleetItem>;

export const OfficeFleetQuery = z.object({
  kind: FleetKind.optional(),
  /** in service (the default), retired, or both. */
  state: z.enum(['inService', 'retired', 'all']).default('inService'),
});
export type OfficeFleetQuery = z.infer<typeof OfficeFleetQuery>;

export const OfficeFleetList = z.object({ items: z.array(OfficeFleetItem) });
export type OfficeFleetList = z.infer<typeof OfficeFleetList>;

export const OfficeFleetInput = z.object({
  /** Unit number of a vehicle (V-…) or tag of an asset (A-…): unique across the fleet. */
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(100),
  status: FleetStatus,
  assignedTo: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .transform((text) => (text === '' ? null : text)),
});
export type OfficeFleetInput = z.input<typeof OfficeFleetInput>;

export const OfficeFleetRetired = z.object({ retired: z.boolean() });
export type OfficeFleetRetired = z.infer<typeof OfficeFleetRetired>;

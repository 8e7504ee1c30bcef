// The procedures `/api/cmd?proc=NAME` may run (SRV-2). Each has a parameter schema; a name not
// listed here is answered 404. Procedures of later areas are added here first.
import { z } from 'zod';
import { DASHBOARD_ID } from './constants.js';
import { DeviceRegistration, MenuItem } from './entities.js';

export const procedures = {
  /** SHELL-2: extra menu entries of the signed-in user. */
  GetMenuItems: { parameters: z.object({}).strict(), answer: z.array(MenuItem) },
  /** Registers (or refreshes) the caller's device; answers its server id. */
  RegisterDevice: {
    parameters: DeviceRegistration.strict(),
    answer: z.object({ deviceID: z.number().int(), serial: z.string() }),
  },
  /** MISC-1: the dashboard tiles (dashboard id 1). */
  GetDashboard: {
    parameters: z.object({ dashboardID: z.literal(DASHBOARD_ID) }).strict(),
    answer: z.object({
      dashboardID: z.number(),
      tiles: z.array(z.object({ title: z.string(), value: z.union([z.string(), z.number()]) })),
    }),
  },
} as const;

export type ProcedureName = keyof typeof procedures;
export type ProcedureParameters<P extends ProcedureName> = z.infer<(typeof procedures)[P]['parameters']>;
export type ProcedureAnswer<P extends ProcedureName> = z.infer<(typeof procedures)[P]['answer']>;

export function isProcedureName(name: string): name is ProcedureName {
  return Object.hasOwn(procedures, name);
}

// OFFICE-9: the office keeps the fleet (vehicles and assets): list, add, edit, retire. The office
// administrator and the office manager run the yard; other office roles have no use for it.
import { z } from 'zod';
import { FleetKind } from '../fleet.js';
import {
  OfficeFleetInput,
  OfficeFleetItem,
  OfficeFleetList,
  OfficeFleetQuery,
  OfficeFleetRetired,
} from '../office-fleet.js';
import { id, type CallDefinition } from './definition.js';

const RUN_FLEET = ['officeAdmin', 'officeManager'] as const;
const unitParams = z.object({ kind: FleetKind, id });

export const officeFleetCalls = {
  officeFleet: {
    method: 'GET',
    path: '/api/office/fleet',
    query: OfficeFleetQuery,
    answer: OfficeFleetList,
    auth: true,
    office: RUN_FLEET,
  },
  officeAddFleetUnit: {
    method: 'POST',
    path: '/api/office/fleet/:kind',
    params: z.object({ kind: FleetKind }),
    body: OfficeFleetInput,
    answer: OfficeFleetItem,
    auth: true,
    office: RUN_FLEET,
  },
  officeUpdateFleetUnit: {
    method: 'PUT',
    path: '/api/office/fleet/:kind/:id',
    params: unitParams,
    body: OfficeFleetInput,
    answer: OfficeFleetItem,
    auth: true,
    office: RUN_FLEET,
  },
  /** Retire (or return to service): a retired unit leaves the field's fleet screen. */
  officeSetFleetRetired: {
    method: 'PUT',
    path: '/api/office/fleet/:kind/:id/retired',
    params: unitParams,
    body: OfficeFleetRetired,
    answer: OfficeFleetItem,
    auth: true,
    office: RUN_FLEET,
  },
} as const satisfies Record<string, CallDefinition>;

// CREW-1: the crew's own time: punches (made on the device, replay-safe by their id) and the
// kiosk PIN a foreman or the office sets for a crew member.
import { z } from 'zod';
import { CrewPin, NewPunch, Punch, PunchList, PunchQuery } from '../crew-time/punches.js';
import { type CallDefinition, id, ok } from './definition.js';

export const crewCalls = {
  recordPunch: {
    method: 'POST',
    path: '/api/crew/punches',
    body: NewPunch,
    answer: Punch,
    auth: true,
  },
  punches: {
    method: 'GET',
    path: '/api/crew/punches',
    query: PunchQuery,
    answer: PunchList,
    auth: true,
  },
  setCrewPin: {
    method: 'PUT',
    path: '/api/crew/:employeeID/pin',
    params: z.object({ employeeID: id }),
    body: CrewPin,
    answer: ok,
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;

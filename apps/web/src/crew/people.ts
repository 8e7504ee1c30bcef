// CREW-1: whom the kiosk offers: the crew the foreman's device knows (the roster and the people
// met on timesheets), by name.
import { readCrewRoster } from '../db/crew-roster';
import { useLiveQuery } from '../db/live-query';

export const useCrewPeople = () =>
  useLiveQuery(async () =>
    Object.values((await readCrewRoster()).people).sort((a, b) => a.name.localeCompare(b.name)),
  );

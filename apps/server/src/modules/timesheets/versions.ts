// TSX-1: never a silent overwrite. A save names the version of the timesheet it was based on; a
// stale one is 409 with the server's whole copy (details.current) so the device can merge three
// ways (contract timesheets/merge.ts) and send again on top of it. A save without a version (a
// task queued by a device from before versions) is accepted as before.
import { ERROR_CODES } from '@fieldops/contract';
import { badRequest, HttpError } from '../../http/errors.js';
import type { StoredTimesheet } from './repository/timesheets.js';

/** 400 for a version the server never gave out; 409 with the current copy for a stale one. */
export function requireCurrentVersion(basedOn: number | undefined, current: StoredTimesheet): void {
  if (basedOn === undefined) return;
  if (basedOn > current.version) {
    throw badRequest(
      `version ${basedOn} of the timesheet of ${current.timeSheetDate} does not exist yet; it is at version ${current.version}`,
      { field: 'version', version: basedOn, current: current.version },
    );
  }
  if (basedOn < current.version) throw staleSave(current);
}

/** The answer to a save based on an older copy: the server's copy, and who changed it when. */
export function staleSave(current: StoredTimesheet): HttpError {
  const by = current.updatedBy ? ` by ${current.updatedBy}` : '';
  return new HttpError(
    409,
    ERROR_CODES.conflict,
    `The timesheet of ${current.timeSheetDate} was changed${by} since you opened it; your changes are merged into the new copy`,
    { current },
  );
}

/** A second timesheet for one foreman and day: the first's id (as before) and its whole copy. */
export function secondOfDay(current: StoredTimesheet): HttpError {
  return new HttpError(
    409,
    ERROR_CODES.conflict,
    `There is already a timesheet for ${current.timeSheetDate} (#${current.timeSheetID}); open it instead of starting another`,
    { timeSheetID: current.timeSheetID, current },
  );
}

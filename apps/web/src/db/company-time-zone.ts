// TSX-2: the company's zone as the server last said it (the timesheet week carries it); kept at
// log out, since it is the company's, not the user's.
import { DEFAULT_COMPANY_TIME_ZONE } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from './database';
import { readSetting, writeSetting } from './settings';
import { guardWrite } from './storage-errors';

export async function saveCompanyTimeZone(timeZone: string, database: FieldOpsDatabase = db): Promise<void> {
  await guardWrite(() => writeSetting('companyTimeZone', timeZone, database));
}

/** America/New_York before the first week sync. */
export async function readCompanyTimeZone(database: FieldOpsDatabase = db): Promise<string> {
  return (await readSetting('companyTimeZone', database)) ?? DEFAULT_COMPANY_TIME_ZONE;
}

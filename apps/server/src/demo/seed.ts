// SRV-4: demo data so a fresh start is usable at once. Every insert is "if missing", so seeding
// runs on every start without duplicating rows or undoing changes made since.
import { DEFAULT_COMPANY_TIME_ZONE, type MenuItem } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { demoAccounts, isCompanyAccount, type DemoAccount } from '../idp/accounts.js';
import { grantOfficeRole } from '../modules/office/service.js';
import { seedDemoCrewTrades } from './seed-crew-trades.js';
import { seedDemoFleet } from './seed-fleet.js';
import { seedDemoJobs } from './seed-jobs.js';
import { seedDemoReportTemplates } from './seed-reports.js';
import { seedDemoTimesheets } from './seed-timesheets.js';

export const DEMO_MENU_ITEMS: readonly MenuItem[] = [
  { title: 'Fleet', url: '/fleet-list', icon: 'truck' },
  { title: 'Safety Handbook', url: 'https://www.osha.gov/construction', icon: 'book' },
  // Duplicates a built-in menu url on purpose: the app must skip it (SHELL-2).
  { title: 'Home', url: '/dashboard', icon: 'home' },
];

/** OFFICE-1: the demo office account's roles (kept if the office has changed them since). */
async function seedOfficeRoles(db: Kysely<Database>, account: DemoAccount) {
  if (!account.officeRoles) return;
  const user = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  const held = await db
    .selectFrom('office_grants')
    .select('user_id')
    .where('user_id', '=', user.user_id)
    .executeTakeFirst();
  if (held) return;
  for (const role of account.officeRoles) await grantOfficeRole(db, user.user_id, role, null);
}

export async function seedDemoData(
  db: Kysely<Database>,
  companyDomain: string,
  timeZone: string = DEFAULT_COMPANY_TIME_ZONE,
): Promise<void> {
  const accounts = demoAccounts(companyDomain).filter((a) => isCompanyAccount(a, companyDomain));
  await db.transaction().execute(async (trx) => {
    for (const account of accounts) {
      await trx
        .insertInto('employees')
        .values({ full_name: account.name, email: account.email, role: account.role })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const employee = await trx
        .selectFrom('employees')
        .select('employee_id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('users')
        .values({
          email: account.email,
          employee_id: employee.employee_id,
          name: account.name,
          role: account.role,
          active: 1,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      await seedOfficeRoles(trx, account);
    }
    for (const [index, item] of DEMO_MENU_ITEMS.entries()) {
      await trx
        .insertInto('menu_items')
        .values({ ...item, sort_order: (index + 1) * 10 })
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
    }
    await seedDemoJobs(trx, companyDomain, accounts);
    await seedDemoReportTemplates(trx);
    await seedDemoTimesheets(trx, companyDomain, new Date(), timeZone);
    await seedDemoFleet(trx);
    await seedDemoCrewTrades(trx);
  });
}

// TSX-6: the company's timesheet rules as dated rule sets, and which set each confirmed day was
// confirmed under. A set's rules are one JSON text (the contract's RuleSetRules, checked when
// read), so a new rule is a contract change, not a migration. The code's constants become the
// first set, in force from 1970; days confirmed before this migration are recorded as confirmed
// under it, by their creator at their last change, so a later set can never change their totals.
import { FIRST_RULE_SET, FIRST_RULE_SET_DATE, RuleSetRules } from '@fieldops/contract';
import type { Kysely, Migration } from 'kysely';
import { isoNow, withIdColumn } from './dialect.js';
import type { SqlDialect } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what we are creating
type AnyDb = Kysely<any>;

export function timesheetRulesSchema(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      await withIdColumn(db.schema.createTable('timesheet_rule_sets'), 'rule_set_id', dialect)
        .addColumn('effective_from', 'text', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('created_by_user_id', 'integer', (c) => c.references('users.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('timesheet_confirmations'), 'confirmation_id', dialect)
        .addColumn('timesheet_id', 'integer', (c) => c.notNull().references('timesheets.timesheet_id'))
        .addColumn('rule_set_id', 'integer', (c) => c.notNull().references('timesheet_rule_sets.rule_set_id'))
        .addColumn('confirmed_by_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
        // The confirmer's name on the payroll export comes from employees, like every other name.
        .addColumn('confirmed_by_employee_id', 'integer', (c) =>
          c.notNull().references('employees.employee_id'),
        )
        .addColumn('confirmed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('timesheet_confirmations_sheet_idx')
        .on('timesheet_confirmations')
        .column('timesheet_id')
        .execute();

      const first = await db
        .insertInto('timesheet_rule_sets')
        .values({
          effective_from: FIRST_RULE_SET_DATE,
          rules: JSON.stringify(RuleSetRules.parse(FIRST_RULE_SET)),
          created_by_user_id: null,
          created_at: isoNow(),
        })
        .returning('rule_set_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('timesheet_confirmations')
        .columns([
          'timesheet_id',
          'rule_set_id',
          'confirmed_by_user_id',
          'confirmed_by_employee_id',
          'confirmed_at',
        ])
        .expression(
          db
            .selectFrom('timesheets')
            .innerJoin('users', 'users.user_id', 'timesheets.created_by_user_id')
            .select([
              'timesheets.timesheet_id',
              (eb) => eb.lit(Number(first.rule_set_id)).as('rule_set_id'),
              'timesheets.created_by_user_id',
              'users.employee_id',
              'timesheets.updated_at',
            ])
            .where('timesheets.status', '=', 'confirmed'),
        )
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('timesheet_confirmations').execute();
      await db.schema.dropTable('timesheet_rule_sets').execute();
    },
  };
}

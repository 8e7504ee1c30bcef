// OFFICE-3: the company's people as the office keeps them: employees (trade, class), and for those
// who sign in, their account (field role, office roles, active). Inviting a person makes the account
// for their email; they then sign in through the company's provider like everyone else.
import { z } from 'zod';
import { UserData } from './entities.js';

export const FieldRole = UserData.shape.role;
export type FieldRole = z.infer<typeof FieldRole>;

/** The office roles an administrator grants (the reviewer is a field role). */
export const GRANTED_OFFICE_ROLES = ['officeAdmin', 'officeManager', 'payroll'] as const;
export const GrantedOfficeRole = z.enum(GRANTED_OFFICE_ROLES);
export type GrantedOfficeRole = z.infer<typeof GrantedOfficeRole>;

export const OfficePersonAccount = z.object({
  userID: z.number().int(),
  active: z.boolean(),
  officeRoles: z.array(GrantedOfficeRole),
  /** Whether they have signed in through the provider yet (an invited account has not). */
  signedIn: z.boolean(),
});

export const OfficePerson = z.object({
  employeeID: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  fieldRole: FieldRole,
  trade: z.string().nullable(),
  workerClass: z.string().nullable(),
  account: OfficePersonAccount.nullable(),
});
export type OfficePerson = z.infer<typeof OfficePerson>;

export const OfficePeopleQuery = z.object({
  search: z.string().trim().max(100).optional(),
  active: z.enum(['active', 'inactive', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type OfficePeopleQuery = z.infer<typeof OfficePeopleQuery>;

export const OfficePeopleList = z.object({
  people: z.array(OfficePerson),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfficePeopleList = z.infer<typeof OfficePeopleList>;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((text) => (text === '' ? null : text));

export const OfficePersonInput = z.object({
  fullName: z.string().trim().min(1).max(200),
  email: z
    .email()
    .max(320)
    .transform((email) => email.toLowerCase()),
  fieldRole: FieldRole,
  trade: optionalText,
  workerClass: optionalText,
  /** Invite: give them an account that signs in through the provider (kept once made). */
  signsIn: z.boolean(),
  officeRoles: z.array(GrantedOfficeRole).max(3),
});
export type OfficePersonInput = z.input<typeof OfficePersonInput>;

export const OfficePersonActive = z.object({ active: z.boolean() });

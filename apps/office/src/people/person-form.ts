// OFFICE-3: a person as the add/edit form holds them, and back to what the server takes. "Signs in"
// is the invite: the person gets an account for their email and signs in through the provider.
import type { FieldRole, GrantedOfficeRole, OfficePerson, OfficePersonInput } from '@fieldops/contract';

export interface PersonForm {
  fullName: string;
  email: string;
  fieldRole: FieldRole;
  trade: string;
  workerClass: string;
  signsIn: boolean;
  officeRoles: GrantedOfficeRole[];
}

export const BLANK_PERSON: PersonForm = {
  fullName: '',
  email: '',
  fieldRole: 'crew',
  trade: '',
  workerClass: '',
  signsIn: false,
  officeRoles: [],
};

export function formOf(person: OfficePerson): PersonForm {
  return {
    fullName: person.fullName,
    email: person.email,
    fieldRole: person.fieldRole,
    trade: person.trade ?? '',
    workerClass: person.workerClass ?? '',
    signsIn: person.account !== null,
    officeRoles: person.account?.officeRoles ?? [],
  };
}

export function personInput(form: PersonForm): OfficePersonInput {
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    fieldRole: form.fieldRole,
    trade: form.trade.trim() || null,
    workerClass: form.workerClass.trim() || null,
    signsIn: form.signsIn,
    // Office roles belong to an account: none without one.
    officeRoles: form.signsIn ? form.officeRoles : [],
  };
}

/** Whether the person can be deactivated or reactivated (only an account can). */
export const canToggle = (person: OfficePerson): boolean => person.account !== null;

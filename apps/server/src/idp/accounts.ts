// The accounts of the embedded identity provider (AUTH-13) and of the demo company (SRV-4).
// Company accounts come first; the last one belongs to another company so the domain rule
// (AUTH-11) can be tried by hand: the provider signs him in, the server refuses him a session.
import type { Role, StoredOfficeRole } from '../db/types.js';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  domain: string;
  /** OFFICE-1: office roles held beside the field role. */
  officeRoles?: readonly StoredOfficeRole[];
}

/** For demos and tests only; the embedded provider is a development tool, not a user store. */
export const DEMO_PASSWORD = 'fieldops';
export const DEFAULT_COMPANY_DOMAIN = 'acme.example';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'foreman@acme.example', name: 'Frank Foreman', role: 'foreman', domain: 'acme.example' },
  {
    email: 'general.foreman@acme.example',
    name: 'Grace General',
    role: 'generalForeman',
    domain: 'acme.example',
  },
  { email: 'crew@acme.example', name: 'Carlos Crew', role: 'crew', domain: 'acme.example' },
  { email: 'reviewer@acme.example', name: 'Rita Reviewer', role: 'reviewer', domain: 'acme.example' },
  // The office: she runs people, jobs and payroll; her field role lets her read every open job.
  {
    email: 'office@acme.example',
    name: 'Olivia Office',
    role: 'reviewer',
    domain: 'acme.example',
    officeRoles: ['officeAdmin', 'officeManager', 'payroll'],
  },
  { email: 'outsider@other.example', name: 'Oscar Outsider', role: 'crew', domain: 'other.example' },
];

/** The demo accounts with acme.example replaced by the configured COMPANY_DOMAIN. */
export function demoAccounts(companyDomain: string): DemoAccount[] {
  return DEMO_ACCOUNTS.map((a) =>
    a.domain === DEFAULT_COMPANY_DOMAIN
      ? {
          ...a,
          domain: companyDomain,
          email: a.email.replace(`@${DEFAULT_COMPANY_DOMAIN}`, `@${companyDomain}`),
        }
      : a,
  );
}

export const isCompanyAccount = (a: DemoAccount, companyDomain: string) => a.domain === companyDomain;

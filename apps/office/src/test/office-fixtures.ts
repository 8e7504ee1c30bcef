// Answers the console's tests give for the server: people, jobs and who is signed in.
import type { OfficeJob, OfficeMe, OfficePerson } from '@fieldops/contract';

export const OLIVIA: OfficeMe = {
  userID: 7,
  name: 'Olivia Office',
  email: 'office@acme.example',
  roles: ['officeAdmin', 'officeManager', 'payroll'],
};
export const RITA: OfficeMe = {
  userID: 5,
  name: 'Rita Reviewer',
  email: 'reviewer@acme.example',
  roles: ['reviewer'],
};

export const SESSION = {
  sessionId: 'sid-1',
  accessToken: 'token',
  email: OLIVIA.email,
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};

const person = (
  employeeID: number,
  fullName: string,
  fieldRole: OfficePerson['fieldRole'],
): OfficePerson => ({
  employeeID,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@acme.example`,
  fieldRole,
  trade: null,
  workerClass: null,
  account: null,
});

export const PEOPLE = {
  people: [person(1, 'Frank Foreman', 'foreman'), person(2, 'Carlos Crew', 'crew')],
  total: 2,
  page: 1,
  pageSize: 200,
};

export function aJob(overrides: Partial<OfficeJob> = {}): OfficeJob {
  return {
    jobID: 41,
    jobNumber: 'J-5001',
    workType: 'Water main repair',
    workDescription: '',
    address1: '12 Elm St',
    city: 'Springfield',
    latitude: null,
    longitude: null,
    status: 'Open',
    isEmergency: false,
    foreman: null,
    crew: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

// INT-2: the office administrator's calls for machine access. These are for people only: no
// service token may make them, whatever its scopes (they declare none).
import { z } from 'zod';
import {
  IssuedServiceToken,
  NewServiceAccount,
  NewServiceToken,
  ServiceAccount,
  ServiceAccountList,
  ServiceToken,
} from '../service-accounts.js';
import { id, type CallDefinition } from './definition.js';

const ADMIN = ['officeAdmin'] as const;

export const serviceAccountCalls = {
  officeServiceAccounts: {
    method: 'GET',
    path: '/api/office/service-accounts',
    answer: ServiceAccountList,
    auth: true,
    office: ADMIN,
  },
  officeCreateServiceAccount: {
    method: 'POST',
    path: '/api/office/service-accounts',
    body: NewServiceAccount,
    answer: ServiceAccount,
    auth: true,
    office: ADMIN,
  },
  /** The answer holds the token, shown this once; the server keeps only its SHA-256. */
  officeIssueServiceToken: {
    method: 'POST',
    path: '/api/office/service-accounts/:id/tokens',
    params: z.object({ id }),
    body: NewServiceToken,
    answer: IssuedServiceToken,
    auth: true,
    office: ADMIN,
  },
  /** Refused at once on every instance: each token is read from the database on each request. */
  officeRevokeServiceToken: {
    method: 'POST',
    path: '/api/office/service-accounts/:id/tokens/:tokenID/revoke',
    params: z.object({ id, tokenID: id }),
    answer: ServiceToken,
    auth: true,
    office: ADMIN,
  },
} as const satisfies Record<string, CallDefinition>;

// INT-2: a service account and a token for it, made through the office's own calls, and requests
// made with a token as another system makes them (`Authorization: Bearer …`).
import type { ServiceScope } from '@fieldops/contract';
import type { InjectOptions } from 'fastify';
import { apiCall, type TestServer } from './harness.js';

/** The demo data's office administrator. */
export const OLIVIA = 'office@acme.example';

export interface IssuedToken {
  accountID: number;
  tokenID: number;
  token: string;
}

/** A new service account with `scopes`, and a token for it, made by the administrator signed in as `adminSid`. */
export async function issuedToken(
  server: TestServer,
  adminSid: string,
  scopes: ServiceScope[],
  name = `Sync ${scopes.join(' ')}`,
): Promise<IssuedToken> {
  const made = await server.app.inject(
    apiCall(adminSid, 'POST', '/api/office/service-accounts', { name, scopes }),
  );
  if (made.statusCode !== 200) throw new Error(`Making a service account failed: ${made.body}`);
  const accountID = made.json<{ serviceAccountID: number }>().serviceAccountID;
  const issued = await server.app.inject(
    apiCall(adminSid, 'POST', `/api/office/service-accounts/${accountID}/tokens`, {}),
  );
  if (issued.statusCode !== 200) throw new Error(`Issuing a token failed: ${issued.body}`);
  const answer = issued.json<{ token: string; details: { tokenID: number } }>();
  return { accountID, tokenID: answer.details.tokenID, token: answer.token };
}

/** A request made with a service token. */
export function withToken(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): InjectOptions {
  return {
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
}

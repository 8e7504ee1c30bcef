// INT-2: what the contract promises about machine access: every call a token may make needs
// authentication and names known scopes; the service-account calls take no token.
import { describe, expect, it } from 'vitest';
import { calls, type CallDefinition } from './calls.js';
import { serviceAccountCalls } from './calls/service-accounts.js';
import { NewServiceAccount, SERVICE_SCOPES } from './service-accounts.js';

const all = Object.entries(calls) as [string, CallDefinition][];

describe('service scopes in the contract', () => {
  it('[INT-2] a call that takes a service token needs authentication and names only known scopes', () => {
    const scoped = all.filter(([, call]) => call.scopes);
    expect(scoped.length).toBeGreaterThanOrEqual(7);
    for (const [name, call] of scoped) {
      expect(call.auth, name).toBe(true);
      expect(call.scopes!.length, name).toBeGreaterThan(0);
      for (const scope of call.scopes!) expect(SERVICE_SCOPES, name).toContain(scope);
    }
  });

  it('[INT-2] the office’s service-account calls never take a token, and a new account names its scopes once', () => {
    for (const call of Object.values(serviceAccountCalls) as CallDefinition[])
      expect(call.scopes).toBeUndefined();
    expect(NewServiceAccount.safeParse({ name: 'ERP', scopes: ['jobs:write'] }).success).toBe(true);
    expect(NewServiceAccount.safeParse({ name: 'ERP', scopes: ['jobs:write', 'jobs:write'] }).success).toBe(
      false,
    );
    expect(NewServiceAccount.safeParse({ name: 'ERP', scopes: ['jobs:delete'] }).success).toBe(false);
  });
});

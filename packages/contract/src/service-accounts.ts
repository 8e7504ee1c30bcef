// INT-2: machine access. An office administrator makes service accounts (a name and the scopes
// their tokens carry) and issues tokens for them; a token is shown once, as `fo_svc_` and 43
// characters of base64url (32 random bytes), and sent as `Authorization: Bearer <token>`. A call
// that machines may make declares its scopes in the contract (`scopes`, beside `office`).
import { z } from 'zod';

export const SERVICE_SCOPES = [
  'jobs:read',
  'jobs:write',
  'people:write',
  'lists:write',
  'equipment:write',
  'timesheets:read',
  'reports:read',
] as const;
export const ServiceScope = z.enum(SERVICE_SCOPES);
export type ServiceScope = z.infer<typeof ServiceScope>;

/** What every service token starts with, so a leaked one is recognised (secret scanners, logs). */
export const SERVICE_TOKEN_PREFIX = 'fo_svc_';
/** Days a token lives unless the administrator says otherwise, and the most it may. */
export const SERVICE_TOKEN_DEFAULT_DAYS = 90;
export const SERVICE_TOKEN_MAX_DAYS = 730;

export const NewServiceAccount = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(ServiceScope)
    .min(1)
    .max(SERVICE_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'Each scope may be named once' }),
});
export type NewServiceAccount = z.input<typeof NewServiceAccount>;

export const NewServiceToken = z.object({
  expiresInDays: z.number().int().min(1).max(SERVICE_TOKEN_MAX_DAYS).default(SERVICE_TOKEN_DEFAULT_DAYS),
});
export type NewServiceToken = z.input<typeof NewServiceToken>;

/** A token as it is listed: never the token itself, only its first characters to tell it apart. */
export const ServiceToken = z.object({
  tokenID: z.number().int(),
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Recorded at most once a minute per token. */
  lastUsedAt: z.string().nullable(),
});
export type ServiceToken = z.infer<typeof ServiceToken>;

export const ServiceAccount = z.object({
  serviceAccountID: z.number().int(),
  name: z.string(),
  scopes: z.array(ServiceScope),
  createdAt: z.string(),
  tokens: z.array(ServiceToken),
});
export type ServiceAccount = z.infer<typeof ServiceAccount>;

export const ServiceAccountList = z.object({ accounts: z.array(ServiceAccount) });
export type ServiceAccountList = z.infer<typeof ServiceAccountList>;

/** The answer that carries the token: the only time it is ever shown. */
export const IssuedServiceToken = z.object({
  token: z.string(),
  details: ServiceToken,
});
export type IssuedServiceToken = z.infer<typeof IssuedServiceToken>;

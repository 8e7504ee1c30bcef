// INT-4: Standard Webhooks signatures. The secret is `whsec_` + base64 of random bytes; the signed
// content is `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 keyed with the secret's
// bytes, sent as `v1,<base64>`. Several signatures are separated by spaces: during a rotation's
// overlap both the new and the old secret sign, so a receiver that has either one verifies.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** 32 random bytes (the specification asks for 24 to 64). */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** `msg_` and 128 random bits: the webhook-id, kept for every attempt of the event. */
export const newWebhookID = () => `msg_${randomBytes(16).toString('base64url')}`;

export function signature(secret: string, webhookID: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${webhookID}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The webhook-signature header: one signature per secret still valid. */
export function signatureHeader(
  secrets: readonly string[],
  webhookID: string,
  timestamp: number,
  body: string,
): string {
  return secrets.map((secret) => signature(secret, webhookID, timestamp, body)).join(' ');
}

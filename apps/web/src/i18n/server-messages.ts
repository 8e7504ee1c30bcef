// UX-1: the texts a server sends in English with a stable code beside them, named on the device:
// report template names (by reportTemplateName), menu items (by url), job and location status
// values, and server error codes (ERROR_CODES). Spread into `en` (messages.ts); Spanish in
// server-messages-es.ts; a code the device does not know keeps the server's own text.
export const serverMessages = {
  'report.template.cbilling': 'Contractor Billing',
  'report.template.construct-complete': 'Construction Complete',
  'report.template.generic': 'Daily Report',
  'menu.item.fleet': 'Fleet',
  'menu.item.safetyHandbook': 'Safety Handbook',
  'status.value.Open': 'Open',
  'status.value.Closed': 'Closed',
  'status.value.Active': 'Active',
  'server.error.bad_request': 'The server could not accept this: {message}',
  'server.error.unauthorized': 'Your session has ended; sign in again.',
  'server.error.forbidden': 'You are not allowed to do this.',
  'server.error.not_found': 'Not found on the server: it may have been removed or moved.',
  'server.error.conflict': 'Someone changed this in the meantime: {message}',
  'server.error.idempotency_key_reused': 'This change was already sent with different content.',
  'server.error.payload_too_large': 'Too large for the server.',
  'server.error.unsupported_media_type': 'The server does not accept this kind of file.',
  'server.error.rate_limited': 'Too many requests from this network; it will try again shortly.',
  'server.error.server_busy': 'The server is busy; it will try again shortly.',
  'server.error.internal': 'The server had a problem; it will try again.',
  'server.error.geocoder_unavailable': 'Address lookup is not available; enter the address by hand.',
  'server.error.geocoder_timeout': 'Address lookup took too long; try again or enter the address by hand.',
  'server.error.geocoder_failed': 'Address lookup failed; try again or enter the address by hand.',
} as const;

// AUTH-3: the provider's tokens kept on the device (the `oauth2` key), read through auth/ by the
// screens and the device's work. They live in api/stored-oauth.ts, beside the HTTP client that
// sends the access token, so the client needs nothing of auth/.
export { StoredOAuth, clearOAuth, hasValidToken, readOAuth, writeOAuth } from '../api/stored-oauth';

/** Where the server serves its OpenAPI document. */
export const OPENAPI_PATH = '/api/docs/openapi.json';

export { ContractError, HttpError, NetworkError, OfflineError } from './errors';
export { binaryUrl, del, get, post, put, request, requestBlob, type RequestOptions } from './http';
export { call, commandObject, runCommand } from './calls';

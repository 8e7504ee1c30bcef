// One error shape for every answer that is not a success (SRV-1): {error, message, details}.
// Client mistakes keep their 4xx status; only our own faults become 500, logged with the stack.
import { ERROR_CODES, type ApiError } from '@fieldops/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** Headers the answer carries (e.g. Retry-After on a 503). */
  headers: Record<string, string> = {};
}

/** OPS-6: at capacity; the client should try again after `retryAfterSeconds`. */
export function serverBusy(message: string, retryAfterSeconds: number): HttpError {
  const busy = new HttpError(503, ERROR_CODES.busy, message);
  busy.headers = { 'retry-after': String(retryAfterSeconds) };
  return busy;
}

export const badRequest = (message: string, details: unknown = null) =>
  new HttpError(400, ERROR_CODES.badRequest, message, details);
export const unauthorized = (message: string) => new HttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new HttpError(404, ERROR_CODES.notFound, message);

/** Zod issues as the `details` of a 400: where, what, and the zod code. */
export function issueDetails(issues: readonly z.core.$ZodIssue[]) {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code }));
}

const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return ERROR_CODES.unauthorized;
    case 403:
      return ERROR_CODES.forbidden;
    case 404:
      return ERROR_CODES.notFound;
    case 409:
      return ERROR_CODES.conflict;
    case 413:
      return ERROR_CODES.tooLarge;
    case 429:
      return ERROR_CODES.rateLimited;
    default:
      return status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest;
  }
};

export const INTERNAL_MESSAGE = 'Something went wrong on the server';

function toApiError(error: FastifyError | HttpError | Error): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { error: error.code, message: error.message, details: error.details },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as FastifyError).validationContext ?? 'request';
    const details = error.validation.map((v) => ({
      path: v.instancePath,
      message: v.message,
      code: v.keyword,
    }));
    return { status: 400, body: { error: ERROR_CODES.badRequest, message: `Invalid ${where}`, details } };
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, too large, unsupported type, rate limit): their
    // messages are written for clients and carry no internals.
    return { status, body: { error: codeForStatus(status), message: error.message, details: null } };
  }
  const code = typeof status === 'number' && status > 500 ? status : 500;
  return { status: code, body: { error: ERROR_CODES.internal, message: INTERNAL_MESSAGE, details: null } };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error);
    const busy = error instanceof HttpError && error.code === ERROR_CODES.busy;
    if (status >= 500 && !busy) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, error: body.error }, body.message);
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

/** The JSON 404 used for unknown API routes (the static plugin adds the app's HTML fallback). */
export function notFoundAnswer(request: FastifyRequest): ApiError {
  return {
    error: ERROR_CODES.notFound,
    message: `No route ${request.method} ${request.url.split('?')[0] ?? ''}`,
    details: null,
  };
}

// OPS-6: the errors Fastify and Node answer before any route runs (a malformed URL, a path
// parameter over the router's limit, headers too large, a client too slow) in the same
// {error, message, details} shape as every other answer, and without echoing what was sent.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '@fieldops/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const body = (status: number, message: string) =>
  JSON.stringify({
    error: status === 431 ? ERROR_CODES.tooLarge : ERROR_CODES.badRequest,
    message,
    details: null,
  });

/** Fastify's `frameworkErrors`: a URL it cannot decode, a path parameter over `maxParamLength`. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong ? 'A part of the address is too long' : 'The address is not a valid URL';
  void reply.code(status).type('application/json; charset=utf-8').send(body(status, message));
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refused, answered on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read'];
  const text = body(status, message);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

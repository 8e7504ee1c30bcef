// pino options for Fastify. Session ids travel in the `sid` query parameter (spec §7), so every
// logged URL is rewritten before it reaches the log (AUTH-12). Headers are left out on purpose:
// Authorization, cookies and tokens must never be logged.
import type { FastifyServerOptions } from 'fastify';

const SID_PARAM = /([?&]sid=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SID_PARAM, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  id?: string;
}

/** Where log lines go; tests pass a stream they can read. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          ip: request.ip,
        };
      },
    },
    // Belt and braces for anything logged by hand with headers attached.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}

// pino options for Fastify. Session ids travel in the `sid` query parameter (spec §7), so every
// logged URL is rewritten before it reaches the log (AUTH-12). Headers are left out on purpose:
// Authorization, cookies and tokens must never be logged.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** The query parameter's name as the server's query parser reads it (`%73id` and `+` decoded). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Whether a query parameter's name is some spelling of `sid`: decoded and case-insensitive (the
 * query parser takes `%73id=` as `sid`), with array or object brackets (`sid[]`, `sid[0]`) and
 * spaces ignored, which other parsers (and proxies) read as `sid` too.
 */
function isSidName(name: string): boolean {
  const bare = decodedName(name)
    .trim()
    .replace(/(\[[^\]]*\])+$/, '')
    .trim();
  return bare.toLowerCase() === 'sid';
}

/**
 * The URL with the value of every `sid` parameter replaced by `[redacted]` (AUTH-12, OPS-6). Pairs
 * are split on `&` and on `;` (the old form separator some servers and proxies still accept).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      return isSidName(name) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, start)}?${query.join('')}`;
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

/**
 * The calls every device sends on a timer: the job-delta poll (every 10 s) and the health checks.
 * Logged at debug (OPS-5): at info, two lines per poll cost more CPU than the poll itself, and
 * 10,000 devices would write 2,000 lines a second that say nothing new.
 */
const POLL_URL =
  /^\/api\/(cmd\?(?:[^#]*&)?proc=GetJobUpdates(?:&|$)|server(?:\?|$)|health\/(?:live|ready)(?:\?|$))/;

export const isPollRequest = (url: string | undefined): boolean => url !== undefined && POLL_URL.test(url);

const POLL = Symbol('isPoll');
type Marked = FastifyRequest & { [POLL]?: boolean };

/** Whether `request` is a poll, tested once per request (at its start and again at its end). */
function isPoll(request: Marked): boolean {
  return (request[POLL] ??= isPollRequest(request.url));
}

/** Fastify's request log lines, with polls that succeed moved from info to debug. */
export class QuietPollLogs extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!isPoll(request)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 400 || !isPoll(request)) {
      return super.requestCompleted(error, request, reply, metadata);
    }
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

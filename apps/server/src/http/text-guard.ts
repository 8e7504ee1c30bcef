// OPS-6: text the database cannot hold, and JSON too deep to handle, are refused at the door with a
// 400, before validation, hashing (canonicalJson recurses) or any SQL. PostgreSQL refuses U+0000 in
// text (a 500 before this), and a lone surrogate is not text at all; both were accepted by every
// string schema. Checking here covers every string, including values typed `unknown` in the
// contract (report values, batch bodies) that no schema looks inside.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/** Deeper than any body the app sends (a report's line items are 4 levels). */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a decoded string cannot be stored, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'Text must not contain a lone surrogate (not valid Unicode)';
  return null;
}

const hex4 = (json: string, at: number) => Number.parseInt(json.slice(at, at + 4), 16);
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const U = 0x75;
const opens = (code: number) => code === 0x5b || code === 0x7b; // [ {
const closes = (code: number) => code === 0x5d || code === 0x7d; // ] }

/**
 * One pass over raw JSON text, without recursion: nesting depth, and `\u` escapes that decode to
 * NUL or a lone surrogate. Malformed JSON is left to the parser, which refuses it. Reads character
 * codes, not one-character strings: every request body passes through here (OPS-5).
 */
export function jsonTextProblem(json: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (!inString) {
      if (code === QUOTE) inString = true;
      else if (opens(code)) {
        if (++depth > MAX_JSON_DEPTH)
          return `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`;
      } else if (closes(code)) depth--;
      continue;
    }
    if (code === QUOTE) inString = false;
    else if (code === BACKSLASH) {
      if (json.charCodeAt(i + 1) !== U) {
        i++;
        continue;
      }
      const escaped = hex4(json, i + 2);
      const next = json.startsWith('\\u', i + 6) ? hex4(json, i + 8) : Number.NaN;
      if (escaped === 0) return textProblem('\u0000');
      if (isLow(escaped) || (isHigh(escaped) && !isLow(next))) return textProblem('\uD800');
      i += isHigh(escaped) ? 11 : 5;
    }
  }
  return null;
}

function partProblem(part: unknown): string | null {
  if (part === null || typeof part !== 'object') return null;
  for (const value of Object.values(part as Record<string, unknown>)) {
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      for (const text of value as unknown[]) {
        const problem = typeof text === 'string' ? textProblem(text) : null;
        if (problem) return problem;
      }
    }
  }
  return null;
}

const queryOrParamProblem = (request: FastifyRequest): string | null =>
  partProblem(request.query) ?? partProblem(request.params);

/** Replaces the JSON parser with one that checks the text first, and checks query and path texts. */
export function registerTextGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonTextProblem(String(body));
    if (problem) return done(badRequest(problem, { where: 'body' }), undefined);
    parseJson(request, String(body), done);
  });
  // A callback hook, not an async one: it runs on every request (OPS-5) and never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = queryOrParamProblem(request);
    done(problem ? badRequest(problem, { where: 'url' }) : undefined);
  });
}

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

/**
 * One pass over raw JSON text, without recursion: nesting depth, and `\u` escapes that decode to
 * NUL or a lone surrogate. Malformed JSON is left to the parser, which refuses it.
 */
export function jsonTextProblem(json: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (!inString) {
      if (char === '"') inString = true;
      else if (char === '[' || char === '{') {
        if (++depth > MAX_JSON_DEPTH)
          return `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`;
      } else if (char === ']' || char === '}') depth--;
      continue;
    }
    if (char === '"') inString = false;
    else if (char === '\\') {
      if (json[i + 1] !== 'u') {
        i++;
        continue;
      }
      const code = hex4(json, i + 2);
      const next = json.startsWith('\\u', i + 6) ? hex4(json, i + 8) : Number.NaN;
      if (code === 0) return textProblem('\u0000');
      if (isLow(code) || (isHigh(code) && !isLow(next))) return textProblem('\uD800');
      i += isHigh(code) ? 11 : 5;
    }
  }
  return null;
}

function queryOrParamProblem(request: FastifyRequest): string | null {
  for (const part of [request.query, request.params]) {
    if (part === null || typeof part !== 'object') continue;
    for (const value of Object.values(part as Record<string, unknown>)) {
      for (const text of Array.isArray(value) ? value : [value]) {
        const problem = typeof text === 'string' ? textProblem(text) : null;
        if (problem) return problem;
      }
    }
  }
  return null;
}

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

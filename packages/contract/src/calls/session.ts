// Signing in and out, the server's status, commands and the batch (spec §7).
import { z } from 'zod';
import { AuthConfig, ServerStatus, SessionAnswer, SignInRequest } from '../entities.js';
import { BATCH_PATH, BatchAnswer, BatchRequest } from '../batch.js';
import { CommandObject } from '../rules/command.js';
import { type CallDefinition, ok } from './definition.js';

const anyAnswer = z.unknown();

export const sessionCalls = {
  createSession: {
    method: 'POST',
    path: '/api/session/',
    body: SignInRequest,
    answer: SessionAnswer,
    auth: false,
  },
  endSession: { method: 'DELETE', path: '/api/session/', answer: ok, auth: true },
  authConfig: { method: 'GET', path: '/api/auth/config', answer: AuthConfig, auth: false },
  serverStatus: { method: 'GET', path: '/api/server', answer: ServerStatus, auth: false },
  command: {
    method: 'POST',
    path: '/api/cmd',
    query: z.object({ proc: z.string().min(1).max(100) }),
    body: CommandObject,
    answer: anyAnswer,
    auth: true,
  },
  /** FIELD-6: independent queued changes in one request, each answered on its own. */
  batch: { method: 'POST', path: BATCH_PATH, body: BatchRequest, answer: BatchAnswer, auth: true },
} as const satisfies Record<string, CallDefinition>;

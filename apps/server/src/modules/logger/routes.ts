// MISC-4: POST /api/logger/{chat-service}. The chain is serveCall's (session → validation →
// transaction); this adds the allow-list and the per-user rate limit. The message row is written
// in the request's transaction; the webhook is called after the answer, so a slow chat service
// never holds a database connection and the app's crash report returns at once.
import type { FastifyInstance } from 'fastify';
import type { ChatAdapter } from '../../adapters/chat/chat.js';
import { afterAnswer } from '../../http/after-answer.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import { chatRetryJob } from './retries.js';
import { acceptChatMessage, forwardChatMessage } from './service.js';

export interface LoggerDeps extends RouteDeps {
  chat: ChatAdapter | undefined;
  chatServices: readonly string[];
}

export function loggerRoutes(app: FastifyInstance, deps: LoggerDeps) {
  // OPS-2: forwarding that failed or died with its process is tried again by one instance.
  if (deps.chat) app.background.add(chatRetryJob(deps.db, deps.chat, app.log));
  serveCall(app, deps, 'chatLog', async ({ db, session, params, body, request, reply }) => {
    const accepted = await acceptChatMessage(db, {
      userID: session.user.userID,
      chatService: params.chatService,
      message: body,
      allowed: deps.chatServices,
      forwarding: deps.chat !== undefined,
      onRateLimited: (seconds) => reply.header('retry-after', String(seconds)),
    });
    const chat = deps.chat;
    if (!chat) {
      // No chat service configured: the log line is where a person sees it.
      request.log.warn(
        { chatService: accepted.chatService, userID: session.user.userID, text: accepted.text },
        'chat message stored (no CHAT_WEBHOOK_URL)',
      );
      return { ok: true as const, delivery: 'stored' as const };
    }
    afterAnswer(request, async (succeeded) => {
      if (succeeded) await forwardChatMessage(deps.db, chat, accepted, request.log);
    });
    return { ok: true as const, delivery: 'forwarded' as const };
  });
}

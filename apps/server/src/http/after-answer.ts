// Work that must wait until the request's transaction has settled: deleting an image's bytes
// only once its row is gone for good, and removing bytes written for an upload that then failed.
// The reply is sent after serveCall's transaction commits (or rolls back), so onResponse knows
// the outcome. Best effort by nature: a failure here is logged, and leaves at worst an orphan file.
import type { FastifyInstance, FastifyRequest } from 'fastify';

type AfterAnswer = (succeeded: boolean) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    afterAnswer: AfterAnswer[] | null;
  }
}

export function afterAnswer(request: FastifyRequest, run: AfterAnswer): void {
  (request.afterAnswer ??= []).push(run);
}

export function registerAfterAnswer(app: FastifyInstance): void {
  app.decorateRequest('afterAnswer', null);
  // A callback hook: nearly every request has nothing to run, and then costs no promise (OPS-5).
  app.addHook('onResponse', (request, reply, done) => {
    const runs = request.afterAnswer;
    if (!runs) return done();
    const succeeded = reply.statusCode < 400;
    void (async () => {
      for (const run of runs) {
        try {
          await run(succeeded);
        } catch (error) {
          request.log.error({ err: error }, 'work after the answer failed');
        }
      }
    })().finally(done);
  });
}

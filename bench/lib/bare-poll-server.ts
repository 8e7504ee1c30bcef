// The baseline of bench/poll.ts: a bare Fastify route answering a poll-shaped JSON body with a
// small JSON answer, nothing else (no session, no validation, no database, no logging).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/cmd', async () => ({ serverTime: new Date().toISOString(), changed: [] }));
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

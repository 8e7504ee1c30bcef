// INT-4: a real HTTP receiver on 127.0.0.1 for the webhook tests. It keeps every request (headers
// and the body exactly as it came) and answers the status the test sets; `hold` keeps requests
// waiting unanswered (a receiver the server is killed in front of).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  headers: Record<string, string>;
}

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** The status answered next (200 unless set). */
  status: number;
  /** While true, requests get no answer until `release()`. */
  hold: boolean;
  held: () => number;
  release(): void;
  close(): Promise<void>;
}

export async function webhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const waiting: ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    status: 200,
    hold: false,
    held: () => waiting.length,
    release() {
      for (const response of waiting.splice(0)) response.writeHead(200).end();
    },
    close: () =>
      new Promise((done) => {
        for (const response of waiting.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      receiver.received.push({
        id: headers['webhook-id'] ?? '',
        timestamp: headers['webhook-timestamp'] ?? '',
        signature: headers['webhook-signature'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        headers,
      });
      if (receiver.hold) waiting.push(response);
      else response.writeHead(receiver.status).end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}

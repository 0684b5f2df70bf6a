import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** How the receiver answers a request: a status code, or a hand on the response (to hold it open, redirect…). */
export type Answer = number | ((response: ServerResponse, received: Received) => void);

/**
 * A webhook receiver on loopback: records every request and answers as told (200 unless
 * `answer` says otherwise, e.g. `() => 500`). Closed when the test ends.
 */
export async function startReceiver(t: TestContext, answer: (received: Received, index: number) => Answer = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(entry);
      const how = answer(entry, received.length - 1);
      if (typeof how === 'number') response.writeHead(how).end();
      else how(response, entry);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  t.after(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    /** Waits until `ready` holds of what has arrived (20 s at most) and answers it. */
    async until(ready: (all: Received[]) => boolean, timeoutMs = 20_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (!ready(received)) {
        if (Date.now() > deadline) throw new Error(`the receiver did not get what was expected; it has ${received.length} requests: ${received.slice(-5).map((r) => r.body.slice(0, 200)).join('\n')}`);
        await sleep(20);
      }
      return received;
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The `webhook-*` headers as the `standardwebhooks` package's verify takes them. */
export function webhookHeaders(received: Received): Record<string, string> {
  return {
    'webhook-id': String(received.headers['webhook-id']),
    'webhook-timestamp': String(received.headers['webhook-timestamp']),
    'webhook-signature': String(received.headers['webhook-signature']),
  };
}

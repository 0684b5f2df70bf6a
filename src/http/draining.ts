import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { RefusalRenderer } from './connection-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the process is stopping: readiness fails while requests are still served. */
    readonly draining: boolean;
    startDraining(): void;
  }
}

/**
 * How long a connection accepted by a closing host may take to send its request before it is
 * closed unanswered. A client that connects sends its request at once; a browser's spare
 * connection may send nothing for minutes, and would hold up the exit.
 */
const FIRST_REQUEST_GRACE_MS = 1_000;
/** A closing host stops listening once no connection has arrived for this long… */
const QUIET_BEFORE_CLOSE_MS = 100;
/** …or this long after it began closing, whichever comes first. */
const MOST_BEFORE_CLOSE_MS = 1_000;

const LATE_MESSAGE = 'This instance is shutting down; send the request again (to another instance)';

type TrackedSocket = Socket & { _httpMessage?: unknown };

/**
 * Lets a host be taken out of its load balancer, and closed, without a client seeing a reset.
 *
 * While it drains, every answer says `Connection: close`, so a keep-alive client opens its
 * next connection (to another instance) instead of sending into one about to close.
 *
 * Closing (Fastify's `preClose`) answers every connection the host accepted:
 * 1. A connection accepted once closing has begun gets 503 with `Retry-After` and
 *    `Connection: close`, at once and without touching the database: a client that still
 *    connects here directly learns to go elsewhere.
 * 2. The listener closes when no connection has arrived for `QUIET_BEFORE_CLOSE_MS` (at most
 *    `MOST_BEFORE_CLOSE_MS` after closing began), right after Node has accepted what was
 *    queued: the kernel resets connections still queued when a listener closes.
 * 3. A connection that has not sent its request yet gets `FIRST_REQUEST_GRACE_MS` to send it.
 *    Node's own `server.close()` would destroy it at once, as idle, though its request may
 *    already be on its way.
 * 4. Requests under way are answered, each with `Connection: close`; a keep-alive connection
 *    between requests is closed. The hook returns when the last connection has closed, so
 *    Fastify's `onClose` (the database) comes after.
 *
 * `refusal` words the 503 in the host's format. Register it before anything that may answer
 * in an `onRequest` hook (the OAuth mount).
 */
export function registerDraining(app: FastifyInstance, refusal: RefusalRenderer): void {
  let draining = false;
  let closing = false;
  app.decorate('draining', { getter: () => draining });
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', function closeConnectionsWhileDraining(_request, reply, done) {
    // On the raw response, so it also reaches answers written by mounted middleware.
    if (draining) reply.raw.setHeader('connection', 'close');
    done();
  });

  /** Each open connection: when it was accepted, whether it has sent a request, whether it came after closing began. */
  const connections = new Map<TrackedSocket, { acceptedAt: number; served: boolean; late: boolean }>();
  let lastAcceptedAt = 0;
  const server = app.server;
  server.on('connection', (socket: TrackedSocket) => {
    lastAcceptedAt = Date.now();
    connections.set(socket, { acceptedAt: lastAcceptedAt, served: false, late: closing });
    socket.once('close', () => connections.delete(socket));
  });
  // In front of the host's own request handler (Fastify's, or the kept answers' server), so
  // a late connection is refused before any of the host's work.
  const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket as TrackedSocket);
    if (connection) connection.served = true;
    if (connection?.late) {
      const { type, body } = refusal(503, LATE_MESSAGE);
      response.writeHead(503, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'retry-after': '1', 'cache-control': 'no-store', connection: 'close' });
      response.end(body);
      return;
    }
    for (const handler of handlers) handler.call(server, request, response);
  });

  app.addHook('preClose', async () => {
    // A closing host is draining too, also when it was not told to drain first.
    draining = true;
    closing = true;
    if (!server.listening) return;
    const began = Date.now();
    while (Date.now() - lastAcceptedAt < QUIET_BEFORE_CLOSE_MS && Date.now() - began < MOST_BEFORE_CLOSE_MS) await sleep(10);
    // In the turn right after Node has accepted what the kernel had queued. `net.Server`'s
    // close leaves the accepted connections be (http's closes the idle ones too).
    await new Promise((resolve) => setImmediate(resolve));
    NetServer.prototype.close.call(server);
    while (connections.size > 0) {
      const now = Date.now();
      // Idle: a keep-alive connection between requests, or one that never sent its first. One
      // whose answer said `Connection: close` is ending by itself once the answer is out.
      for (const [socket, { acceptedAt, served }] of connections) {
        if (socket._httpMessage || socket.writableEnded) continue;
        if (served || now - acceptedAt >= FIRST_REQUEST_GRACE_MS) socket.destroy();
      }
      await sleep(25);
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the process is stopping: readiness fails while requests are still served. */
    readonly draining: boolean;
    startDraining(): void;
  }
}

/**
 * Lets a host be taken out of its load balancer without a client seeing a reset. While it
 * drains, every answer says `Connection: close`, so a keep-alive client opens its next
 * connection (to another instance) instead of sending into one about to close. Once the
 * host is closed, a connection is closed as soon as its last answer has gone out: Node
 * closes only the connections idle at that moment and would keep the others open until
 * their keep-alive timeout, holding up the exit.
 *
 * Register it before anything that may answer in an `onRequest` hook (the OAuth mount).
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  let closed = false;
  app.decorate('draining', { getter: () => draining });
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, so it also reaches answers written by mounted middleware.
    if (draining) reply.raw.setHeader('connection', 'close');
    done();
  });
  // A connection with no answer under way is closed with the host: Node closes those idle
  // after an answer, but not one that has not sent a request yet (browsers open spare
  // connections ahead of need), and once the server has closed nothing times that one out.
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    if (closed) return void socket.destroy();
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', (done) => {
    // A closing host is draining too, also when it was not told to drain first.
    draining = true;
    closed = true;
    for (const socket of connections) if (!(socket as Socket & { _httpMessage?: unknown })._httpMessage) socket.destroy();
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closed) app.server.closeIdleConnections();
    done();
  });
}

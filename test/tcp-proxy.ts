import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL, Redis, SMTP), which a test
 * can take down and bring back as a restart or a network fault would, without touching the
 * server the other tests share.
 * - `down()`: every connection through it is cut and new ones are refused (a restart).
 * - `blackhole()`: connections are accepted and cut off from the server; nothing answers (a partition).
 * - `stall()`: as `blackhole()`, but the connections already open stay open and carry nothing
 *   either way, so the client is told nothing (a partition that a client only notices by waiting).
 * - `up()`: forwards again, on the same port; stalled connections carry on.
 */
export async function startTcpProxy(t: TestContext, target: { host: string; port: number }) {
  let mode: 'up' | 'blackhole' = 'up';
  const sockets = new Set<Socket>();
  const links = new Set<{ client: Socket; upstream: Socket; stalled: boolean }>();
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        if (mode === 'blackhole') return;
        const upstream = connect(target.port, target.host);
        track(upstream);
        const link = { client, upstream, stalled: false };
        links.add(link);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => {
          client.destroy();
          links.delete(link);
        });
      });
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      cutAll();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  t.after(stop);
  return {
    get port() {
      return port;
    },
    async down() {
      await stop();
    },
    async blackhole() {
      mode = 'blackhole';
      cutAll();
      if (!server) await listen();
    },
    async stall() {
      mode = 'blackhole';
      for (const link of links) {
        link.stalled = true;
        link.client.unpipe(link.upstream);
        link.upstream.unpipe(link.client);
        link.client.pause();
        link.upstream.pause();
      }
      if (!server) await listen();
    },
    async up() {
      mode = 'up';
      for (const link of links) {
        if (!link.stalled) continue;
        link.stalled = false;
        link.client.pipe(link.upstream);
        link.upstream.pipe(link.client);
      }
      if (!server) await listen();
    },
  };
}

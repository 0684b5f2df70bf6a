import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';

const CONNECTION_REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are larger than the server accepts' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time' },
};

/** How a host words a refusal: the API as its error object, the sign-in host as a page. */
export type RefusalRenderer = (status: number, message: string) => { type: string; body: string };

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a client
 * too slow, bytes that are not HTTP) is answered in the host's own error format too, then the
 * connection is closed: the parser cannot go on reading it.
 */
export function connectionErrorHandler(render: RefusalRenderer) {
  return function connectionError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = CONNECTION_REFUSALS[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP' };
    this.log.debug({ err: error }, 'connection refused by the HTTP parser');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const { type, body } = render(status, message);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  };
}

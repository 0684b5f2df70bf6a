import { connect, type Socket } from 'node:net';

/**
 * Latency at a fixed offered load: GET requests sent at a steady rate whatever the server's
 * answers do (an open loop), over kept-alive HTTP/1.1 connections, one request at a time on
 * each. autocannon's `overallRate` is not that: each of its connections sends back to back
 * until it has made its share of the second, then waits for the next second, so its
 * latencies are those of a saturated server for part of every second.
 *
 * Requests are released on every millisecond tick for the time elapsed. A request is written
 * on an idle connection at once and its latency runs from then to its whole answer (the
 * client's own timer delays are not the server's). When every connection is busy, a new one
 * is opened (up to `maxConnections`) and the request waits for the first free one, its latency
 * counted from the moment it was due: a server that stalls is charged for the requests that
 * piled up meanwhile (no coordinated omission).
 */
export interface OpenLoopResult {
  offeredRps: number;
  /** Answers per second actually received. */
  rps: number;
  requests: number;
  non2xx: number;
  /** Requests without an answer at the end (a connection failed, or still in flight 5 s after the last was due). */
  unanswered: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
}

interface Connection {
  socket: Socket;
  buffer: Buffer;
  /** When the request in flight was due; undefined when idle. */
  due: number | undefined;
}

export async function openLoop(input: { url: string; headers: Record<string, string>; rate: number; seconds: number; maxConnections?: number }): Promise<OpenLoopResult> {
  const url = new URL(input.url);
  const maxConnections = input.maxConnections ?? 64;
  const head = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, ...Object.entries(input.headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
  const request = Buffer.from(head);
  const latencies: number[] = [];
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const waiting: number[] = [];
  let non2xx = 0;
  let opening = 0;

  const send = (connection: Connection, due: number) => {
    connection.due = due;
    connection.socket.write(request);
  };
  const release = (connection: Connection) => {
    const due = waiting.shift();
    if (due !== undefined) send(connection, due);
    else idle.push(connection);
  };
  const open = () => {
    opening++;
    const connection: Connection = { socket: connect(Number(url.port), url.hostname), buffer: Buffer.alloc(0), due: undefined };
    connection.socket.setNoDelay(true);
    connection.socket.once('connect', () => {
      opening--;
      all.add(connection);
      release(connection);
    });
    connection.socket.on('data', (chunk: Buffer) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
      const end = connection.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = connection.buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
      if (connection.buffer.length < end + 4 + length) return;
      const status = Number(headers.slice(9, 12));
      if (status < 200 || status > 299) non2xx++;
      latencies.push(performance.now() - connection.due!);
      connection.buffer = connection.buffer.subarray(end + 4 + length);
      connection.due = undefined;
      release(connection);
    });
    connection.socket.on('error', () => {
      if (connection.due !== undefined) waiting.push(connection.due);
    });
    connection.socket.on('close', () => {
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
    });
  };
  for (let i = 0; i < Math.min(10, maxConnections); i++) open();
  await new Promise((resolve) => setTimeout(resolve, 100));

  const started = performance.now();
  const total = Math.round(input.rate * input.seconds);
  let released = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - started) / 1000) * input.rate));
      for (; released < due; released++) {
        const connection = idle.pop();
        if (connection) send(connection, now);
        else {
          waiting.push(started + (released * 1000) / input.rate);
          if (all.size + opening < maxConnections) open();
        }
      }
      if (released < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // The answers still in flight, for at most 5 s.
  const deadline = performance.now() + 5000;
  while (latencies.length < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = (performance.now() - started) / 1000;
  for (const connection of all) connection.socket.destroy();

  latencies.sort((a, b) => a - b);
  const at = (share: number) => Number((latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? NaN).toFixed(2));
  return {
    offeredRps: input.rate,
    rps: Math.round(latencies.length / elapsed),
    requests: latencies.length,
    non2xx,
    unanswered: total - latencies.length,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
    p99Ms: at(0.99),
    p999Ms: at(0.999),
    maxMs: at(1),
  };
}

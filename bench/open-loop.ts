import { connect, type Socket } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * Latency at a fixed offered load: GET requests sent at a steady rate whatever the server's
 * answers do (an open loop), over kept-alive HTTP/1.1 connections, one request at a time on
 * each. autocannon's `overallRate` is not that: each of its connections sends back to back
 * until it has made its share of the second, then waits for the next second, so its
 * latencies are those of a saturated server for part of every second.
 *
 * Request `i` is due at `start + i / rate`. A timer wakes every millisecond and releases every
 * request due by then, catching up by the schedule (a late wake-up sends what fell due in the
 * meantime, it never shifts the schedule). A released request is written on an idle connection
 * at once and its latency runs from then to its whole answer (the client's own timer delays are
 * not the server's). When every connection is busy, a new one is opened (up to
 * `maxConnections`) and the request waits for the first free one, its latency counted from the
 * moment it was due: a server that stalls is charged for the requests that piled up meanwhile
 * (no coordinated omission). A connection that closes with a request in flight hands it back
 * to the queue, still counted from when it was first sent, and a new connection is opened.
 *
 * The generator has to be much faster and steadier than what it measures, on the same cores:
 * the request is one precomputed Buffer; each connection reads into its own preallocated buffer
 * (`onread`, no Buffer per read, no stream machinery) and a small byte-level parser finds the
 * status and `Content-Length` (or chunked coding) and skips the body by counting; the queue and the latencies are
 * preallocated typed arrays, sorted once at the end; one timer is re-armed with `refresh()`.
 * Nothing survives a request, so the generator's own garbage collection stays out of the way.
 * And it runs in a worker thread of its own: its heap is a few MB whatever the caller holds (the
 * runner keeps services, autocannon's histograms and results), so no collection of the caller's
 * heap, and nothing else the caller's event loop does, can pause it.
 * `warmupSeconds` (default 1) of the same load go first, unrecorded, over the same connections,
 * so that the generator's code is optimized and the connections exist before anything counts.
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
  /** Connections opened in all (the pool grows when every connection is busy). */
  connections: number;
  /** The generator's own worst lateness: how long after a request fell due the timer released it. */
  generatorMaxLagMs: number;
}

const CONTENT_LENGTH = Buffer.from('content-length:', 'latin1');
const TRANSFER_ENCODING = Buffer.from('transfer-encoding:', 'latin1');
/** Header lines are compared on their lowercased start only; the longest name above fits. */
const PREFIX = 18;
// Where the parser is in an answer.
const HEAD = 0;
const BODY = 1;
const CHUNK_SIZE = 2;
const CHUNK_DATA = 3;
const CHUNK_END = 4;
const TRAILER = 5;

class Connection {
  socket!: Socket;
  readonly read = Buffer.allocUnsafe(64 * 1024);
  /** When the request in flight counts from (negative: an unrecorded warm-up request); NaN when idle. */
  due = Number.NaN;
  connected = false;
  // The answer being parsed.
  state = HEAD;
  headBytes = 0;
  status = 0;
  lineLength = 0;
  readonly line = new Uint8Array(PREFIX);
  /** 1: this header line is Content-Length; 2: Transfer-Encoding. */
  lineKind = 0;
  lineValue = 0;
  contentLength = 0;
  chunked = false;
  /** Body or chunk bytes still to come; a chunk size being read. */
  left = 0;
  /** Past the digits of a chunk size (an extension follows). */
  sizeDone = false;

  reset(): void {
    this.state = HEAD;
    this.headBytes = 0;
    this.status = 0;
    this.lineLength = 0;
    this.lineKind = 0;
    this.contentLength = 0;
    this.chunked = false;
    this.left = 0;
  }
}

function startsWith(line: Uint8Array, name: Buffer): boolean {
  for (let i = 0; i < name.length; i++) if (line[i] !== name[i]) return false;
  return true;
}

export interface OpenLoopInput {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  maxConnections?: number;
  warmupSeconds?: number;
}

/** Runs the open loop in a worker thread and resolves with its figures. */
export function openLoop(input: OpenLoopInput): Promise<OpenLoopResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { openLoop: input } });
    worker.once('message', (result: OpenLoopResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the open-loop worker exited with ${code} before answering`)));
  });
}

if (!isMainThread && (workerData as { openLoop?: OpenLoopInput } | undefined)?.openLoop) {
  const result = await run((workerData as { openLoop: OpenLoopInput }).openLoop);
  parentPort!.postMessage(result);
}

async function run(input: OpenLoopInput): Promise<OpenLoopResult> {
  const url = new URL(input.url);
  const port = Number(url.port || 80);
  const maxConnections = input.maxConnections ?? 64;
  const head = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, ...Object.entries(input.headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
  const request = Buffer.from(head, 'latin1');
  const interval = 1000 / input.rate;
  const warmup = Math.round(input.rate * (input.warmupSeconds ?? 1));
  const total = Math.round(input.rate * input.seconds);
  const scheduled = warmup + total;

  const latencies = new Float64Array(total);
  let recorded = 0;
  let non2xx = 0;
  // Requests waiting for a connection, by signed due time: a ring, each request in it at most once.
  const queue = new Float64Array(scheduled + 1);
  let queueHead = 0;
  let queueLength = 0;
  const idle: Connection[] = [];
  const connections: Connection[] = [];
  let live = 0;
  let opened = 0;

  const send = (connection: Connection, due: number) => {
    connection.due = due;
    connection.socket.write(request);
  };
  const release = (connection: Connection) => {
    if (queueLength > 0) {
      const due = queue[queueHead];
      queueHead = queueHead + 1 === queue.length ? 0 : queueHead + 1;
      queueLength--;
      send(connection, due);
    } else idle.push(connection);
  };
  const enqueue = (due: number) => {
    let at = queueHead + queueLength;
    if (at >= queue.length) at -= queue.length;
    queue[at] = due;
    queueLength++;
  };
  const complete = (connection: Connection) => {
    const due = connection.due;
    if (due >= 0) {
      latencies[recorded++] = performance.now() - due;
      if (connection.status < 200 || connection.status > 299) non2xx++;
    }
    connection.due = Number.NaN;
    connection.reset();
    release(connection);
  };
  /** Parses what a read brought: the head byte by byte (status, Content-Length, chunked or not), the body by counting. */
  const parse = (connection: Connection, length: number, buffer: Uint8Array): boolean => {
    let i = 0;
    while (i < length) {
      const state = connection.state;
      if (state === BODY || state === CHUNK_DATA) {
        const take = Math.min(connection.left, length - i);
        i += take;
        connection.left -= take;
        if (connection.left > 0) continue;
        if (state === CHUNK_DATA) connection.state = CHUNK_END;
        else complete(connection);
        continue;
      }
      const byte = buffer[i++];
      if (state === CHUNK_SIZE) {
        if (byte === 10) {
          if (connection.left === 0) {
            connection.state = TRAILER;
            connection.lineLength = 0;
          } else connection.state = CHUNK_DATA;
        } else if (!connection.sizeDone) {
          const digit = byte >= 48 && byte <= 57 ? byte - 48 : byte >= 97 && byte <= 102 ? byte - 87 : byte >= 65 && byte <= 70 ? byte - 55 : -1;
          if (digit >= 0) connection.left = connection.left * 16 + digit;
          else connection.sizeDone = true;
        }
        continue;
      }
      if (state === CHUNK_END) {
        if (byte === 10) {
          connection.state = CHUNK_SIZE;
          connection.left = 0;
          connection.sizeDone = false;
        }
        continue;
      }
      if (state === TRAILER) {
        if (byte === 10) {
          if (connection.lineLength === 0) complete(connection);
          else connection.lineLength = 0;
        } else if (byte !== 13) connection.lineLength++;
        continue;
      }
      // The head.
      const at = connection.headBytes++;
      // "HTTP/1.1 200 …": the status is bytes 9 to 11.
      if (at >= 9 && at <= 11) connection.status = connection.status * 10 + byte - 48;
      if (byte === 10) {
        if (connection.lineLength === 0) {
          // The blank line: the head is over.
          if (connection.chunked) {
            connection.state = CHUNK_SIZE;
            connection.left = 0;
            connection.sizeDone = false;
          } else if (connection.contentLength > 0) {
            connection.state = BODY;
            connection.left = connection.contentLength;
          } else complete(connection);
        } else {
          if (connection.lineKind === 1) connection.contentLength = connection.lineValue;
          connection.lineLength = 0;
          connection.lineKind = 0;
        }
      } else if (byte !== 13) {
        const n = connection.lineLength++;
        if (n < PREFIX) {
          connection.line[n] = byte >= 65 && byte <= 90 ? byte + 32 : byte;
          if (n + 1 === CONTENT_LENGTH.length && startsWith(connection.line, CONTENT_LENGTH)) {
            connection.lineKind = 1;
            connection.lineValue = 0;
          } else if (n + 1 === TRANSFER_ENCODING.length && startsWith(connection.line, TRANSFER_ENCODING)) {
            // Only `chunked` is sent to an HTTP/1.1 client that asked for no other coding.
            connection.lineKind = 2;
            connection.chunked = true;
          }
        }
        if (connection.lineKind === 1 && byte >= 48 && byte <= 57 && n >= CONTENT_LENGTH.length) connection.lineValue = connection.lineValue * 10 + byte - 48;
      }
    }
    return true;
  };
  const open = () => {
    opened++;
    live++;
    const connection = new Connection();
    connections.push(connection);
    connection.socket = connect({ port, host: url.hostname, noDelay: true, onread: { buffer: connection.read, callback: (length, buffer) => parse(connection, length, buffer) } });
    connection.socket.once('connect', () => {
      connection.connected = true;
      release(connection);
    });
    connection.socket.on('error', () => {});
    connection.socket.on('close', () => {
      live--;
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
      // The request in flight goes back to the queue, still counted from its due time.
      if (!Number.isNaN(connection.due)) {
        enqueue(connection.due);
        connection.due = Number.NaN;
        // On a new connection (not after a refused one: the run would only spin).
        if (connection.connected && live < maxConnections) open();
      }
    });
  };
  for (let i = 0; i < Math.min(10, maxConnections); i++) open();
  await new Promise((resolve) => setTimeout(resolve, 100));

  const start = performance.now();
  const measuredFrom = start + warmup * interval;
  let released = 0;
  let maxLag = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(scheduled, Math.floor((now - start) / interval) + 1);
      if (released < due) {
        const lag = now - (start + released * interval);
        if (released >= warmup && lag > maxLag) maxLag = lag;
      }
      for (; released < due; released++) {
        const sign = released < warmup ? -1 : 1;
        const connection = idle.pop();
        if (connection) send(connection, sign * now);
        else {
          enqueue(sign * (start + released * interval));
          if (live < maxConnections) open();
        }
      }
      if (released < scheduled) timer.refresh();
      else resolve();
    };
    const timer = setTimeout(tick, 0);
  });
  // The answers still in flight, for at most 5 s.
  const deadline = performance.now() + 5000;
  while (recorded < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = (performance.now() - measuredFrom) / 1000;
  for (const connection of connections) connection.socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 0));

  const sorted = latencies.subarray(0, recorded).sort();
  const at = (share: number) => Number((sorted[Math.min(recorded - 1, Math.ceil(share * recorded) - 1)] ?? Number.NaN).toFixed(2));
  return {
    offeredRps: input.rate,
    rps: Math.round(recorded / elapsed),
    requests: recorded,
    non2xx,
    unanswered: total - recorded,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
    p99Ms: at(0.99),
    p999Ms: at(0.999),
    maxMs: at(1),
    connections: opened,
    generatorMaxLagMs: Number(maxLag.toFixed(2)),
  };
}

import { write, writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type pino from 'pino';
import { decimal } from './decimal.ts';

/** A batch is written once it holds this much, or once its first line is this old. */
const BATCH_BYTES = 16 * 1024;
const BATCH_MS = 1000;

/**
 * Log lines gathered and written to a file descriptor in batches, one system call each, on
 * libuv's thread pool.
 *
 * An access line per request is the largest share of a small request's logging: written on
 * its own it costs a system call (pino's synchronous destination, ~2.3 µs of CPU a line), and
 * pino's asynchronous destination with a minimum length costs more still (~5.5 µs a line, in
 * its buffer handling). Joining the lines of a batch and writing them at once costs ~0.4 µs a
 * line. The write runs off the event loop, so a slow disk or a full pipe holds up log lines,
 * not requests; lines gathered meanwhile go out in the next write, in order. What is gathered
 * is written synchronously when the process exits, also after an uncaught exception; a process
 * killed with SIGKILL loses at most the last second of lines.
 */
export class BatchedLines implements pino.DestinationStream {
  private readonly fd: number;
  private lines: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing = false;
  private drained: (() => void)[] = [];
  constructor(fd: number) {
    this.fd = fd;
    process.on('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= BATCH_BYTES) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), BATCH_MS).unref();
  }

  /** Resolves once everything gathered so far is written: for a clean stop, before exiting. */
  drain(): Promise<void> {
    if (!this.writing && !this.lines.length) return Promise.resolve();
    const drained = new Promise<void>((resolve) => this.drained.push(resolve));
    this.flush();
    return drained;
  }

  /** Starts writing what is gathered, unless a write is under way (its end writes the rest). */
  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing || !this.lines.length) return;
    this.writing = true;
    this.writeFrom(this.take(), 0);
  }

  private writeFrom(data: Buffer, offset: number): void {
    write(this.fd, data, offset, data.length - offset, null, (error, written) => {
      if (error) {
        // A full non-blocking pipe: try again shortly. Any other failure (the reader went
        // away) drops the batch: there is nowhere left to report it.
        if (error.code === 'EAGAIN') return void setTimeout(() => this.writeFrom(data, offset), 1).unref();
      } else if (offset + written < data.length) {
        return this.writeFrom(data, offset + written);
      }
      this.writing = false;
      if (this.bytes >= BATCH_BYTES || (this.drained.length && this.lines.length)) this.flush();
      else if (this.lines.length) this.timer ??= setTimeout(() => this.flush(), BATCH_MS).unref();
      else for (const resolve of this.drained.splice(0)) resolve();
    });
  }

  /**
   * At exit: what is gathered, written before the process ends. A batch still being written
   * by the thread pool may then land after these lines; a clean stop drains first.
   */
  private flushSync(): void {
    if (!this.lines.length) return;
    const data = this.take();
    let offset = 0;
    while (offset < data.length) {
      try {
        offset += writeSync(this.fd, data, offset);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  }

  private take(): Buffer {
    const data = Buffer.from(this.lines.join(''));
    this.lines = [];
    this.bytes = 0;
    return data;
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

let destination: BatchedLines | undefined;

/** Standard output for the log lines of both hosts, written in batches. */
export function logDestination(): BatchedLines {
  destination ??= new BatchedLines(1);
  return destination;
}

/** The host name as a JSON string. */
const HOST_NAME = JSON.stringify(hostname());

/**
 * The API host's access line, written when an answer completes, whether Fastify routed the
 * request or a kept answer was given before it: the fields of Fastify's request serializer
 * with pino's base fields and the request id's binding, in pino's order, so the access lines
 * and the logger's other lines read as one log.
 */
export function accessLine(request: IncomingMessage, id: string, statusCode: number, responseTime: number): string {
  // Written out rather than through JSON.stringify of an object: a third of the cost. Every
  // value a client chose is escaped by JSON.stringify; a missing one is left out, as pino does.
  const { headers, socket } = request;
  const version = headers['accept-version'] === undefined ? '' : `,"version":${JSON.stringify(headers['accept-version'])}`;
  const address = socket.remoteAddress === undefined ? '' : `,"remoteAddress":"${socket.remoteAddress}"`;
  const port = socket.remotePort === undefined ? '' : `,"remotePort":${socket.remotePort}`;
  return (
    `{"level":30,"time":${decimal(Date.now())},"pid":${process.pid},"hostname":${HOST_NAME},"reqId":${JSON.stringify(id)},` +
    `"req":{"method":"${request.method}","url":${JSON.stringify(request.url)}${version},"host":${JSON.stringify(headers.host)}${address}${port}},` +
    `"res":{"statusCode":${statusCode}},"responseTime":${decimal(responseTime)},"msg":"request completed"}\n`
  );
}

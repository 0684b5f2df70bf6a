import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { csvField } from '../audit/service.ts';

/** One file of an archive as `manifest.json` lists it. */
export interface ManifestEntry {
  name: string;
  /** Rows of a JSON Lines or CSV file (the CSV's header not counted); 1 for a JSON document. */
  rows: number;
  bytes: number;
  /** SHA-256 of the file's bytes, hex. */
  sha256: string;
}

export interface Manifest {
  /** What the archive is, e.g. `community-platform/church-export@1`. */
  format: string;
  createdAt: string;
  files: ManifestEntry[];
}

/** A flat value for a CSV cell: nested values (arrays, objects) as their JSON. */
function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A zip written as it is read: each file is streamed into the archive while its rows are
 * produced, one file after the other, and the reader's pace holds the writer back (a file's
 * rows wait whenever the zip stream's buffers are full). Every file's rows and SHA-256 are
 * counted on the way and listed last, in `manifest.json`.
 */
const CLOSED = 'The archive was closed while it was being written';

/**
 * How long the writer waits for its reader to take anything before it ends the archive: a
 * church's export holds a snapshot of the database while it is written (on PostgreSQL a
 * transaction, which keeps old row versions from being cleaned up), so a reader that stalls
 * without going away must not hold it for ever.
 */
export const READER_IDLE_MS = 5 * 60_000;

export class ArchiveWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly entries: ManifestEntry[] = [];
  private readonly about: { format: string } & Record<string, unknown>;
  private readonly mtime = new Date();
  /** The file being written, destroyed with the archive so its writer stops waiting. */
  private current: PassThrough | undefined;
  /** Set once the archive ended early: a file started after that would wait for a reader forever. */
  private aborted = false;

  private readonly readerIdleMs: number;

  /** `about`: what `manifest.json` says of the archive besides its files (its format first). */
  constructor(about: { format: string } & Record<string, unknown>, readerIdleMs = READER_IDLE_MS) {
    this.about = about;
    this.readerIdleMs = readerIdleMs;
  }

  /** The archive's bytes, for the HTTP reply or a file. */
  get stream(): Readable {
    return this.zip.outputStream as unknown as Readable;
  }

  /** A JSON document (`church.json`, `profile.json`). */
  async json(name: string, value: unknown): Promise<void> {
    await this.file(name, 1, (async function* () {
      yield `${JSON.stringify(value, null, 2)}\n`;
    })());
  }

  /**
   * One kind of rows twice: `<kind>.jsonl` (one JSON object a line, exactly as the API shows
   * them) and `<kind>.csv` (RFC 4180, the columns of `columns`). `rows` is called once for
   * each file, so the rows are read twice rather than held.
   */
  async rows(kind: string, columns: readonly string[], rows: () => AsyncIterable<object[]>): Promise<void> {
    let count = 0;
    await this.file(`${kind}.jsonl`, () => count, (async function* () {
      for await (const batch of rows()) {
        count += batch.length;
        if (batch.length) yield batch.map((row) => `${JSON.stringify(row)}\n`).join('');
      }
    })());
    await this.file(`${kind}.csv`, () => count, (async function* () {
      yield `${columns.join(',')}\r\n`;
      for await (const batch of rows()) {
        if (batch.length) yield batch.map((row) => `${columns.map((column) => csvField(cell((row as Record<string, unknown>)[column]))).join(',')}\r\n`).join('');
      }
    })());
  }

  /** Lists every file in `manifest.json` and ends the archive. */
  async finish(): Promise<Manifest> {
    const manifest: Manifest = { ...this.about, createdAt: this.mtime.toISOString(), files: [...this.entries] };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    this.zip.addBuffer(body, 'manifest.json', { mtime: this.mtime });
    this.zip.end();
    return manifest;
  }

  /** Ends the archive early (the reader went away, or reading failed): the output stream is destroyed. */
  abort(error?: Error): void {
    this.aborted = true;
    this.current?.destroy();
    (this.zip.outputStream as unknown as Readable).destroy(error);
  }

  /** Waits until the reader has taken enough for more to be written, or the file ended; ends the archive when the reader takes nothing for `readerIdleMs`. */
  private async roomFor(input: PassThrough, done: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.abort(new Error(`The archive's reader took nothing for ${this.readerIdleMs} ms`));
        resolve();
      }, this.readerIdleMs);
    });
    try {
      await Promise.race([once(input, 'drain'), done, idle]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async file(name: string, rows: number | (() => number), chunks: AsyncIterable<string>): Promise<void> {
    // The writer stops here too, so what it holds while writing (a snapshot's transaction) is let go.
    if (this.aborted) throw new Error(CLOSED);
    const input = new PassThrough();
    this.current = input;
    this.zip.addReadStream(input, name, { mtime: this.mtime });
    const hash = createHash('sha256');
    let bytes = 0;
    const done = new Promise<void>((resolve, reject) => {
      input.once('end', resolve);
      input.once('error', reject);
      input.once('close', resolve);
    });
    try {
      for await (const text of chunks) {
        const chunk = Buffer.from(text);
        hash.update(chunk);
        bytes += chunk.length;
        if (!input.write(chunk)) await this.roomFor(input, done);
        if (input.destroyed) throw new Error(CLOSED);
      }
    } catch (error) {
      input.destroy(error as Error);
      throw error;
    }
    input.end();
    await done;
    this.entries.push({ name, rows: typeof rows === 'number' ? rows : rows(), bytes, sha256: hash.digest('hex') });
  }
}

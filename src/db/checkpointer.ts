import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/**
 * Copies a SQLite database's write-ahead log back into the database file on a thread of its
 * own, so that the service's thread never does.
 *
 * By default SQLite checkpoints in the connection that commits: every thousand pages, the
 * commit that crosses the mark copies the log into the database and waits for two `fsync`s,
 * while the event loop stands still for ~8 ms. Those waits were half of what commits cost
 * the service (a refresh token rotation's share of a commit: ~70 µs with them, ~30 without)
 * and held up every request in flight.
 *
 * Here a worker thread, with a connection of its own, runs passive checkpoints: they copy
 * what the log holds without waiting for, or blocking, the service's reads and writes.
 * Passes follow each other `BUSY_PASS_MS` apart while there is something to copy and slow
 * down to `IDLE_PASS_MS` when there is not.
 *
 * Only the writing connection can start the log over from its beginning, and only when
 * every frame has been copied at the moment it starts a write; under a steady stream of
 * writes that moment rarely comes. So the service's connection keeps SQLite's own
 * checkpoint with a higher mark (`SERVICE_CHECKPOINT_PAGES`): when the log reaches it, a
 * commit copies the few frames the worker has not reached yet, and the next write starts
 * the log over. The log stays within about that many pages (32 MB at 4 KB pages).
 */
const BUSY_PASS_MS = 25;
const IDLE_PASS_MS = 1000;
/** Passes in a row that may fail (a full disk, a lock held elsewhere) before the worker gives up. */
const FAILED_PASSES_TOLERATED = 10;
export const SERVICE_CHECKPOINT_PAGES = 8000;
/** SQLite's own default, for the service's connection when the worker is gone. */
const DEFAULT_CHECKPOINT_PAGES = 1000;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Starts checkpointing, in the background, the database (in WAL mode) that `database`, the
 * service's connection, has open; undefined for a database with no file (in memory or
 * temporary), which has no log to copy. If the worker fails, that connection goes back to
 * SQLite's default checkpoints and `onFailure` is told why.
 */
export function startCheckpointer(database: DatabaseSync, onFailure: (error: unknown) => void): Checkpointer | undefined {
  const path = database.location();
  if (path === null) return undefined;
  database.exec(`PRAGMA wal_autocheckpoint = ${SERVICE_CHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_PROGRAM, {
    eval: true,
    workerData: { path, busyPassMs: BUSY_PASS_MS, idlePassMs: IDLE_PASS_MS, failedPassesTolerated: FAILED_PASSES_TOLERATED },
    // Its heap holds a connection and a statement.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
  });
  worker.unref();
  // Once stopped or failed, the worker's later 'exit' (after an 'error') says nothing new.
  let done = false;
  const fallBack = (error: unknown) => {
    if (done) return;
    done = true;
    if (database.isOpen) database.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_CHECKPOINT_PAGES}`);
    onFailure(error);
  };
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(new Error(`the checkpoint worker exited (${code})`)));
  return {
    async stop() {
      done = true;
      await worker.terminate();
    },
  };
}

/**
 * The worker's program: passive checkpoints, sooner while the log grows. A pass that fails
 * is tried again at the idle pace (the service's own checkpoints keep the log bounded
 * meanwhile); after `failedPassesTolerated` failures in a row the error ends the thread, and
 * the service hears of it. Plain JavaScript run from a string, so the thread loads no
 * TypeScript support (it would take ~20 MB).
 */
const WORKER_PROGRAM = `
const { DatabaseSync } = require('node:sqlite');
const { workerData } = require('node:worker_threads');
const { path, busyPassMs, idlePassMs, failedPassesTolerated } = workerData;
// Waits briefly instead of failing while another connection recovers the log.
const database = new DatabaseSync(path, { timeout: 1000 });
const checkpoint = database.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let waitMs = busyPassMs;
let seen = '';
let failures = 0;
function pass() {
  try {
    // The log's length and how much of it has been copied, both counted from where the log
    // last started over: while either moves, writes are coming in.
    const { log, checkpointed } = checkpoint.get();
    const now = log + '/' + checkpointed;
    waitMs = now !== seen ? busyPassMs : Math.min(waitMs * 2, idlePassMs);
    seen = now;
    failures = 0;
  } catch (error) {
    if (++failures >= failedPassesTolerated) throw error;
    waitMs = idlePassMs;
  }
  setTimeout(pass, waitMs);
}
setTimeout(pass, waitMs);
`;

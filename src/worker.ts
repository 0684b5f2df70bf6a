/** What a background worker logs through: the host's pino logger, or nothing in tests. */
export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const SILENT_LOG: WorkerLog = { info() {}, warn() {}, error() {} };

/**
 * Runs one kind of background work (sending mail, delivering webhooks) in passes: at most
 * one pass at a time, again at once when a pass says more is waiting, otherwise after
 * `pollMs`. `wake` brings the next pass forward, never back; a wake while a pass runs asks
 * for the next one its delay after this one ends, so under steady work passes are that far
 * apart and each takes what gathered meanwhile.
 */
export class PollingWorker {
  private readonly name: string;
  private readonly pollMs: number;
  private readonly runPass: () => Promise<boolean>;
  private log: WorkerLog = SILENT_LOG;
  private active = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private pass: Promise<boolean> | undefined;
  /** How soon after the pass under way the next should run, when one was asked for meanwhile. */
  private againInMs = Infinity;

  /** `runPass` answers whether more work is waiting. */
  constructor(name: string, pollMs: number, runPass: () => Promise<boolean>) {
    this.name = name;
    this.pollMs = pollMs;
    this.runPass = runPass;
  }

  start(log: WorkerLog): void {
    this.log = log;
    this.active = true;
    this.schedule(0);
  }

  /** Stops after the pass under way; what it did not reach waits for the next start. */
  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** New work on this instance: a pass within `delayMs` rather than at the next poll. */
  wake(delayMs = 0): void {
    if (!this.active) return;
    if (this.pass) this.againInMs = Math.min(this.againInMs, delayMs);
    else this.schedule(delayMs);
  }

  private schedule(ms: number): void {
    const at = Date.now() + ms;
    if (this.timer && at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      void this.tick();
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.active) return;
    if (this.pass) {
      this.againInMs = 0;
      return;
    }
    this.pass = this.runPass().catch((error: unknown) => {
      this.log.error({ err: error }, `${this.name} worker pass failed`);
      return false;
    });
    const more = await this.pass;
    this.pass = undefined;
    if (!this.active) return;
    const next = more ? 0 : Math.min(this.againInMs, this.pollMs);
    this.againInMs = Infinity;
    this.schedule(next);
  }
}

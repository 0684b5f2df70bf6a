import { PollingWorker, SILENT_LOG, type WorkerLog } from '../../worker.ts';
import type { MailRepository, MailRow } from './repository.ts';
import { isPermanentFailure, type MailTransport, type OutgoingMail } from './transport.ts';

/** A mail waiting in the outbox, as its composer sees it. */
export interface QueuedMail {
  id: number;
  kind: string;
  recipient: string;
  userId: number | null;
  data: Record<string, string>;
}

/**
 * Writes a mail of one kind when it is about to be sent, from what is true then (a link's
 * secret is made here, so it never rests in the outbox). Answers undefined when there is
 * nothing to say any more, e.g. a reset link asked for an email that has no account.
 */
export type MailComposer = (mail: QueuedMail) => Promise<OutgoingMail | undefined>;

export const MAIL_DELIVERY = {
  /** How often an idle instance looks for due mail (mail enqueued on the same instance goes at once). */
  pollMs: 5_000,
  /** How long a claim lasts: longer than the SMTP timeouts, so only a dead instance's claim runs out. */
  leaseMs: 60_000,
  batch: 10,
  /**
   * The first retry waits this long; each further one twice as long as the one before, up to
   * `retryMaxMs`: after an outage of any length, a mail goes out at most that long after the
   * server is back (at once when another mail gets through first, see `deliver`).
   */
  retryBaseMs: 30_000,
  retryMaxMs: 5 * 60_000,
  /** A mail the server has not taken after this long is given up (and logged as an error). */
  giveUpAfterMs: 2 * 86_400_000,
  /** Sent, skipped and failed mails stay this long for a look at what went out, then are deleted. */
  keepFinishedMs: 7 * 86_400_000,
};

export type MailDeliveryOptions = typeof MAIL_DELIVERY;

/** What the worker logs through (pino's methods). */
/**
 * Mail off the request path. A request enqueues a mail (a row in `mail_outbox`, so a
 * restart loses nothing); a worker in every instance claims due mails under a lease, has
 * each composed by the module that asked for it, hands it to the SMTP server and marks it
 * sent. When the server is down the mail is tried again later, waiting longer each time.
 * Delivery is at least once: an instance that dies between the server's answer and the
 * mark sends that mail again from another instance after the lease.
 */
export class MailService {
  private readonly repository: MailRepository;
  private readonly transport: MailTransport;
  private readonly options: MailDeliveryOptions;
  private readonly composers = new Map<string, MailComposer>();
  private readonly worker: PollingWorker;
  private log: WorkerLog = SILENT_LOG;
  private passesSinceSweep = 0;
  /** Whether the last attempt of this instance failed for a reason that may pass (the server down). */
  private serverFailing = false;

  constructor(repository: MailRepository, transport: MailTransport, options: Partial<MailDeliveryOptions> = {}) {
    this.repository = repository;
    this.transport = transport;
    this.options = { ...MAIL_DELIVERY, ...options };
    // A full batch means more may be waiting.
    this.worker = new PollingWorker('mail', this.options.pollMs, async () => (await this.deliverDue()) >= this.options.batch);
  }

  /** Names the composer of one kind of mail. */
  compose(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /** Puts a mail in the outbox; the request that asks for it never waits for a mail server. */
  async enqueue(mail: { kind: string; to: string; userId?: number | null; data?: Record<string, string> }): Promise<void> {
    const now = new Date().toISOString();
    await this.repository.insert({
      kind: mail.kind,
      recipient: mail.to,
      user_id: mail.userId ?? null,
      data: JSON.stringify(mail.data ?? {}),
      next_attempt_at: now,
      created_at: now,
    });
    this.worker.wake();
  }

  /** One pass of the worker: claims due mails and sends them. Answers how many it claimed. */
  async deliverDue(now = Date.now()): Promise<number> {
    const at = new Date(now).toISOString();
    const rows = await this.repository.claimDue(at, new Date(now + this.options.leaseMs).toISOString(), this.options.batch);
    for (const row of rows) await this.deliver(row, now);
    if (++this.passesSinceSweep >= 100) {
      this.passesSinceSweep = 0;
      await this.repository.deleteFinishedBefore(new Date(now - this.options.keepFinishedMs).toISOString());
    }
    return rows.length;
  }

  private async deliver(row: MailRow, now: number): Promise<void> {
    const at = new Date(now).toISOString();
    const details = { mailId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      const composer = this.composers.get(row.kind);
      // Enqueued by a newer instance during a rolling deploy: one that knows the kind sends it.
      if (!composer) throw new Error(`no composer for mail of kind "${row.kind}"`);
      const mail = await composer({ id: row.id, kind: row.kind, recipient: row.recipient, userId: row.user_id, data: JSON.parse(row.data) as Record<string, string> });
      if (!mail) {
        await this.repository.finish(row.id, 'skipped', at);
        return;
      }
      await this.transport.send(mail);
      await this.repository.finish(row.id, 'sent', at);
      this.log.info(details, 'mail sent');
      if (this.serverFailing) {
        // The server is back: what waited out the outage goes now, not at its next retry.
        this.serverFailing = false;
        const waiting = await this.repository.retryWaitingNow(at);
        if (waiting > 0) {
          this.log.info({ mails: waiting }, 'the mail server is back; sending the mails that waited');
          this.worker.wake();
        }
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentFailure(error) || now - new Date(row.created_at).getTime() >= this.options.giveUpAfterMs) {
        await this.repository.finish(row.id, 'failed', at, reason);
        this.log.error({ ...details, err: error }, 'mail given up');
        return;
      }
      this.serverFailing = true;
      const wait = Math.min(this.options.retryBaseMs * 2 ** (Number(row.attempts) - 1), this.options.retryMaxMs);
      await this.repository.retryLater(row.id, new Date(now + wait).toISOString(), reason);
      this.log.warn({ ...details, retryInMs: wait, reason }, 'mail not sent; will try again');
    }
  }

  /** Starts this instance's worker. */
  start(log: WorkerLog = SILENT_LOG): void {
    this.log = log;
    this.worker.start(log);
  }

  /** Stops the worker after the pass under way (mails it did not reach stay in the outbox). */
  async stop(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }
}

import { randomUUID } from 'node:crypto';
import { nowIso, toIso } from '../../db/tables.ts';
import type { AuditActor, AuditService } from '../audit/service.ts';
import type { Reader } from '../changes/policy.ts';
import type { ChangeRow } from '../changes/repository.ts';
import type { ChangesService } from '../changes/service.ts';
import { PollingWorker, SILENT_LOG, type WorkerLog } from '../../worker.ts';
import { FAN_OUT_BATCH, type WebhookFanOut } from './fan-out.ts';
import { disablesAtOnce, endpointReader, failedTooLong, isDelivered, retryDelay } from './policy.ts';
import type { ClaimedSubscription, DeliveredAttempt, DueDelivery, WebhooksRepository } from './repository.ts';
import type { KeyObject } from 'node:crypto';
import { signedHeaders, signingKey, type SecretBox } from './signing.ts';
import type { AttemptResult, WebhookTransport } from './transport.ts';

const WEBHOOK_DELIVERY = {
  /** A wake-up waits this long, so a burst of writes makes one pass, not one each. */
  wakeDelayMs: 5,
  /** Endpoints an instance sends to side by side; each gets its deliveries one after another, in log order. */
  endpoints: 8,
  /** Deliveries of one endpoint per pass. */
  batch: 100,
  /** Added to the attempt timeout: a claim lasts while an attempt may, with room to record it. */
  leaseMarginMs: 5_000,
  /** Passes between sweeps of old test events. */
  sweepEvery: 1_000,
};

/** Signing keys kept, by sealed secret: opening one (AES-GCM, then the key object) costs about 20 µs, once per batch, and under steady writes a batch is a few deliveries. */
const KEPT_SIGNING_KEYS = 1_000;

const HELD_BACK = { firstWaitMs: 25, longestWaitMs: 1_000, giveUpAfterMs: 60_000 };

export interface DeliveryOptions {
  changes: ChangesService;
  audit: AuditService;
  box: SecretBox;
  transport: WebhookTransport;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  disableAfterMs: number;
  /** How often an idle instance looks for new events and due retries (writes on the same instance wake it at once). */
  pollMs: number;
  /** Test events are kept as long as the log keeps events. */
  retentionDays: number;
}

/** The audit log's actor for what the delivery worker decides on its own. */
const DELIVERY_WORKER: AuditActor = { label: 'webhook delivery' };

/** How an attempt ended for the endpoint. */
type Outcome = 'failed' | 'disabled';

/**
 * The bodies of one pass, shared by the endpoints it sends to: endpoints with the same
 * principal (an app's several endpoints, or apps of one owner with the same scopes) are sent
 * the same bytes for an event, so it is shaped and serialised once for all of them. It lives
 * for one pass, so each body is still shaped for the principal as it is at that pass.
 */
class PassBodies {
  private readonly changes: ChangesService;
  /** By principal, then by logged event: the body, or undefined when the principal may not see the event. */
  private readonly byReader = new Map<string, Map<string, Promise<string | undefined>>>();

  constructor(changes: ChangesService) {
    this.changes = changes;
  }

  of(reader: Reader, events: readonly ChangeRow[]): Promise<(string | undefined)[]> {
    const key = `${reader.userId} ${[...reader.scopes].sort().join(',')} ${reader.donationsApproved} ${reader.householdsApproved}`;
    let bodies = this.byReader.get(key);
    if (!bodies) this.byReader.set(key, (bodies = new Map()));
    const unshaped = events.filter((event) => !bodies.has(String(event.id)));
    if (unshaped.length) {
      const shaped = this.changes.visibleTo(reader, unshaped).then((shown) => shown.map((event) => (event ? JSON.stringify(event) : undefined)));
      unshaped.forEach((event, i) => bodies.set(String(event.id), shaped.then((all) => all[i])));
    }
    return Promise.all(events.map((event) => bodies.get(String(event.id))!));
  }
}

/**
 * The delivery worker: at least once, in every instance, off the request path. Each pass runs
 * the fan-out (`fan-out.ts`), then sends: an instance claims endpoints with due deliveries
 * under a lease, and sends each endpoint its due deliveries one after another in the order of
 * the log, signed, each shaped for the endpoint's principal at that moment (an event it may
 * not see is skipped). Before every attempt it extends the lease only if the claim is still its
 * own, so each attempt is made by one instance; a dead instance's claim runs out and another
 * takes over. A failed attempt is retried on the schedule while later events go on being sent,
 * so order holds as far as retries allow.
 */
export class DeliveryWorker {
  private readonly repository: WebhooksRepository;
  private readonly fanOut: WebhookFanOut;
  private readonly options: DeliveryOptions;
  private readonly worker: PollingWorker;
  private log: WorkerLog = SILENT_LOG;
  private passesSinceSweep = 0;
  /** Endpoints this instance is sending to now, each until its batch is done. */
  private readonly sending = new Set<Promise<void>>();
  /** A write's events not passed yet on PostgreSQL: since when, and the next wait (see lookAgainIfHeldBack). */
  private heldBack: { since: number; waitMs: number } | undefined;
  /** A write on this instance logged events since the last pass began: the next one need not look for them first. */
  private writtenSincePass = false;
  /** By the endpoint's secret as stored: a new secret is stored sealed anew, so it is never signed with an old key. */
  private readonly signingKeys = new Map<string, KeyObject>();

  constructor(repository: WebhooksRepository, fanOut: WebhookFanOut, options: DeliveryOptions) {
    this.repository = repository;
    this.fanOut = fanOut;
    this.options = options;
    this.worker = new PollingWorker('webhook', options.pollMs, () => this.runPass());
  }

  /**
   * Claims endpoints with due deliveries, as many as there are free places to send from, and
   * starts sending to each; answers whether more may be waiting. The pass does not wait for
   * the sending: an endpoint that answers slowly, or never within the timeout, holds up only
   * its own deliveries, not the fan-out of new events nor the other endpoints. Its claim keeps
   * other passes (and instances) from sending to it meanwhile; when it is done, a pass looks
   * for more at once.
   */
  async deliverDue(now = Date.now()): Promise<boolean> {
    const room = WEBHOOK_DELIVERY.endpoints - this.sending.size;
    if (room <= 0) return false;
    const token = randomUUID();
    const leaseUntil = now + this.leaseMs();
    const endpoints = await this.repository.claimSubscriptions(new Date(now).toISOString(), new Date(leaseUntil).toISOString(), token, room);
    const bodies = new PassBodies(this.options.changes);
    for (const endpoint of endpoints) {
      const sending: Promise<void> = this.deliverTo(endpoint, token, leaseUntil, bodies).then(() => {
        this.sending.delete(sending);
        this.worker.wake();
      });
      this.sending.add(sending);
    }
    return endpoints.length === room;
  }

  private leaseMs(): number {
    return 2 * this.options.timeoutMs + WEBHOOK_DELIVERY.leaseMarginMs;
  }

  /**
   * Sends one claimed endpoint its due deliveries (a batch at most) in log order. The deliveries the endpoint accepts are recorded together, in one statement, before
   * anything that needs them written: a failure's record, a lease renewal, the end of the
   * batch. Until then they stay pending, so an instance that dies sends them again (at least
   * once), and the claim is never extended or given up with unrecorded answers behind it.
   */
  private async deliverTo(endpoint: ClaimedSubscription, token: string, leaseUntil: number, passBodies: PassBodies): Promise<void> {
    const accepted: DeliveredAttempt[] = [];
    const flush = async () => {
      if (accepted.length) await this.repository.recordDelivered(accepted.splice(0));
    };
    try {
      const due = await this.repository.dueDeliveries(endpoint.id, nowIso(), WEBHOOK_DELIVERY.batch);
      const logged = due.filter((delivery) => delivery.event !== null);
      const shown = await passBodies.of(endpointReader(endpoint), logged.map((delivery) => delivery.event!));
      const bodies = new Map(logged.map((delivery, i) => [delivery, shown[i]]));
      const key = await this.signingKeyOf(endpoint.secret);
      for (const delivery of due) {
        if (Date.now() + this.options.timeoutMs + WEBHOOK_DELIVERY.leaseMarginMs > leaseUntil) {
          await flush();
          const renewed = Date.now() + this.leaseMs();
          if (!(await this.repository.renewLease(endpoint.id, token, new Date(renewed).toISOString()))) return;
          leaseUntil = renewed;
        }
        const body = this.bodyOf(delivery, bodies.get(delivery));
        if (body === undefined) {
          await this.repository.updateDelivery(delivery.id, { status: 'skipped', next_attempt_at: null });
          continue;
        }
        const at = new Date();
        const result = await this.options.transport.post({ url: endpoint.url, headers: signedHeaders(key, delivery.event_id, at, body), body });
        if ('status' in result && isDelivered(result.status)) {
          await this.accepted(endpoint, delivery, result.status, at, accepted);
          continue;
        }
        await flush();
        if ((await this.record(endpoint, delivery, result, at)) === 'disabled') return;
      }
      await flush();
    } catch (error) {
      this.log.error({ err: error, webhook: endpoint.id }, 'webhook deliveries failed');
      return;
    } finally {
      await flush().catch((error: unknown) => this.log.error({ err: error, webhook: endpoint.id }, 'recording webhook deliveries failed'));
      await this.repository.releaseLease(endpoint.id, token).catch((error: unknown) => this.log.error({ err: error, webhook: endpoint.id }, 'releasing a webhook claim failed'));
    }
  }

  private async signingKeyOf(sealed: string): Promise<KeyObject> {
    let key = this.signingKeys.get(sealed);
    if (key) return key;
    key = signingKey(await this.options.box.open(sealed));
    if (this.signingKeys.size >= KEPT_SIGNING_KEYS) this.signingKeys.clear();
    this.signingKeys.set(sealed, key);
    return key;
  }

  /** The exact body to send, or undefined when the endpoint may not see the event (or it was pruned). */
  private bodyOf(delivery: DueDelivery, shown: string | undefined): string | undefined {
    if (delivery.change_event_id === null) return delivery.payload ?? undefined;
    return shown;
  }

  /**
   * An attempt the endpoint accepted, to be recorded with the others of the batch. A failing
   * streak it ends is written now, before the delivery can leave `pending`, so whoever sees it
   * finished sees the endpoint as it now is.
   */
  private async accepted(endpoint: ClaimedSubscription, delivery: DueDelivery, status: number, at: Date, batch: DeliveredAttempt[]): Promise<void> {
    if (endpoint.failing_since !== null) {
      endpoint.failing_since = null;
      await this.repository.updateSubscription(endpoint.id, { failing_since: null });
    }
    batch.push({ id: delivery.id, attempts: delivery.attempts + 1, at: at.toISOString(), statusCode: status });
  }

  /**
   * Records an attempt that failed. The endpoint's state (failing since, disabled) is written
   * before the delivery leaves `pending`, so whoever sees it finished sees the endpoint as it now is.
   */
  private async record(endpoint: ClaimedSubscription, delivery: DueDelivery, result: AttemptResult, at: Date): Promise<Outcome> {
    const attempts = delivery.attempts + 1;
    const attempt = { attempts, last_attempt_at: at.toISOString(), last_status_code: 'status' in result ? result.status : null };
    const error = 'status' in result ? `The endpoint answered ${result.status}` : result.error;
    if ('status' in result && disablesAtOnce(result.status)) {
      await this.disable(endpoint, `The endpoint answered 410 Gone on ${at.toISOString()}`);
      await this.repository.updateDelivery(delivery.id, { ...attempt, status: 'failed', next_attempt_at: null, last_error: error });
      return 'disabled';
    }
    if (endpoint.failing_since === null) {
      endpoint.failing_since = at.toISOString();
      await this.repository.updateSubscription(endpoint.id, { failing_since: endpoint.failing_since });
    }
    const disabled = failedTooLong(endpoint.failing_since, at.getTime(), this.options.disableAfterMs);
    if (disabled) await this.disable(endpoint, `Every delivery failed from ${toIso(endpoint.failing_since)} to ${at.toISOString()}`);
    const wait = retryDelay(attempts, this.options.retryDelaysMs);
    // Counted from the failure, not from the attempt's start: a receiver then sees at least the
    // delay between two attempts, however long the first took to reach it (a new connection).
    await this.repository.updateDelivery(delivery.id, {
      ...attempt,
      status: wait === undefined ? 'failed' : 'pending',
      next_attempt_at: wait === undefined ? null : new Date(Date.now() + wait).toISOString(),
      last_error: error,
    });
    this.log.warn({ webhook: endpoint.id, eventId: delivery.event_id, attempt: attempts, retryInMs: wait, error }, 'webhook not delivered');
    return disabled ? 'disabled' : 'failed';
  }

  private async disable(endpoint: ClaimedSubscription, reason: string): Promise<void> {
    const now = nowIso();
    await this.repository.updateSubscription(endpoint.id, { disabled_at: now, disabled_reason: reason, updated_at: now });
    await this.options.audit.record({ type: 'webhook.disabled', actor: DELIVERY_WORKER, target: endpoint.url, details: { clientId: endpoint.client_id, webhook: String(endpoint.id), reason } });
    this.log.warn({ webhook: endpoint.id, reason }, 'webhook endpoint disabled');
  }

  /** One pass of the worker: fan-out, then sending. Answers whether more work may be waiting. */
  async runPass(): Promise<boolean> {
    const asked = this.writtenSincePass;
    this.writtenSincePass = false;
    const fanned = await this.fanOut.run(!asked);
    this.lookAgainIfHeldBack(asked, fanned);
    const more = await this.deliverDue();
    if (++this.passesSinceSweep >= WEBHOOK_DELIVERY.sweepEvery) {
      this.passesSinceSweep = 0;
      await this.repository.deleteTestDeliveriesBefore(new Date(Date.now() - this.options.retentionDays * 86_400_000).toISOString());
    }
    return more || fanned === FAN_OUT_BATCH;
  }

  /**
   * On PostgreSQL the fan-out passes no event while a transaction that began before it is still
   * open anywhere in the database (see ChangesRepository's `afterQuery`): a write's event may be
   * held back. A pass a write asked for that found nothing looks again soon, 25 ms and then
   * twice as long each time up to a second, for a minute at most, instead of leaving the event
   * to the next poll (`WEBHOOK_POLL_MS`, which may be long).
   */
  private lookAgainIfHeldBack(asked: boolean, fanned: number): void {
    if (this.repository.dialect !== 'postgres' || fanned > 0 || !(asked || this.heldBack)) {
      this.heldBack = undefined;
      return;
    }
    const now = Date.now();
    this.heldBack ??= { since: now, waitMs: HELD_BACK.firstWaitMs };
    if (now - this.heldBack.since > HELD_BACK.giveUpAfterMs) {
      this.heldBack = undefined;
      return;
    }
    // The next pass looks without the lock first, so looking again costs a read.
    this.worker.wake(this.heldBack.waitMs);
    this.heldBack.waitMs = Math.min(this.heldBack.waitMs * 2, HELD_BACK.longestWaitMs);
  }

  /** Starts this instance's worker. */
  start(log: WorkerLog = SILENT_LOG): void {
    this.log = log;
    this.worker.start(log);
  }

  /** Stops the worker after the pass and the sending under way; what it did not send stays for the next instance. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await Promise.all(this.sending);
    this.options.transport.close();
  }

  /** Look for events and due deliveries now rather than at the next poll. */
  wake(): void {
    this.worker.wake(WEBHOOK_DELIVERY.wakeDelayMs);
  }

  /**
   * A write committed on this instance: its events go out now when an endpoint may want
   * them. An endpoint enabled elsewhere (another instance, the command line) is seen by
   * the next poll, so its first events may wait up to one poll interval.
   */
  written(): void {
    if (!this.fanOut.endpointsEnabled) return;
    this.writtenSincePass = true;
    this.wake();
  }
}

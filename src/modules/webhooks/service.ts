import { randomBytes, randomUUID } from 'node:crypto';
import { nowIso, toIso } from '../../db/tables.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { API_SCOPE_NAMES, isApiScope, type ApiScope } from '../../http/scopes.ts';
import type { AppsService } from '../apps/service.ts';
import type { AuditActor, AuditService } from '../audit/service.ts';
import { readScopeOf } from '../changes/policy.ts';
import { CHANGE_TYPE_NAMES, isChangeType, type ChangeEvent, type ChangeType } from '../changes/schemas.ts';
import { changesAfter, publicEventId, type Change } from '../changes/log.ts';
import type { ChangesService } from '../changes/service.ts';
import { checkWebhookUrl } from './addresses.ts';
import {
  canManageWebhooks,
  canSubscribeWithScope,
  DEFAULT_WEBHOOK_SCOPES,
  disablesAtOnce,
  failedTooLong,
  isDelivered,
  retryDelay,
  webhookReader,
  type AppApprovals,
  wantsEvent,
  WEBHOOK_SCOPES,
} from './policy.ts';
import { PollingWorker, SILENT_LOG, type WorkerLog } from '../../worker.ts';
import type { ClaimedSubscription, DeliveredAttempt, DeliveryRow, DueDelivery, NewDeliveryRow, SubscriptionRow, WebhooksRepository } from './repository.ts';
import { newWebhookSecret, signedHeaders, type SecretBox } from './signing.ts';
import type { AttemptResult, WebhookTransport } from './transport.ts';

/** The event a person sends from the app page to try an endpoint; never logged, sent only there. */
export const TEST_EVENT_TYPE = 'webhook.test';

export interface Webhook {
  id: number;
  url: string;
  /** Empty: every event type. */
  eventTypes: ChangeType[];
  scopes: ApiScope[];
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  /** Since when every delivery has failed; null while they succeed. */
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface WebhookDelivery {
  id: number;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When a pending delivery is tried next. */
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface NewWebhook {
  url: string;
  eventTypes?: string[];
  scopes?: string[];
}

const list = (text: string) => text.split(' ').filter(Boolean);

function toWebhook(row: SubscriptionRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    eventTypes: list(row.event_types).filter(isChangeType),
    scopes: list(row.scopes).filter(isApiScope),
    enabled: row.disabled_at === null,
    disabledAt: row.disabled_at === null ? null : toIso(row.disabled_at),
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since === null ? null : toIso(row.failing_since),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at === null ? null : toIso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' && row.next_attempt_at !== null ? toIso(row.next_attempt_at) : null,
    createdAt: toIso(row.created_at),
  };
}

const WEBHOOK_DELIVERY = {
  /** A wake-up waits this long, so a burst of writes makes one pass, not one each. */
  wakeDelayMs: 5,
  /** Endpoints an instance sends to side by side; each gets its deliveries one after another, in log order. */
  endpoints: 8,
  /** Deliveries of one endpoint per pass. */
  batch: 100,
  /** Events fanned out per pass. */
  fanOut: 500,
  /** Added to the attempt timeout: a claim lasts while an attempt may, with room to record it. */
  leaseMarginMs: 5_000,
  /** Passes between sweeps of old test events. */
  sweepEvery: 1_000,
  /** Deliveries the app page shows per endpoint. */
  recent: 20,
};

const HELD_BACK = { firstWaitMs: 25, longestWaitMs: 1_000, giveUpAfterMs: 60_000 };

export interface WebhooksOptions {
  /** The unit of work the fan-out writes deliveries through: it records no changes, so it wakes nobody. */
  writes: UnitOfWork<Change>;
  apps: AppsService;
  changes: ChangesService;
  audit: AuditService;
  box: SecretBox;
  transport: WebhookTransport;
  production: boolean;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  disableAfterMs: number;
  /** How often an idle instance looks for new events and due retries (writes on the same instance wake it at once). */
  pollMs: number;
  /** Test events are kept as long as the log keeps events. */
  retentionDays: number;
}

/** What the worker logs through (pino's methods). */
/** The audit log's actor for what the delivery worker decides on its own. */
const DELIVERY_WORKER: AuditActor = { label: 'webhook delivery' };

/** How an attempt ended for the endpoint. */
type Outcome = 'failed' | 'disabled';

/**
 * Webhooks: each app's endpoints and the delivery of the event log to them.
 *
 * Delivery is at least once and runs in every instance, off the request path:
 * 1. Fan-out: under a lock on the one cursor row, the events logged since the cursor become
 *    one delivery row per event and endpoint that asked for its type and may read it; the
 *    cursor moves past them in the same transaction. A unique index makes a second fan-out
 *    of the same event harmless.
 * 2. Sending: an instance claims endpoints with due deliveries under a lease, and sends each
 *    endpoint its due deliveries one after another in the order of the log, each shaped for
 *    the endpoint's principal at that moment (an event it may not see is skipped). Before
 *    every attempt it extends the lease only if the claim is still its own, so each attempt
 *    is made by one instance; a dead instance's claim runs out and another takes over.
 *    A failed attempt is retried on the schedule while later events go on being sent, so
 *    order holds as far as retries allow.
 */
export class WebhooksService {
  private readonly repository: WebhooksRepository;
  private readonly options: WebhooksOptions;
  private readonly worker: PollingWorker;
  private log: WorkerLog = SILENT_LOG;
  private passesSinceSweep = 0;
  /** Endpoints this instance is sending to now, each until its batch is done. */
  private readonly sending = new Set<Promise<void>>();
  /** A write's events not passed yet on PostgreSQL: since when, and the next wait (see lookAgainIfHeldBack). */
  private heldBack: { since: number; waitMs: number } | undefined;
  /**
   * Whether any endpoint was enabled at the last fan-out that read them (unknown at first).
   * Without one, a write has nobody to tell: its events wait for the next poll, which moves
   * the log cursor past them, instead of each write burst starting a pass of its own.
   */
  private endpointsEnabled = true;
  /** A write on this instance logged events since the last pass began: the next one need not look for them first. */
  private writtenSincePass = false;

  constructor(repository: WebhooksRepository, options: WebhooksOptions) {
    this.repository = repository;
    this.options = options;
    this.worker = new PollingWorker('webhook', options.pollMs, () => this.runPass());
  }

  // --- Endpoints -------------------------------------------------------------------------

  /** Adds an endpoint to an app; the signing secret is answered this once. */
  async create(actor: AuditActor, clientId: string, input: NewWebhook): Promise<{ webhook: Webhook; secret: string }> {
    const app = await this.managedApp(actor, clientId);
    const approvals = { donationsApproved: app.donationsAccess === 'approved', householdsApproved: app.householdsAccess === 'approved' };
    const url = checkWebhookUrl(input.url.trim(), this.options.production);
    const scopes = this.checkedScopes(input.scopes ?? [], approvals);
    const eventTypes = this.checkedEventTypes(input.eventTypes ?? [], scopes);
    const secret = newWebhookSecret();
    const now = nowIso();
    const row = await this.repository.insertSubscription({
      app_id: app.id,
      url,
      event_types: eventTypes.join(' '),
      scopes: scopes.join(' '),
      secret: await this.options.box.seal(secret),
      created_at: now,
      updated_at: now,
    });
    await this.options.audit.record({ type: 'webhook.created', actor, target: url, details: { clientId, webhook: String(row.id), scopes: scopes.join(' '), eventTypes: eventTypes.join(' ') || 'all' } });
    this.endpointsEnabled = true;
    return { webhook: toWebhook(row), secret };
  }

  private checkedScopes(asked: string[], approvals: AppApprovals): ApiScope[] {
    if (!asked.length) return DEFAULT_WEBHOOK_SCOPES;
    const unknown = asked.filter((scope) => !isApiScope(scope) || !WEBHOOK_SCOPES.includes(scope));
    if (unknown.length) throw badRequest(`Unknown webhook scope ${unknown.join(', ')}; webhook scopes (what the endpoint may read): ${WEBHOOK_SCOPES.join(', ')}`);
    const refused = asked.filter((scope) => !canSubscribeWithScope(scope as ApiScope, approvals));
    if (refused.includes('read:donations')) throw badRequest('Scope read:donations needs the app to be approved for donation records (ask for it on the app page)');
    if (refused.length) throw badRequest('Scope read:households needs the app to be approved for household access (ask for it on the app page)');
    return API_SCOPE_NAMES.filter((scope) => asked.includes(scope));
  }

  private checkedEventTypes(asked: string[], scopes: readonly ApiScope[]): ChangeType[] {
    const unknown = asked.filter((type) => !isChangeType(type));
    if (unknown.length) throw badRequest(`Unknown event type ${unknown.join(', ')}; event types: ${CHANGE_TYPE_NAMES.join(', ')}`);
    for (const type of asked as ChangeType[]) {
      if (!scopes.includes(readScopeOf(type))) throw badRequest(`Event type ${type} needs the scope ${readScopeOf(type)}`);
    }
    return CHANGE_TYPE_NAMES.filter((type) => asked.includes(type));
  }

  async list(actor: AuditActor, clientId: string): Promise<Webhook[]> {
    const app = await this.managedApp(actor, clientId);
    return (await this.repository.listSubscriptions(app.id)).map(toWebhook);
  }

  /** An endpoint and the app it belongs to; 404 when it does not exist or is not the actor's to manage. */
  private async managed(actor: AuditActor, id: number, clientId?: string): Promise<{ row: SubscriptionRow; clientId: string }> {
    const row = await this.repository.findSubscription(id);
    const mine = row && (clientId === undefined || row.client_id === clientId) && (actor.userId == null || canManageWebhooks(actor.userId, { ownerId: row.owner_id }));
    if (!row || !mine) throw notFound(`Webhook ${id} does not exist`);
    return { row, clientId: row.client_id };
  }

  private async managedApp(actor: AuditActor, clientId: string) {
    const app = await this.options.apps.getApp(clientId);
    if (actor.userId != null && !canManageWebhooks(actor.userId, app)) throw notFound(`App ${clientId} does not exist`);
    return app;
  }

  async delete(actor: AuditActor, id: number, clientId?: string): Promise<Webhook> {
    const { row, clientId: owner } = await this.managed(actor, id, clientId);
    await this.repository.deleteSubscription(id);
    await this.options.audit.record({ type: 'webhook.deleted', actor, target: row.url, details: { clientId: owner, webhook: String(id) } });
    return toWebhook(row);
  }

  /** A new signing secret; the previous one stops signing at once. */
  async rotateSecret(actor: AuditActor, id: number, clientId?: string): Promise<string> {
    const { row, clientId: owner } = await this.managed(actor, id, clientId);
    const secret = newWebhookSecret();
    await this.repository.updateSubscription(id, { secret: await this.options.box.seal(secret), updated_at: nowIso() });
    await this.options.audit.record({ type: 'webhook.secret_rotated', actor, target: row.url, details: { clientId: owner, webhook: String(id) } });
    return secret;
  }

  async setEnabled(actor: AuditActor, id: number, enabled: boolean, clientId?: string): Promise<Webhook> {
    const { row, clientId: owner } = await this.managed(actor, id, clientId);
    if (enabled === (row.disabled_at === null)) return toWebhook(row);
    const now = nowIso();
    await this.repository.updateSubscription(
      id,
      enabled ? { disabled_at: null, disabled_reason: null, failing_since: null, updated_at: now } : { disabled_at: now, disabled_reason: 'Disabled by its owner', updated_at: now },
    );
    await this.options.audit.record({ type: enabled ? 'webhook.enabled' : 'webhook.disabled', actor, target: row.url, details: { clientId: owner, webhook: String(id) } });
    if (enabled) {
      this.endpointsEnabled = true;
      this.wake();
    }
    return toWebhook((await this.repository.findSubscription(id))!);
  }

  /** Sends a `webhook.test` event to this endpoint only. */
  async sendTest(actor: AuditActor, id: number, clientId?: string): Promise<WebhookDelivery> {
    const { row } = await this.managed(actor, id, clientId);
    if (row.disabled_at !== null) throw badRequest('Enable the endpoint before sending it a test event');
    const eventId = `evt_test_${randomBytes(12).toString('base64url')}`;
    const now = nowIso();
    const event = { id: eventId, type: TEST_EVENT_TYPE, timestamp: now, data: { object: { id: row.id, url: row.url, test: true } } };
    const delivery = await this.repository.insertDelivery({
      subscription_id: row.id,
      change_event_id: null,
      event_id: eventId,
      event_type: TEST_EVENT_TYPE,
      payload: JSON.stringify(event),
      next_attempt_at: now,
      created_at: now,
    });
    this.wake();
    return toDelivery(delivery);
  }

  /** Sends a delivery again now, with the whole retry schedule ahead of it. */
  async redeliver(actor: AuditActor, id: number, deliveryId: number, clientId?: string): Promise<WebhookDelivery> {
    await this.managed(actor, id, clientId);
    const delivery = await this.repository.findDelivery(deliveryId);
    if (!delivery || delivery.subscription_id !== id) throw notFound(`Delivery ${deliveryId} does not exist`);
    const now = nowIso();
    await this.repository.updateDelivery(deliveryId, { status: 'pending', attempts: 0, next_attempt_at: now });
    this.wake();
    return toDelivery({ ...delivery, status: 'pending', attempts: 0, next_attempt_at: now });
  }

  /** The endpoint's latest deliveries, newest first. */
  async recentDeliveries(actor: AuditActor, id: number, clientId?: string): Promise<WebhookDelivery[]> {
    await this.managed(actor, id, clientId);
    return (await this.repository.recentDeliveries(id, WEBHOOK_DELIVERY.recent)).map(toDelivery);
  }

  // --- Delivery --------------------------------------------------------------------------

  /**
   * Turns newly logged events into deliveries; answers how many events it read. `look`: first
   * see without the lock whether there is anything, as a poll does (an idle instance then
   * opens no transaction; on PostgreSQL a row lock would take a transaction id every poll).
   * A pass a write asked for knows there is, and goes straight to the lock.
   */
  async fanOut(look = true): Promise<number> {
    if (look) {
      const seen = await this.repository.cursor();
      if (!(await changesAfter(this.repository.db, seen, 1)).length) return 0;
    }
    return this.options.writes.run(async ({ trx }) => {
      const repository = this.repository.within(trx);
      const cursor = await repository.lockCursor();
      if (!cursor) return 0;
      const events = await changesAfter(trx, cursor, WEBHOOK_DELIVERY.fanOut);
      if (!events.length) return 0;
      const subscriptions = await repository.enabledSubscriptions();
      this.endpointsEnabled = subscriptions.length > 0;
      const endpoints = subscriptions.map((row) => ({
        row,
        since: toIso(row.created_at),
        types: list(row.event_types).filter(isChangeType),
        reader: this.readerOf(row),
      }));
      const rows: NewDeliveryRow[] = [];
      for (const event of events) {
        const type = event.type as ChangeType;
        const at = toIso(event.created_at);
        for (const endpoint of endpoints) {
          if (endpoint.since > at || !wantsEvent(endpoint.types, endpoint.reader, type)) continue;
          rows.push({ subscription_id: endpoint.row.id, change_event_id: event.id, event_id: publicEventId(event.id), event_type: type, next_attempt_at: at, created_at: at });
        }
      }
      await repository.insertDeliveries(rows);
      const last = events[events.length - 1];
      await repository.moveCursor({ tx: last.tx, id: last.id });
      return events.length;
    });
  }

  private readerOf(row: Pick<ClaimedSubscription, 'owner_id' | 'scopes' | 'donations_access' | 'households_access'>) {
    return webhookReader(row.owner_id, list(row.scopes).filter(isApiScope), {
      donationsApproved: row.donations_access === 'approved',
      householdsApproved: row.households_access === 'approved',
    });
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
    for (const endpoint of endpoints) {
      const sending: Promise<void> = this.deliverTo(endpoint, token, leaseUntil).then(() => {
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
  private async deliverTo(endpoint: ClaimedSubscription, token: string, leaseUntil: number): Promise<void> {
    const accepted: DeliveredAttempt[] = [];
    const flush = async () => {
      if (accepted.length) await this.repository.recordDelivered(accepted.splice(0));
    };
    try {
      const due = await this.repository.dueDeliveries(endpoint.id, nowIso(), WEBHOOK_DELIVERY.batch);
      const logged = due.filter((delivery) => delivery.event !== null);
      const shown = await this.options.changes.visibleTo(this.readerOf(endpoint), logged.map((delivery) => delivery.event!));
      const bodies = new Map(logged.map((delivery, i) => [delivery, shown[i]]));
      const secret = await this.options.box.open(endpoint.secret);
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
        const result = await this.options.transport.post({ url: endpoint.url, headers: signedHeaders(secret, delivery.event_id, at, body), body });
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

  /** The exact body to send, or undefined when the endpoint may not see the event (or it was pruned). */
  private bodyOf(delivery: DueDelivery, shown: ChangeEvent | null | undefined): string | undefined {
    if (delivery.change_event_id === null) return delivery.payload ?? undefined;
    return shown ? JSON.stringify(shown) : undefined;
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
    await this.repository.updateDelivery(delivery.id, {
      ...attempt,
      status: wait === undefined ? 'failed' : 'pending',
      next_attempt_at: wait === undefined ? null : new Date(at.getTime() + wait).toISOString(),
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
    const fanned = await this.fanOut(!asked);
    this.lookAgainIfHeldBack(asked, fanned);
    const more = await this.deliverDue();
    if (++this.passesSinceSweep >= WEBHOOK_DELIVERY.sweepEvery) {
      this.passesSinceSweep = 0;
      await this.repository.deleteTestDeliveriesBefore(new Date(Date.now() - this.options.retentionDays * 86_400_000).toISOString());
    }
    return more || fanned === WEBHOOK_DELIVERY.fanOut;
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
    if (!this.endpointsEnabled) return;
    this.writtenSincePass = true;
    this.wake();
  }
}

import { randomBytes } from 'node:crypto';
import { nowIso, toIso } from '../../db/tables.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { API_SCOPE_NAMES, isApiScope, type ApiScope } from '../../http/scopes.ts';
import type { AppsService } from '../apps/service.ts';
import type { AuditActor, AuditService } from '../audit/service.ts';
import { readScopeOf } from '../changes/policy.ts';
import { CHANGE_TYPE_NAMES, isChangeType, type ChangeType } from '../changes/schemas.ts';
import { checkWebhookUrl } from './addresses.ts';
import type { DeliveryWorker } from './delivery.ts';
import type { WebhookFanOut } from './fan-out.ts';
import { canManageWebhooks, canSubscribeWithScope, DEFAULT_WEBHOOK_SCOPES, storedEventTypes, storedScopes, type AppApprovals, WEBHOOK_SCOPES } from './policy.ts';
import type { DeliveryRow, SubscriptionRow, WebhooksRepository } from './repository.ts';
import { newWebhookSecret, type SecretBox } from './signing.ts';

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

function toWebhook(row: SubscriptionRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    eventTypes: storedEventTypes(row.event_types),
    scopes: storedScopes(row.scopes),
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

/** Deliveries the app page shows per endpoint. */
const RECENT_DELIVERIES = 20;

export interface SubscriptionsOptions {
  apps: AppsService;
  audit: AuditService;
  box: SecretBox;
  production: boolean;
  /** Told when an endpoint is added or enabled, so writes wake delivery again. */
  fanOut: WebhookFanOut;
  /** Woken when there is something to send now: a test event, a redelivery, an endpoint enabled. */
  delivery: DeliveryWorker;
}

/**
 * Each app's webhook endpoints, managed by the app's owner (the dashboard's Webhooks section)
 * or the command line: adding, listing, enabling and disabling, removing, rotating the signing
 * secret, a test event, and the endpoint's recent deliveries with redelivery.
 */
export class WebhookSubscriptions {
  private readonly repository: WebhooksRepository;
  private readonly options: SubscriptionsOptions;

  constructor(repository: WebhooksRepository, options: SubscriptionsOptions) {
    this.repository = repository;
    this.options = options;
  }

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
    this.options.fanOut.endpointEnabled();
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
      this.options.fanOut.endpointEnabled();
      this.options.delivery.wake();
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
    this.options.delivery.wake();
    return toDelivery(delivery);
  }

  /** Sends a delivery again now, with the whole retry schedule ahead of it. */
  async redeliver(actor: AuditActor, id: number, deliveryId: number, clientId?: string): Promise<WebhookDelivery> {
    await this.managed(actor, id, clientId);
    const delivery = await this.repository.findDelivery(deliveryId);
    if (!delivery || delivery.subscription_id !== id) throw notFound(`Delivery ${deliveryId} does not exist`);
    const now = nowIso();
    await this.repository.updateDelivery(deliveryId, { status: 'pending', attempts: 0, next_attempt_at: now });
    this.options.delivery.wake();
    return toDelivery({ ...delivery, status: 'pending', attempts: 0, next_attempt_at: now });
  }

  /** The endpoint's latest deliveries, newest first. */
  async recentDeliveries(actor: AuditActor, id: number, clientId?: string): Promise<WebhookDelivery[]> {
    await this.managed(actor, id, clientId);
    return (await this.repository.recentDeliveries(id, RECENT_DELIVERIES)).map(toDelivery);
  }
}

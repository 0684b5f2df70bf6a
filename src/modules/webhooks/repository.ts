import { sql, type Insertable, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import { PreparedQueries } from '../../db/prepared.ts';
import type { ChangeEventsTable, WebhookDeliveriesTable, WebhookSubscriptionsTable } from '../../db/tables.ts';
import type { LogPosition } from '../changes/repository.ts';
import { Repository } from '../../db/repository.ts';

export type SubscriptionRow = Selectable<WebhookSubscriptionsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type NewDeliveryRow = Insertable<WebhookDeliveriesTable>;

/** An endpoint with the facts of its app that its principal depends on. */
export type ClaimedSubscription = SubscriptionRow & { client_id: string; owner_id: number; donations_access: string; households_access: string };

/** A due delivery with its logged event, when it has one (a test event has none; a pruned one is gone). */
export type DueDelivery = DeliveryRow & { event: Selectable<ChangeEventsTable> | null };

// Rows per insert statement: far below the bound-parameter limits of both stores.
const INSERT_ROWS = 500;
// Deliveries per recording statement (four parameters each, and one in the id list).
const RECORD_ROWS = 500;

/** An attempt the endpoint accepted: the delivery's new attempt count, when it was made and what it answered. */
export interface DeliveredAttempt {
  id: number | string;
  attempts: number;
  at: string;
  statusCode: number;
}

/** Webhook endpoints, deliveries and the fan-out cursor. Kysely only; no HTTP here. */
export class WebhooksRepository extends Repository<[DialectName, PreparedQueries]> {
  /** The store, public: the fan-out reads the change log on it. */
  declare readonly db: Db;
  readonly dialect: DialectName;
  /** The delivery worker's statements of every pass, compiled once (see PreparedQueries); shared with the repository over a transaction. */
  private readonly queries: PreparedQueries;
  constructor(db: Db, dialect: DialectName, queries = new PreparedQueries(db)) {
    super(db, dialect, queries);
    this.dialect = dialect;
    this.queries = queries;
  }

  insertSubscription(row: Insertable<WebhookSubscriptionsTable>): Promise<SubscriptionRow> {
    return this.db.insertInto('webhook_subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findSubscription(id: number): Promise<ClaimedSubscription | undefined> {
    return this.db
      .selectFrom('webhook_subscriptions as s')
      .innerJoin('apps as a', 'a.id', 's.app_id')
      .selectAll('s')
      .select(['a.client_id', 'a.owner_id', 'a.donations_access', 'a.households_access'])
      .where('s.id', '=', id)
      .executeTakeFirst();
  }

  listSubscriptions(appId: number): Promise<SubscriptionRow[]> {
    return this.db.selectFrom('webhook_subscriptions').selectAll().where('app_id', '=', appId).orderBy('id').execute();
  }

  async updateSubscription(id: number, fields: Updateable<WebhookSubscriptionsTable>): Promise<void> {
    await this.db.updateTable('webhook_subscriptions').set(fields).where('id', '=', id).execute();
  }

  async deleteSubscription(id: number): Promise<void> {
    await this.db.deleteFrom('webhook_subscriptions').where('id', '=', id).execute();
  }

  /**
   * Enabled endpoints with their app's owner and donations access: who events are fanned out
   * to. An owner whose account is disabled gets nothing, as their API keys read nothing.
   */
  enabledSubscriptions(): Promise<ClaimedSubscription[]> {
    return this.queries.execute('enabledSubscriptions', {}, () => this.db
      .selectFrom('webhook_subscriptions as s')
      .innerJoin('apps as a', 'a.id', 's.app_id')
      .innerJoin('users as u', 'u.id', 'a.owner_id')
      .selectAll('s')
      .select(['a.client_id', 'a.owner_id', 'a.donations_access', 'a.households_access'])
      .where('s.disabled_at', 'is', null)
      .where('u.disabled_at', 'is', null), this.db);
  }

  /**
   * Locks the fan-out cursor for this transaction and answers it; undefined when another
   * instance holds it right now (it is fanning out; this one need not wait). SQLite has one
   * writer, so the transaction alone serialises fan-outs there.
   */
  async lockCursor(): Promise<LogPosition | undefined> {
    const [row] = await this.queries.execute('lockCursor', {}, () => {
      const query = this.db.selectFrom('webhook_cursor').select(['tx', 'event_id']).where('id', '=', 1);
      return this.dialect === 'postgres' ? query.forUpdate().skipLocked() : query;
    }, this.db);
    return row && { tx: row.tx, id: row.event_id };
  }

  /** Where the fan-out stands, read without a lock. */
  async cursor(): Promise<LogPosition> {
    const [row] = await this.queries.execute('cursor', {}, () => this.db.selectFrom('webhook_cursor').select(['tx', 'event_id']).where('id', '=', 1), this.db);
    if (!row) throw new Error('The webhook cursor row is missing');
    return { tx: row.tx, id: row.event_id };
  }

  async moveCursor(position: LogPosition): Promise<void> {
    await this.queries.execute('moveCursor', { tx: position.tx, id: position.id }, (v) => this.db.updateTable('webhook_cursor').set({ tx: v.tx, event_id: v.id }).where('id', '=', 1), this.db);
  }

  /** Adds deliveries; one an endpoint already has for the event is left as it is. */
  async insertDeliveries(rows: readonly NewDeliveryRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await this.db
        .insertInto('webhook_deliveries')
        .values(rows.slice(start, start + INSERT_ROWS))
        .onConflict((oc) => oc.columns(['subscription_id', 'change_event_id']).doNothing())
        .execute();
    }
  }

  /**
   * Claims up to `limit` enabled endpoints that have deliveries due, for this instance until
   * `leaseUntil`, in one statement. On PostgreSQL endpoints another instance is claiming right
   * now are skipped rather than waited for. A claim whose lease ran out is free again.
   */
  async claimSubscriptions(now: string, leaseUntil: string, token: string, limit: number): Promise<ClaimedSubscription[]> {
    const claimed = await this.queries.execute('claimSubscriptions', { now, leaseUntil, token, limit }, (v) => {
      let due = this.db
        .selectFrom('webhook_subscriptions as s')
        .select('s.id')
        .where('s.disabled_at', 'is', null)
        .where(({ exists, selectFrom }) =>
          exists(selectFrom('apps as a').innerJoin('users as u', 'u.id', 'a.owner_id').select('a.id').whereRef('a.id', '=', 's.app_id').where('u.disabled_at', 'is', null)),
        )
        .where((eb) => eb.or([eb('s.locked_until', 'is', null), eb('s.locked_until', '<=', v.now)]))
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('webhook_deliveries as d')
              .select('d.id')
              .whereRef('d.subscription_id', '=', 's.id')
              .where('d.status', '=', 'pending')
              .where('d.next_attempt_at', '<=', v.now),
          ),
        )
        .orderBy('s.id')
        .limit(v.limit);
      if (this.dialect === 'postgres') due = due.forUpdate().skipLocked();
      // The claimed rows come back with their app's facts, from the same statement.
      return this.db
        .updateTable('webhook_subscriptions')
        .set({ locked_until: v.leaseUntil, lease_token: v.token })
        .where('id', 'in', due)
        .returningAll()
        .returning(({ selectFrom }) => {
          const app = selectFrom('apps').whereRef('apps.id', '=', 'webhook_subscriptions.app_id');
          return [
            app.select('apps.client_id').$asScalar().$notNull().as('client_id'),
            app.select('apps.owner_id').$asScalar().$notNull().as('owner_id'),
            app.select('apps.donations_access').$asScalar().$notNull().as('donations_access'),
            app.select('apps.households_access').$asScalar().$notNull().as('households_access'),
          ];
        });
    }, this.db);
    return claimed.sort((a, b) => a.id - b.id);
  }

  /** Extends this instance's claim; false when the claim is no longer its own. */
  async renewLease(id: number, token: string, leaseUntil: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_subscriptions')
      .set({ locked_until: leaseUntil })
      .where('id', '=', id)
      .where('lease_token', '=', token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async releaseLease(id: number, token: string): Promise<void> {
    await this.queries.execute('releaseLease', { id, token }, (v) =>
      this.db.updateTable('webhook_subscriptions').set({ locked_until: null, lease_token: null }).where('id', '=', v.id).where('lease_token', '=', v.token), this.db);
  }

  /** The endpoint's due deliveries in the order of the log, with their logged events. */
  async dueDeliveries(subscriptionId: number, now: string, limit: number): Promise<DueDelivery[]> {
    const rows = await this.queries.execute('dueDeliveries', { subscriptionId, now, limit }, (v) => this.db
      .selectFrom('webhook_deliveries as d')
      .leftJoin('change_events as e', 'e.id', 'd.change_event_id')
      .selectAll('d')
      .select([
        'e.id as e_id',
        'e.tx as e_tx',
        'e.type as e_type',
        'e.created_at as e_created_at',
        'e.resource as e_resource',
        'e.resource_id as e_resource_id',
        'e.church_id as e_church_id',
        'e.event_id as e_event_id',
        'e.group_id as e_group_id',
        'e.user_id as e_user_id',
        'e.is_anonymous as e_is_anonymous',
        'e.object as e_object',
      ])
      .where('d.subscription_id', '=', v.subscriptionId)
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', v.now)
      .orderBy('d.id')
      .limit(v.limit), this.db);
    // Each field named: rest-destructuring the event's columns away cost about 3 µs a row, a few per cent of a delivery.
    return rows.map((row) => ({
      id: row.id,
      subscription_id: row.subscription_id,
      change_event_id: row.change_event_id,
      event_id: row.event_id,
      event_type: row.event_type,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
      last_attempt_at: row.last_attempt_at,
      last_status_code: row.last_status_code,
      last_error: row.last_error,
      created_at: row.created_at,
      event:
        row.e_id === null
          ? null
          : {
              id: row.e_id,
              tx: row.e_tx!,
              type: row.e_type!,
              created_at: row.e_created_at!,
              resource: row.e_resource!,
              resource_id: row.e_resource_id!,
              church_id: row.e_church_id,
              event_id: row.e_event_id,
              group_id: row.e_group_id,
              user_id: row.e_user_id,
              is_anonymous: row.e_is_anonymous!,
              object: row.e_object!,
            },
    }));
  }

  async updateDelivery(id: number | string, fields: Updateable<WebhookDeliveriesTable>): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set(fields).where('id', '=', id).execute();
  }

  /**
   * Records attempts the endpoints accepted: each delivery becomes `delivered` with its own
   * attempt count, time and status code, in one statement per few hundred.
   */
  async recordDelivered(attempts: readonly DeliveredAttempt[]): Promise<void> {
    const timestamp = sql.raw(this.dialect === 'postgres' ? 'timestamptz' : 'text');
    for (let start = 0; start < attempts.length; start += RECORD_ROWS) {
      const rows = attempts.slice(start, start + RECORD_ROWS);
      // `case id when … then … end`: the parameters have no type of their own on PostgreSQL, so each column's case is cast to it.
      const byId = <T>(value: (row: DeliveredAttempt) => T, type: RawBuilder<unknown>) =>
        sql<T>`cast(case id ${sql.join(rows.map((row) => sql`when ${row.id} then ${value(row)}`), sql` `)} end as ${type})`;
      await this.db
        .updateTable('webhook_deliveries')
        .set({
          status: 'delivered',
          attempts: byId((row) => row.attempts, sql.raw('integer')),
          last_attempt_at: byId((row) => row.at, timestamp),
          last_status_code: byId((row) => row.statusCode, sql.raw('integer')),
          next_attempt_at: null,
          last_error: null,
        })
        .where('id', 'in', rows.map((row) => row.id))
        .execute();
    }
  }

  findDelivery(id: number): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertDelivery(row: NewDeliveryRow): Promise<DeliveryRow> {
    return this.db.insertInto('webhook_deliveries').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The endpoint's latest deliveries, newest first. */
  recentDeliveries(subscriptionId: number, limit: number): Promise<DeliveryRow[]> {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('subscription_id', '=', subscriptionId).orderBy('id', 'desc').limit(limit).execute();
  }

  /** Test events have no logged event to be pruned with: they go after the same time. */
  async deleteTestDeliveriesBefore(before: string): Promise<void> {
    await this.db.deleteFrom('webhook_deliveries').where('change_event_id', 'is', null).where('created_at', '<', before).execute();
  }
}

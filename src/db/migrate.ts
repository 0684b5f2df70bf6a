import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import { SqliteAdapter, sql } from 'kysely';
import type { Db } from './database.ts';
import { UnreachableDatabase, unreachableDatabaseLine } from './unavailable.ts';
import * as initial from './migrations/20261122T0001-initial.ts';
import * as identity from './migrations/20261124T0001-identity.ts';
import * as listCounters from './migrations/20261125T0001-list-counters.ts';
import * as accounts from './migrations/20261126T0001-accounts.ts';
import * as churchAdministration from './migrations/20261127T0001-church-administration.ts';
import * as idempotencyKeys from './migrations/20261128T0002-idempotency-keys.ts';
import * as signOutAndTokenFamilies from './migrations/20261128T0004-sign-out-and-token-families.ts';
import * as appWebOrigins from './migrations/20261128T0006-app-web-origins.ts';
import * as eventLog from './migrations/20261128T0010-event-log.ts';
import * as mail from './migrations/20261128T0011-mail.ts';
import * as webhooks from './migrations/20261128T0020-webhooks.ts';
import * as sessionsAppsAdmin from './migrations/20261128T0030-sessions-apps-admin.ts';
import * as listContentVersions from './migrations/20261129T0001-list-content-versions.ts';
import * as membershipChanges from './migrations/20261129T0020-membership-changes.ts';
import * as oauthTokenIndexes from './migrations/20261129T0040-oauth-token-indexes.ts';
import * as webhookDeliveriesInOrder from './migrations/20261130T0001-webhook-deliveries-in-order.ts';
import * as backchannelLogout from './migrations/20261201T0001-backchannel-logout.ts';
import * as appLogos from './migrations/20261202T0001-app-logos.ts';
import * as householdsAndCheckIn from './migrations/20261203T0001-households-and-check-in.ts';
import * as registeredClients from './migrations/20261204T0001-registered-clients.ts';
import * as calendars from './migrations/20261205T0001-calendars.ts';
import * as donationsOfFormerMembers from './migrations/20261206T0001-donations-of-former-members.ts';
import * as meetingTombstones from './migrations/20261207T0001-meeting-tombstones.ts';

/** Every migration, in order. Names are timestamps so they sort by when they were written. */
const migrations: Record<string, Migration> = {
  '20261122T0001-initial': initial,
  '20261124T0001-identity': identity,
  '20261125T0001-list-counters': listCounters,
  '20261126T0001-accounts': accounts,
  '20261127T0001-church-administration': churchAdministration,
  '20261128T0002-idempotency-keys': idempotencyKeys,
  '20261128T0004-sign-out-and-token-families': signOutAndTokenFamilies,
  '20261128T0006-app-web-origins': appWebOrigins,
  '20261128T0010-event-log': eventLog,
  '20261128T0011-mail': mail,
  '20261128T0020-webhooks': webhooks,
  '20261128T0030-sessions-apps-admin': sessionsAppsAdmin,
  '20261129T0001-list-content-versions': listContentVersions,
  '20261129T0020-membership-changes': membershipChanges,
  '20261129T0040-oauth-token-indexes': oauthTokenIndexes,
  '20261130T0001-webhook-deliveries-in-order': webhookDeliveriesInOrder,
  '20261201T0001-backchannel-logout': backchannelLogout,
  '20261202T0001-app-logos': appLogos,
  '20261203T0001-households-and-check-in': householdsAndCheckIn,
  '20261204T0001-registered-clients': registeredClients,
  '20261205T0001-calendars': calendars,
  '20261206T0001-donations-of-former-members': donationsOfFormerMembers,
  '20261207T0001-meeting-tombstones': meetingTombstones,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // On PostgreSQL the bookkeeping tables live in the schema being migrated; otherwise
    // Kysely would find another schema's tables and skip creating its own.
    migrationTableSchema: await currentSchema(db),
  });
  return report(await migrator.migrateToLatest());
}

/**
 * Migrates at the start of the service or of a command, the first use of the database there:
 * when it cannot be had, fails with `UnreachableDatabase`, whose message is the one line to print.
 */
export async function migrateAtStart(db: Db, store: { databaseUrl: string; databaseConnectTimeoutMs: number }): Promise<string[]> {
  try {
    return await migrateToLatest(db);
  } catch (error) {
    const line = unreachableDatabaseLine(error, store.databaseUrl, store.databaseConnectTimeoutMs);
    throw line ? new UnreachableDatabase(line, { cause: error }) : error;
  }
}

async function currentSchema(db: Db): Promise<string | undefined> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

function report({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed.migrationName} failed: ${reason}` : `Migration failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

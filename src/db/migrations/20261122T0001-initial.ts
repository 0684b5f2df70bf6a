import type { Kysely } from 'kysely';
import { notNull, pairTable, timestampType, withId } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('given_name', 'text', notNull)
    .addColumn('family_name', 'text', notNull)
    .addColumn('picture', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

  await withId(db, db.schema.createTable('churches'))
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('country', 'text', notNull)
    .addColumn('website', 'text', notNull)
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .execute();

  await pairTable(db, 'church_members', ['church_id', 'churches.id'], ['user_id', 'users.id'])
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('joined_at', ts, notNull)
    .execute();
  await db.schema.createIndex('church_members_user').on('church_members').columns(['user_id', 'church_id']).execute();

  await withId(db, db.schema.createTable('apps'))
    .addColumn('client_id', 'text', notNull)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('client_secret_hash', 'text')
    .addColumn('redirect_uris', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('donations_access', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('apps_client_id_unique').on('apps').column('client_id').unique().execute();
  await db.schema.createIndex('apps_owner').on('apps').column('owner_id').execute();

  await withId(db, db.schema.createTable('api_keys'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('prefix', 'text', notNull)
    .addColumn('key_hash', 'text', notNull)
    .addColumn('scopes', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('last_used_at', ts)
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('api_keys_hash_unique').on('api_keys').column('key_hash').unique().execute();
  await db.schema.createIndex('api_keys_app').on('api_keys').column('app_id').execute();

  await withId(db, db.schema.createTable('events'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('location', 'text', notNull)
    .addColumn('starts_at', ts, notNull)
    .addColumn('ends_at', ts, notNull)
    .addColumn('capacity', 'integer')
    .addColumn('registration_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('events_starts_at').on('events').columns(['starts_at', 'id']).execute();
  await db.schema.createIndex('events_church').on('events').columns(['church_id', 'starts_at']).execute();

  await pairTable(db, 'event_registrations', ['event_id', 'events.id'], ['user_id', 'users.id'])
    .addColumn('created_at', ts, notNull)
    .execute();

  await withId(db, db.schema.createTable('prayers'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', notNull)
    .addColumn('is_anonymous', 'boolean', notNull)
    .addColumn('is_answered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answered_at', ts)
    .addColumn('prayer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('prayers_church').on('prayers').columns(['church_id', 'id']).execute();
  await db.schema.createIndex('prayers_user').on('prayers').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('prayer_log'))
    .addColumn('prayer_id', 'integer', (c) => c.notNull().references('prayers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('prayer_log_prayer').on('prayer_log').column('prayer_id').execute();

  await withId(db, db.schema.createTable('groups'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('meeting_schedule', 'text', notNull)
    .addColumn('location', 'text', notNull)
    .addColumn('capacity', 'integer')
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('groups_church').on('groups').columns(['church_id', 'id']).execute();

  await pairTable(db, 'group_members', ['group_id', 'groups.id'], ['user_id', 'users.id'])
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('joined_at', ts, notNull)
    .execute();

  await withId(db, db.schema.createTable('donations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('fund', 'text', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('donated_at', ts, notNull)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('donations_user').on('donations').columns(['user_id', 'donated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'donations', 'group_members', 'groups', 'prayer_log', 'prayers', 'event_registrations',
    'events', 'api_keys', 'apps', 'church_members', 'churches', 'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

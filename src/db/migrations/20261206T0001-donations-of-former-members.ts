import { sql, type Kysely } from 'kysely';
import { isSqlite } from './columns.ts';

/**
 * Giving records outlive the person who gave: a church must keep them, but a person may
 * delete their account. A deleted person's donations stay, detached from them: `user_id`
 * becomes null (and a foreign key that sets it null, not one that deletes the gift) and
 * `donor_name` says "Former member". `donor_name` is null while the donor has an account.
 *
 * SQLite cannot drop a NOT NULL or change a foreign key in place: there the table is built
 * again with the same rows and ids (AUTOINCREMENT's counter follows the rename, so ids of
 * gifts are never used again either).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await rebuildOnSqlite(db, 'donations_detachable', `user_id integer references users(id) on delete set null,
      donor_name text,`);
  } else {
    await db.schema.alterTable('donations').addColumn('donor_name', 'text').execute();
    await db.schema.alterTable('donations').alterColumn('user_id', (c) => c.dropNotNull()).execute();
    await db.schema.alterTable('donations').dropConstraint('donations_user_id_fkey').execute();
    await db.schema
      .alterTable('donations')
      .addForeignKeyConstraint('donations_user_id_fkey', ['user_id'], 'users', ['id'], (c) => c.onDelete('set null'))
      .execute();
  }
  // A church's gifts in order, for its full export (the operator's, with donations).
  await db.schema.createIndex('donations_church').on('donations').columns(['church_id', 'id']).execute();
}

/** Detached gifts have no donor to go back to: going down removes them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_church').ifExists().execute();
  await sql`delete from donations where user_id is null`.execute(db);
  if (isSqlite(db)) {
    await rebuildOnSqlite(db, 'donations_attached', 'user_id integer not null references users(id) on delete cascade,');
  } else {
    await db.schema.alterTable('donations').dropConstraint('donations_user_id_fkey').execute();
    await db.schema
      .alterTable('donations')
      .addForeignKeyConstraint('donations_user_id_fkey', ['user_id'], 'users', ['id'], (c) => c.onDelete('cascade'))
      .execute();
    await db.schema.alterTable('donations').alterColumn('user_id', (c) => c.setNotNull()).execute();
    await db.schema.alterTable('donations').dropColumn('donor_name').execute();
  }
}

/**
 * SQLite: builds `donations` again with `donorColumns` for its donor, as `building` first, with
 * the same rows and ids (and so the same AUTOINCREMENT counter) and its indexes.
 */
async function rebuildOnSqlite(db: Kysely<unknown>, building: string, donorColumns: string): Promise<void> {
  await sql`create table ${sql.raw(building)} (
      id integer primary key autoincrement,
      ${sql.raw(donorColumns)}
      church_id integer not null references churches(id) on delete cascade,
      amount integer not null,
      currency text not null,
      fund text not null,
      method text not null,
      donated_at text not null,
      created_at text not null,
      updated_at text,
      external_id text
    )`.execute(db);
  await sql`insert into ${sql.raw(building)} (id, user_id, church_id, amount, currency, fund, method, donated_at, created_at, updated_at, external_id)
      select id, user_id, church_id, amount, currency, fund, method, donated_at, created_at, updated_at, external_id from donations`.execute(db);
  await sql`drop table donations`.execute(db);
  await sql`alter table ${sql.raw(building)} rename to donations`.execute(db);
  await db.schema.createIndex('donations_user').on('donations').columns(['user_id', 'donated_at']).execute();
  await db.schema.createIndex('donations_external_id_unique').on('donations').columns(['church_id', 'external_id']).unique().execute();
  await db.schema.createIndex('donations_user_updated').on('donations').columns(['user_id', 'updated_at']).execute();
}

import type { Db } from './database.ts';

/**
 * The maintained `total` and `version` of a list or one filtered view of it (see
 * migration 20261125T0001-list-counters for the scopes each list keeps). A view nobody
 * has written to yet has no row: it is empty and has never changed.
 */
export async function readListCounter(db: Db, list: string, scope: string): Promise<{ total: number; version: number }> {
  const row = await db
    .selectFrom('list_counters')
    .select(['total', 'version'])
    .where('list', '=', list)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return row ? { total: Number(row.total), version: Number(row.version) } : { total: 0, version: 0 };
}

import { sql, type Updateable } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './tables.ts';

/**
 * The rows that hand out places up to their `capacity` (null: no limit), and the column that
 * counts the places taken: an event's registrations, a group's members, a room's children.
 */
const TAKEN = { events: 'registration_count', groups: 'member_count', rooms: 'checked_in_count' } as const satisfies { [T in keyof Database]?: keyof Database[T] & string };

export type PlacesTable = keyof typeof TAKEN;

/**
 * Counts `count` more places taken on the row if it has them left, in a single statement so
 * that parallel writers cannot together take more than there are; false when too few are left.
 */
export async function takePlaces(db: Db, table: PlacesTable, id: number, count: number, at: string): Promise<boolean> {
  const taken = sql.ref(TAKEN[table]);
  const result = await sql`update ${sql.table(table)} set ${taken} = ${taken} + ${count}, updated_at = ${at}
    where id = ${id} and (capacity is null or ${taken} + ${count} <= capacity)`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Gives one place back (never below none taken). */
export async function releasePlace(db: Db, table: PlacesTable, id: number, at: string): Promise<void> {
  const taken = sql.ref(TAKEN[table]);
  await sql`update ${sql.table(table)} set ${taken} = ${taken} - 1, updated_at = ${at} where id = ${id} and ${taken} > 0`.execute(db);
}

/**
 * Applies `changes` to the row in one statement that also refuses a capacity below the places
 * taken at that moment, so a place taken alongside can never end up over the new capacity;
 * false when refused, or when there is no such row.
 */
export async function updateWithinCapacity<T extends PlacesTable>(db: Db, table: T, id: number, changes: Updateable<Database[T]>): Promise<boolean> {
  const capacity = (changes as { capacity?: number | null }).capacity;
  const result = await db
    .updateTable(table as PlacesTable)
    .set(changes as Updateable<Database[PlacesTable]>)
    .where('id', '=', id)
    .$if(typeof capacity === 'number', (qb) => qb.where(sql.ref(TAKEN[table]), '<=', capacity as number))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import type { ListCounter, ListCounters } from './list-counters.ts';
import { countRows } from './repository.ts';

/**
 * The lists of people in something: a church's members, a group's members, an event's
 * registrants. Each is a membership table joined with `users as u` (the membership as `m`),
 * read in the order people joined (ties by user id), a window at a time, and with
 * `updatedSince` only the memberships changed at or after a time.
 */
export interface MemberList {
  table: 'church_members' | 'group_members' | 'event_registrations';
  /** The column naming what the list is of. */
  owner: 'church_id' | 'group_id' | 'event_id';
  /** When a person joined: the list's order. */
  joinedAt: 'joined_at' | 'created_at';
  /** The list's scope in `list_counters` is `<counterScope>:<owner id>` (migration 20261129T0020). */
  counterScope: 'church' | 'group' | 'event';
}

/** What every member list shows of a person; the email is never selected. */
export const PERSON_COLUMNS = ['u.id', 'u.given_name', 'u.family_name', 'u.picture'] as const;

/** A person as a member list's row carries them (`PERSON_COLUMNS`). */
export interface ListedPerson {
  id: number;
  given_name: string;
  family_name: string;
  picture: string | null;
}

export interface MemberWindow {
  limit: number;
  offset: number;
  /** Only the memberships changed at or after it. */
  since?: string;
}

/** One window of `members` (a membership `m` joined with its person) in the list's stable order. */
export function memberWindow<DB, TB extends keyof DB, O>(members: SelectQueryBuilder<DB, TB, O>, list: MemberList, window: MemberWindow): SelectQueryBuilder<DB, TB, O> {
  const { since } = window;
  return members
    .$if(since !== undefined, (qb) => qb.where(sql.ref('m.updated_at'), '>=', since!))
    .orderBy(sql.ref(`m.${list.joinedAt}`))
    .orderBy(sql.ref('m.user_id'))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * What an `updatedSince` total needs of one member list (see `UpdatedSinceTotals.totalOfMaintained`):
 * its maintained total and version, its earliest change, and its memberships changed since a
 * time, counted by the `(<owner>, updated_at)` index.
 */
export function memberChanges(db: Db, counters: ListCounters, list: MemberList, ownerId: number, since: string) {
  return {
    counter: (): Promise<ListCounter> => counters.read(list.table, `${list.counterScope}:${ownerId}`),
    firstChange: async (): Promise<string | null> => {
      const row = await db
        .selectFrom(list.table)
        .where(sql.ref(list.owner), '=', ownerId)
        .select((eb) => eb.fn.min(sql.ref<string>('updated_at')).as('first'))
        .executeTakeFirst();
      return (row?.first as string | null | undefined) ?? null;
    },
    count: (): Promise<number> => countRows(db.selectFrom(list.table).where(sql.ref(list.owner), '=', ownerId).where(sql.ref('updated_at'), '>=', since)),
  };
}

/** Removes the person's membership of the list's owner; true when there was one. */
export async function deleteMembership(db: Db, list: MemberList, ownerId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom(list.table).where(sql.ref(list.owner), '=', ownerId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

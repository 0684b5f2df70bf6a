import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { Repository } from '../../db/repository.ts';

/** A position in a keyset walk: the last key read, or undefined before the first page. */
export type After<K> = K | undefined;

/** The person columns every row about someone carries; the email only when asked for. */
const PERSON = ['users.id', 'users.given_name', 'users.family_name', 'users.picture'] as const;

/** The next keyset page of a one-table query: the rows after `after` by id. */
function pageById<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, after: After<number>, limit: number) {
  return rows
    .$if(after !== undefined, (q) => q.where(sql.ref('id'), '>', after!))
    .orderBy(sql.ref('id'))
    .limit(limit)
    .execute();
}

/** The next keyset page of a link table's rows: those after `after` by its two ids. */
function pageByPair<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, [first, second]: [string, string], after: After<[number, number]>, limit: number) {
  return rows
    .$if(after !== undefined, (q) => q.where((eb) => eb(eb.refTuple(sql.ref(first), sql.ref(second)), '>', eb.tuple(after![0], after![1]))))
    .orderBy(sql.ref(first))
    .orderBy(sql.ref(second))
    .limit(limit)
    .execute();
}

/**
 * Reads a church's rows for its full export, one keyset page at a time in a stable order
 * (by id, or by the two ids of a link table), and writes a restored church. Never loads more
 * than a page: a church of a million prayers streams through a thousand rows at a time.
 */
export class ExportsRepository extends Repository {
  church(churchId: number) {
    return this.db.selectFrom('churches').selectAll().where('id', '=', churchId).executeTakeFirst();
  }

  members(churchId: number, after: After<number>, limit: number) {
    return this.db
      .selectFrom('church_members')
      .innerJoin('users', 'users.id', 'church_members.user_id')
      .select([...PERSON, 'users.email', 'church_members.role', 'church_members.joined_at', 'church_members.updated_at'])
      .where('church_members.church_id', '=', churchId)
      .$if(after !== undefined, (q) => q.where('church_members.user_id', '>', after!))
      .orderBy('church_members.user_id')
      .limit(limit)
      .execute();
  }

  events(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('events').selectAll().where('church_id', '=', churchId), after, limit);
  }

  registrations(churchId: number, after: After<[number, number]>, limit: number) {
    return pageByPair(
      this.db
        .selectFrom('event_registrations')
        .innerJoin('events', 'events.id', 'event_registrations.event_id')
        .innerJoin('users', 'users.id', 'event_registrations.user_id')
        .select([...PERSON, 'event_registrations.event_id', 'event_registrations.created_at as registered_at', 'event_registrations.updated_at'])
        .where('events.church_id', '=', churchId),
      ['event_registrations.event_id', 'event_registrations.user_id'],
      after,
      limit,
    );
  }

  groups(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('groups').selectAll().where('church_id', '=', churchId), after, limit);
  }

  groupMembers(churchId: number, after: After<[number, number]>, limit: number) {
    return pageByPair(
      this.db
        .selectFrom('group_members')
        .innerJoin('groups', 'groups.id', 'group_members.group_id')
        .innerJoin('users', 'users.id', 'group_members.user_id')
        .select([...PERSON, 'group_members.group_id', 'group_members.role', 'group_members.joined_at', 'group_members.updated_at'])
        .where('groups.church_id', '=', churchId),
      ['group_members.group_id', 'group_members.user_id'],
      after,
      limit,
    );
  }

  meetings(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('group_meetings').selectAll().where('church_id', '=', churchId), after, limit);
  }

  attendance(churchId: number, after: After<[number, number]>, limit: number) {
    return pageByPair(
      this.db
        .selectFrom('meeting_attendees')
        .innerJoin('group_meetings', 'group_meetings.id', 'meeting_attendees.meeting_id')
        .select(['meeting_attendees.meeting_id', 'meeting_attendees.user_id', 'group_meetings.group_id'])
        .where('group_meetings.church_id', '=', churchId),
      ['meeting_attendees.meeting_id', 'meeting_attendees.user_id'],
      after,
      limit,
    );
  }

  prayers(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('prayers').selectAll().where('church_id', '=', churchId), after, limit);
  }

  households(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('households').select(['id', 'name', 'phone', 'created_at', 'updated_at']).where('church_id', '=', churchId), after, limit);
  }

  householdAdults(churchId: number, after: After<[number, number]>, limit: number) {
    return pageByPair(
      this.db
        .selectFrom('household_adults')
        .innerJoin('users', 'users.id', 'household_adults.user_id')
        .select([...PERSON, 'household_adults.household_id', 'household_adults.created_at'])
        .where('household_adults.church_id', '=', churchId),
      ['household_adults.household_id', 'household_adults.user_id'],
      after,
      limit,
    );
  }

  children(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('children').selectAll().where('church_id', '=', churchId), after, limit);
  }

  rooms(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('rooms').selectAll().where('church_id', '=', churchId), after, limit);
  }

  /** Check-ins without anything of the security codes: those stay with check-in and labels. */
  checkIns(churchId: number, after: After<number>, limit: number) {
    return pageById(
      this.db
        .selectFrom('check_ins')
        .select(['id', 'event_id', 'household_id', 'child_id', 'user_id', 'room_id', 'name', 'checked_in_by', 'checked_in_at', 'checked_out_at', 'checked_out_by', 'override_reason', 'updated_at'])
        .where('church_id', '=', churchId),
      after,
      limit,
    );
  }

  donations(churchId: number, after: After<number>, limit: number) {
    return pageById(this.db.selectFrom('donations').selectAll().where('church_id', '=', churchId), after, limit);
  }

  /**
   * Everyone a row of the church names (members, registrants, group members, authors of
   * requests that are not anonymous, household adults, attendees, adults checked in and,
   * with donations, donors), by id: what the operator's export needs to name them by email.
   */
  people(churchId: number, withDonations: boolean, after: After<number>, limit: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'given_name', 'family_name'])
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('church_members as m').select('m.user_id').where('m.church_id', '=', churchId).whereRef('m.user_id', '=', 'users.id')),
          eb.exists(
            eb.selectFrom('event_registrations as r').innerJoin('events as e', 'e.id', 'r.event_id').select('r.user_id').where('e.church_id', '=', churchId).whereRef('r.user_id', '=', 'users.id'),
          ),
          eb.exists(
            eb.selectFrom('group_members as gm').innerJoin('groups as g', 'g.id', 'gm.group_id').select('gm.user_id').where('g.church_id', '=', churchId).whereRef('gm.user_id', '=', 'users.id'),
          ),
          eb.exists(
            eb.selectFrom('prayers as p').select('p.user_id').where('p.church_id', '=', churchId).where('p.is_anonymous', '=', false).whereRef('p.user_id', '=', 'users.id'),
          ),
          eb.exists(eb.selectFrom('household_adults as h').select('h.user_id').where('h.church_id', '=', churchId).whereRef('h.user_id', '=', 'users.id')),
          eb.exists(
            eb
              .selectFrom('meeting_attendees as a')
              .innerJoin('group_meetings as gmt', 'gmt.id', 'a.meeting_id')
              .select('a.user_id')
              .where('gmt.church_id', '=', churchId)
              .whereRef('a.user_id', '=', 'users.id'),
          ),
          eb.exists(eb.selectFrom('check_ins as c').select('c.user_id').where('c.church_id', '=', churchId).whereRef('c.user_id', '=', 'users.id')),
          ...(withDonations
            ? [eb.exists(eb.selectFrom('donations as d').select('d.user_id').where('d.church_id', '=', churchId).whereRef('d.user_id', '=', 'users.id'))]
            : []),
        ]),
      )
      .$if(after !== undefined, (q) => q.where('id', '>', after!))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The person's memberships, with the church's name. */
  membershipsOf(userId: number) {
    return this.db
      .selectFrom('church_members')
      .innerJoin('churches', 'churches.id', 'church_members.church_id')
      .select(['churches.id as church_id', 'churches.name', 'church_members.role', 'church_members.joined_at'])
      .where('church_members.user_id', '=', userId)
      .orderBy('churches.id')
      .execute();
  }

  registrationsOf(userId: number) {
    return this.db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select(['events.id as event_id', 'events.church_id', 'events.title', 'events.starts_at', 'events.ends_at', 'event_registrations.created_at as registered_at'])
      .where('event_registrations.user_id', '=', userId)
      .orderBy('events.id')
      .execute();
  }

  groupMembershipsOf(userId: number) {
    return this.db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .select(['groups.id as group_id', 'groups.church_id', 'groups.name', 'group_members.role', 'group_members.joined_at'])
      .where('group_members.user_id', '=', userId)
      .orderBy('groups.id')
      .execute();
  }

  prayersOf(userId: number) {
    return this.db.selectFrom('prayers').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  donationsOf(userId: number) {
    return this.db.selectFrom('donations').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  householdsOf(userId: number) {
    return this.db
      .selectFrom('household_adults')
      .innerJoin('households', 'households.id', 'household_adults.household_id')
      .select(['households.id', 'households.church_id', 'households.name', 'households.phone', 'household_adults.created_at as joined_at'])
      .where('household_adults.user_id', '=', userId)
      .orderBy('households.id')
      .execute();
  }

  childrenOf(householdIds: number[]) {
    return householdIds.length ? this.db.selectFrom('children').selectAll().where('household_id', 'in', householdIds).orderBy('id').execute() : Promise.resolve([]);
  }

  /** Whether the database holds no church yet: a restore goes into an empty database only. */
  async hasChurches(): Promise<boolean> {
    return (await this.db.selectFrom('churches').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  userIdsByEmail(emails: string[]) {
    return emails.length ? this.db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute() : Promise.resolve([]);
  }

  insertUser(values: Insertable<Database['users']>) {
    return this.db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  }

  insertChurch(values: Insertable<Database['churches']>) {
    return this.db.insertInto('churches').values(values).returning('id').executeTakeFirstOrThrow();
  }

  /** Rows of one table, in order; answers the new ids when the table has them. */
  async insertMany<T extends keyof Database>(table: T, rows: Insertable<Database[T]>[], returnIds: boolean): Promise<number[]> {
    if (!rows.length) return [];
    const insert = this.db.insertInto(table).values(rows as never);
    if (!returnIds) {
      await insert.execute();
      return [];
    }
    const inserted = (await insert.returning('id' as never).execute()) as unknown as { id: number }[];
    return inserted.map((row) => row.id);
  }

  /** The counts a restore wrote rows for, counted once from the rows themselves. */
  async recount(churchId: number): Promise<void> {
    const db = this.db;
    await db
      .updateTable('churches')
      .set((eb) => ({ member_count: eb.selectFrom('church_members').select((s) => s.fn.countAll<number>().as('n')).where('church_id', '=', churchId) }))
      .where('id', '=', churchId)
      .execute();
    await db
      .updateTable('events')
      .set((eb) => ({ registration_count: eb.selectFrom('event_registrations').select((s) => s.fn.countAll<number>().as('n')).whereRef('event_id', '=', 'events.id') }))
      .where('church_id', '=', churchId)
      .execute();
    await db
      .updateTable('groups')
      .set((eb) => ({ member_count: eb.selectFrom('group_members').select((s) => s.fn.countAll<number>().as('n')).whereRef('group_id', '=', 'groups.id') }))
      .where('church_id', '=', churchId)
      .execute();
    await db
      .updateTable('rooms')
      .set((eb) => ({
        checked_in_count: eb
          .selectFrom('check_ins')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('room_id', '=', 'rooms.id')
          .where('checked_out_at', 'is', null)
          .where('child_id', 'is not', null),
      }))
      .where('church_id', '=', churchId)
      .execute();
  }
}

import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { CheckInsTable, RoomsTable } from '../../db/tables.ts';
import { countRows, Repository } from '../../db/repository.ts';
import { releasePlace, takePlaces } from '../../db/places.ts';

export type RoomRow = Selectable<RoomsTable>;
export type CheckInRow = Selectable<CheckInsTable>;
export type NewCheckInRow = Insertable<CheckInsTable> & { child_id: number | null; user_id: number | null; name: string };

/** An event as check-in needs it: its window, and its church's time zone for ages. */
export interface CheckInEvent {
  id: number;
  church_id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
}

export interface HouseholdRef {
  id: number;
  church_id: number;
  name: string;
}

export interface ChildRef {
  id: number;
  household_id: number;
  given_name: string;
  family_name: string;
  birthdate: string;
}

export interface AdultRef {
  user_id: number;
  given_name: string;
  family_name: string;
}

/** A check-in with what its label and the roster show: room, allergies, the event. */
export interface CheckInView extends CheckInRow {
  room_name: string | null;
  allergies: string | null;
  event_title: string;
  event_starts_at: string;
  time_zone: string;
}

export interface RosterFilter {
  roomId?: number;
  status: 'in' | 'out' | 'all';
}

/**
 * Rooms, security codes and check-ins. The rules that must hold under parallel requests are
 * the database's: inserts that would break a unique index do nothing (the caller reads the
 * row that is there), and a room's count moves only in guarded single statements.
 */
export class CheckInRepository extends Repository {
  event(id: number): Promise<CheckInEvent | undefined> {
    return this.db
      .selectFrom('events')
      .innerJoin('churches', 'churches.id', 'events.church_id')
      .select(['events.id', 'events.church_id', 'events.title', 'events.starts_at', 'events.ends_at', 'churches.time_zone'])
      .where('events.id', '=', id)
      .executeTakeFirst();
  }

  /** The event with the caller's role in its church (null when not a member): a check-in's first read, in one query. */
  eventFor(id: number, userId: number): Promise<(CheckInEvent & { role: string | null }) | undefined> {
    return this.db
      .selectFrom('events')
      .innerJoin('churches', 'churches.id', 'events.church_id')
      .leftJoin('church_members', (join) => join.onRef('church_members.church_id', '=', 'events.church_id').on('church_members.user_id', '=', userId))
      .select(['events.id', 'events.church_id', 'events.title', 'events.starts_at', 'events.ends_at', 'churches.time_zone', 'church_members.role'])
      .where('events.id', '=', id)
      .executeTakeFirst();
  }

  /** The church's events that overlap [from, until), soonest first, with how many rooms each has. */
  eventsBetween(churchId: number, from: string, until: string) {
    return this.db
      .selectFrom('events')
      .select(['events.id', 'events.title', 'events.starts_at', 'events.ends_at'])
      .select((eb) => eb.selectFrom('rooms').select((r) => r.fn.countAll<number>().as('n')).whereRef('rooms.event_id', '=', 'events.id').as('room_count'))
      .where('events.church_id', '=', churchId)
      .where('events.starts_at', '<', until)
      .where('events.ends_at', '>', from)
      .orderBy('events.starts_at')
      .orderBy('events.id')
      .limit(50)
      .execute();
  }

  /** The churches where the person has this role, by name. */
  churchesWithRole(userId: number, role: string): Promise<{ id: number; name: string }[]> {
    return this.db
      .selectFrom('church_members')
      .innerJoin('churches', 'churches.id', 'church_members.church_id')
      .select(['churches.id', 'churches.name'])
      .where('church_members.user_id', '=', userId)
      .where('church_members.role', '=', role)
      .orderBy('churches.name')
      .orderBy('churches.id')
      .execute();
  }

  rooms(eventId: number): Promise<RoomRow[]> {
    return this.db.selectFrom('rooms').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
  }

  room(id: number): Promise<RoomRow | undefined> {
    return this.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
  }

  createRoom(values: Insertable<RoomsTable>): Promise<RoomRow> {
    return this.db.insertInto('rooms').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Applies the changes unless the new capacity is below the children in the room now (undefined then). */
  updateRoom(id: number, changes: Updateable<RoomsTable>): Promise<RoomRow | undefined> {
    let query = this.db.updateTable('rooms').set(changes).where('id', '=', id);
    if (typeof changes.capacity === 'number') query = query.where('checked_in_count', '<=', changes.capacity);
    return query.returningAll().executeTakeFirst();
  }

  /** Deletes the room if no child is in it; true when it went. */
  async deleteEmptyRoom(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('rooms').where('id', '=', id).where('checked_in_count', '=', 0).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Counts more children into rooms (room id → how many) while each has the places, one
   * guarded statement per room, so parallel check-ins can never together overfill one. Rooms go
   * in id order: two check-ins into the same rooms lock them in the same order, never in a
   * circle (one statement over several rows would lock them in the table's order, which moves).
   * Answers the first room that is full (the caller then rolls back what was counted), or undefined.
   */
  async takeSeats(seats: ReadonlyMap<number, number>, at: string): Promise<RoomRow | undefined> {
    for (const [roomId, count] of [...seats].sort((a, b) => a[0] - b[0])) {
      if (!(await takePlaces(this.db, 'rooms', roomId, count, at))) return (await this.room(roomId))!;
    }
    return undefined;
  }

  releaseSeat(roomId: number, at: string): Promise<void> {
    return releasePlace(this.db, 'rooms', roomId, at);
  }

  household(id: number): Promise<HouseholdRef | undefined> {
    return this.db.selectFrom('households').select(['id', 'church_id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  async isHouseholdAdult(householdId: number, userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('household_adults').select('user_id').where('household_id', '=', householdId).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /** Of these households, those the user is an adult of (the change feed's filter). */
  async adultOfAmong(userId: number, householdIds: readonly number[]): Promise<Set<number>> {
    if (!householdIds.length) return new Set();
    const rows = await this.db.selectFrom('household_adults').select('household_id').where('user_id', '=', userId).where('household_id', 'in', householdIds).execute();
    return new Set(rows.map((row) => row.household_id));
  }

  /** Households of the church whose name starts with `text` (any case) or whose phone ends in it (4 digits). */
  /**
   * A kiosk's search: 4 digits are the end of the phone; anything else is the start of a word of
   * the name, any case ("oka" finds "The Okafors", "jones" finds "Smith-Jones"). Compared with
   * LIKE on the lower-cased name, `%`, `_` and `\` typed escaped, so they mean themselves.
   */
  searchHouseholds(churchId: number, text: string, limit: number) {
    const query = this.db.selectFrom('households').select(['id', 'name', 'phone_last4']).where('church_id', '=', churchId);
    const key = text.toLowerCase();
    const escaped = key.replace(/[\\%_]/g, (character) => `\\${character}`);
    const like = (pattern: string) => sql<boolean>`name_key like ${pattern} escape '\\'`;
    const filtered = /^\d{4}$/.test(text)
      ? query.where('phone_last4', '=', text)
      : query.where((eb) => eb.or([like(`${escaped}%`), like(`% ${escaped}%`), like(`%-${escaped}%`)]));
    return filtered.orderBy('name_key').orderBy('id').limit(limit).execute();
  }

  childrenOf(householdId: number): Promise<ChildRef[]> {
    return this.db
      .selectFrom('children')
      .select(['id', 'household_id', 'given_name', 'family_name', 'birthdate'])
      .where('household_id', '=', householdId)
      .orderBy('birthdate')
      .orderBy('id')
      .execute();
  }

  children(ids: readonly number[]): Promise<ChildRef[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('children').select(['id', 'household_id', 'given_name', 'family_name', 'birthdate']).where('id', 'in', ids).execute();
  }

  adults(householdId: number, userIds: readonly number[]): Promise<AdultRef[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('household_adults')
      .innerJoin('users', 'users.id', 'household_adults.user_id')
      .select(['household_adults.user_id', 'users.given_name', 'users.family_name'])
      .where('household_adults.household_id', '=', householdId)
      .where('household_adults.user_id', 'in', userIds)
      .execute();
  }

  async code(eventId: number, householdId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('check_in_codes').select('code').where('event_id', '=', eventId).where('household_id', '=', householdId).executeTakeFirst();
    return row?.code;
  }

  /** Gives the household this code unless it has one or another household has this one; true when it did. */
  async insertCode(eventId: number, householdId: number, code: string, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('check_in_codes')
      .values({ event_id: eventId, household_id: householdId, code, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Households of the event that hold this code (at most one). */
  async householdOfCode(eventId: number, code: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('check_in_codes').select('household_id').where('event_id', '=', eventId).where('code', '=', code).executeTakeFirst();
    return row?.household_id;
  }

  /** Inserts the check-ins of those who have no open one at the event; answers the rows inserted. */
  insertCheckIns(values: NewCheckInRow[]): Promise<CheckInRow[]> {
    return this.db.insertInto('check_ins').values(values).onConflict((oc) => oc.doNothing()).returningAll().execute();
  }

  /** The open check-ins at the event of these people (children or adults). */
  openCheckIns(eventId: number, people: readonly { child_id: number | null; user_id: number | null }[]): Promise<CheckInRow[]> {
    const childIds = people.flatMap((person) => (person.child_id !== null ? [person.child_id] : []));
    const userIds = people.flatMap((person) => (person.user_id !== null ? [person.user_id] : []));
    return this.db
      .selectFrom('check_ins')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('checked_out_at', 'is', null)
      .where((eb) => eb.or([...(childIds.length ? [eb('child_id', 'in', childIds)] : []), ...(userIds.length ? [eb('user_id', 'in', userIds)] : [])]))
      .execute();
  }

  checkIn(id: number): Promise<CheckInRow | undefined> {
    return this.db.selectFrom('check_ins').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A check-in with its household's code at the event (check-out compares them) and the caller's role in its church, in one query. */
  checkInWithCode(id: number, userId: number): Promise<(CheckInRow & { code: string; role: string | null }) | undefined> {
    return this.db
      .selectFrom('check_ins')
      .innerJoin('check_in_codes', (join) => join.onRef('check_in_codes.event_id', '=', 'check_ins.event_id').onRef('check_in_codes.household_id', '=', 'check_ins.household_id'))
      .leftJoin('church_members', (join) => join.onRef('church_members.church_id', '=', 'check_ins.church_id').on('church_members.user_id', '=', userId))
      .selectAll('check_ins')
      .select(['check_in_codes.code', 'church_members.role'])
      .where('check_ins.id', '=', id)
      .executeTakeFirst();
  }

  private views() {
    return this.db
      .selectFrom('check_ins')
      .innerJoin('events', 'events.id', 'check_ins.event_id')
      .innerJoin('churches', 'churches.id', 'check_ins.church_id')
      .leftJoin('rooms', 'rooms.id', 'check_ins.room_id')
      .leftJoin('children', 'children.id', 'check_ins.child_id')
      .selectAll('check_ins')
      .select(['rooms.name as room_name', 'children.allergies', 'events.title as event_title', 'events.starts_at as event_starts_at', 'churches.time_zone']);
  }

  checkInView(id: number): Promise<CheckInView | undefined> {
    return this.views().where('check_ins.id', '=', id).executeTakeFirst();
  }

  /** The household's open check-ins at the event in the order they were made (children before adults within one check-in). */
  openCheckInsOf(eventId: number, householdId: number): Promise<CheckInView[]> {
    return this.views()
      .where('check_ins.event_id', '=', eventId)
      .where('check_ins.household_id', '=', householdId)
      .where('check_ins.checked_out_at', 'is', null)
      .orderBy('check_ins.id')
      .execute();
  }

  private rosterOf(eventId: number, filter: RosterFilter) {
    let query = this.db.selectFrom('check_ins').where('check_ins.event_id', '=', eventId);
    if (filter.roomId !== undefined) query = query.where('check_ins.room_id', '=', filter.roomId);
    if (filter.status === 'in') query = query.where('check_ins.checked_out_at', 'is', null);
    if (filter.status === 'out') query = query.where('check_ins.checked_out_at', 'is not', null);
    return query;
  }

  roster(eventId: number, filter: RosterFilter, limit: number, offset: number) {
    return this.rosterOf(eventId, filter)
      .leftJoin('rooms', 'rooms.id', 'check_ins.room_id')
      .leftJoin('children', 'children.id', 'check_ins.child_id')
      .selectAll('check_ins')
      .select(['rooms.name as room_name', 'children.allergies'])
      .orderBy('check_ins.room_id')
      .orderBy('check_ins.name')
      .orderBy('check_ins.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Counted per request: one event's check-ins, read through the (event_id, room_id) index, at most a few thousand. */
  rosterCount(eventId: number, filter: RosterFilter): Promise<number> {
    return countRows(this.rosterOf(eventId, filter));
  }

  /** The open check-ins of the household that holds this code at the event (the kiosk's check-out screen). */
  async openCheckInsByCode(eventId: number, code: string): Promise<CheckInView[]> {
    const householdId = await this.householdOfCode(eventId, code);
    return householdId === undefined ? [] : this.openCheckInsOf(eventId, householdId);
  }

  /**
   * Counts one wrong code, unless the check-in is already locked or checked out: in one
   * statement, so parallel wrong guesses get 5 tries between them. The count after it, or
   * undefined when nothing was counted.
   */
  async countWrongCode(id: number, limit: number, at: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('check_ins')
      .set((eb) => ({ failed_code_attempts: eb('failed_code_attempts', '+', 1), updated_at: at }))
      .where('id', '=', id)
      .where('checked_out_at', 'is', null)
      .where('failed_code_attempts', '<', limit)
      .returning('failed_code_attempts')
      .executeTakeFirst();
    return row?.failed_code_attempts;
  }

  /**
   * Checks the person out if still in (and, unless overridden, not locked), in one statement:
   * the checked-out row, or undefined when another request got there first or it is locked.
   */
  checkOut(id: number, values: { at: string; by: number; overrideReason: string | null }, lockedAt: number | null): Promise<CheckInRow | undefined> {
    let query = this.db
      .updateTable('check_ins')
      .set({ checked_out_at: values.at, checked_out_by: values.by, override_reason: values.overrideReason, updated_at: values.at })
      .where('id', '=', id)
      .where('checked_out_at', 'is', null);
    if (lockedAt !== null) query = query.where('failed_code_attempts', '<', lockedAt);
    return query.returningAll().executeTakeFirst();
  }
}

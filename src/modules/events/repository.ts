import type { Insertable, Updateable } from 'kysely';
import { churchScope, listStateColumns, type ChurchFilter, type ListStateColumns, type ListCounter } from '../../db/list-counters.ts';
import { deleteMembership, memberChanges, memberWindow, PERSON_COLUMNS, type ListedPerson, type MemberList, type MemberWindow } from '../../db/member-lists.ts';
import type { EventRow, EventsTable } from '../../db/tables.ts';
import { windowValues, type Window } from '../../paging.ts';
import { CompiledListRepository, countRows } from '../../db/repository.ts';
import { releasePlace, takePlaces, updateWithinCapacity } from '../../db/places.ts';

/** An event row with whether one given user is registered for it (`registered_user_id` not null). */
export type EventView = EventRow & { registered_user_id: number | null };

/** Someone registered for an event, with what others may see of them. */
export interface RegistrantRow extends ListedPerson {
  registered_at: string;
  updated_at: string;
}

const REGISTRANTS: MemberList = { table: 'event_registrations', owner: 'event_id', joinedAt: 'created_at', counterScope: 'event' };

export class EventsRepository extends CompiledListRepository {
  private viewedBy(userId: number) {
    return this.db
      .selectFrom('events')
      .leftJoin('event_registrations as r', (join) => join.onRef('r.event_id', '=', 'events.id').on('r.user_id', '=', userId))
      .selectAll('events')
      .select('r.user_id as registered_user_id');
  }

  /** All events by start time, then id: the list's stable order; the key is `[starts_at, id]`. */
  list(userId: number, filter: ChurchFilter, limit: number, window: Window): Promise<EventView[]> {
    return this.page(userId, undefined, filter, limit, window);
  }

  /** The same, each row also carrying the list's state as of this read. */
  listWithState(userId: number, filter: ChurchFilter, limit: number, window: Window): Promise<(EventView & ListStateColumns)[]> {
    return this.page(userId, undefined, filter, limit, window, churchScope(filter)) as Promise<(EventView & ListStateColumns)[]>;
  }

  /** Events starting strictly after `after`, soonest first, then by id. */
  listUpcoming(userId: number, after: string, filter: ChurchFilter, limit: number, window: Window): Promise<EventView[]> {
    return this.page(userId, after, filter, limit, window);
  }

  /** A page of events; with `stateScope`, each row carries that view's state in `list_counters`. */
  private page(userId: number, startsAfter: string | undefined, filter: ChurchFilter, limit: number, window: Window, stateScope?: string): Promise<EventView[]> {
    const { after, offset } = windowValues(window);
    const values = {
      userId,
      startsAfter,
      churchId: filter.churchId,
      limit,
      offset,
      afterStartsAt: after?.[0] as string | undefined,
      afterId: after?.[1] as number | undefined,
      stateScope,
    };
    return this.queries.execute('page', values, (v) => {
      const query = this.viewedBy(v.userId)
        .$if(v.startsAfter !== undefined, (qb) => qb.where('events.starts_at', '>', v.startsAfter!))
        .$if(v.churchId !== undefined, (qb) => qb.where('events.church_id', '=', v.churchId!))
        .$if(v.stateScope !== undefined, (qb) => qb.select(listStateColumns('events', v.stateScope!)))
        .orderBy('events.starts_at')
        .orderBy('events.id')
        .limit(v.limit);
      if (v.afterId === undefined) return query.offset(v.offset!);
      return query.where(({ eb, refTuple, tuple }) => eb(refTuple('events.starts_at', 'events.id'), '>', tuple(v.afterStartsAt!, v.afterId!)));
    }, this.db);
  }

  /** Events changed at or after `since` (and starting after `startsAfter` when given), in the list's order. */
  listUpdatedSince(userId: number, filter: ChurchFilter, since: string, startsAfter: string | undefined, limit: number, offset: number): Promise<EventView[]> {
    return this.viewedBy(userId)
      .where('events.updated_at', '>=', since)
      .$if(startsAfter !== undefined, (qb) => qb.where('events.starts_at', '>', startsAfter!))
      .$if(filter.churchId !== undefined, (qb) => qb.where('events.church_id', '=', filter.churchId!))
      .orderBy('events.starts_at')
      .orderBy('events.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** How many events changed at or after `since` (and start after `startsAfter`), and when the first of them starts. */
  async countUpdatedSince(filter: ChurchFilter, since: string, startsAfter: string | undefined): Promise<{ total: number; firstStart: string | null }> {
    const row = await this.db
      .selectFrom('events')
      .where('updated_at', '>=', since)
      .$if(startsAfter !== undefined, (qb) => qb.where('starts_at', '>', startsAfter!))
      .$if(filter.churchId !== undefined, (qb) => qb.where('church_id', '=', filter.churchId!))
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('starts_at').as('first_start')])
      .executeTakeFirstOrThrow();
    return { total: Number(row.n), firstStart: (row.first_start as string | null | undefined) ?? null };
  }

  /** The list's maintained total and version (the version also moves when an event is rescheduled). */
  counter(filter: ChurchFilter): Promise<ListCounter> {
    return this.counters.read('events', churchScope(filter));
  }

  /** The events of the filter's church (or of every church) starting strictly after `after`: a range of the start-time index. */
  private startingAfter(after: string, filter: ChurchFilter) {
    return this.db
      .selectFrom('events')
      .where('starts_at', '>', after)
      .$if(filter.churchId !== undefined, (qb) => qb.where('church_id', '=', filter.churchId!));
  }

  /** Upcoming events, counted only when the cached figure expired. */
  countUpcoming(after: string, filter: ChurchFilter): Promise<number> {
    return countRows(this.startingAfter(after, filter));
  }

  /** When the next event starts (strictly after `after`): until then, the set of upcoming events stays the same. */
  async nextStart(after: string, filter: ChurchFilter): Promise<string | null> {
    const row = await this.startingAfter(after, filter)
      .select((eb) => eb.fn.min('starts_at').as('next'))
      .executeTakeFirst();
    return (row?.next as string | null | undefined) ?? null;
  }

  findById(id: number, userId: number): Promise<EventView | undefined> {
    return this.viewedBy(userId).where('events.id', '=', id).executeTakeFirst();
  }

  create(values: Insertable<EventsTable>): Promise<EventRow> {
    return this.db.insertInto('events').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Marks the event changed at `at` and answers it as it now is. As the transaction's first
   * write it also holds the row until commit, so the checks that follow read values no
   * parallel change can move.
   */
  touch(id: number, at: string): Promise<EventRow | undefined> {
    return this.db.updateTable('events').set({ updated_at: at }).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /**
   * Applies a change in one statement that also refuses a capacity below the registrations
   * counted at that moment, so a registration running alongside can never end up over the
   * new capacity; false when refused.
   */
  update(id: number, changes: Updateable<EventsTable>): Promise<boolean> {
    return updateWithinCapacity(this.db, 'events', id, changes);
  }

  /** Deletes the event; its registrations go with it (foreign key cascade). Answers its church; undefined when it did not exist. */
  async delete(id: number): Promise<number | undefined> {
    const row = await this.db.deleteFrom('events').where('id', '=', id).returning('church_id').executeTakeFirst();
    return row?.church_id;
  }

  private registrantsOf(eventId: number) {
    return this.db
      .selectFrom('event_registrations as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .where('m.event_id', '=', eventId)
      .select([...PERSON_COLUMNS, 'm.created_at as registered_at', 'm.updated_at']);
  }

  /** Who registered for the event, earliest first (ties by user id). */
  registrants(eventId: number, window: MemberWindow): Promise<RegistrantRow[]> {
    return memberWindow(this.registrantsOf(eventId), REGISTRANTS, window).execute();
  }

  /** One person's registration for the event as the registration list shows it; undefined when they are not registered. */
  registrant(eventId: number, userId: number): Promise<RegistrantRow | undefined> {
    return this.registrantsOf(eventId).where('m.user_id', '=', userId).executeTakeFirst();
  }

  /** What an `updatedSince` total needs of the registration list. */
  registrantChanges(eventId: number, since: string) {
    return memberChanges(this.db, this.counters, REGISTRANTS, eventId, since);
  }

  /** Which of these events the user is registered for. */
  async registeredAmong(userId: number, eventIds: readonly number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('event_registrations')
      .select('event_id')
      .where('user_id', '=', userId)
      .where('event_id', 'in', eventIds)
      .execute();
    return rows.map((row) => row.event_id);
  }

  /** Adds the registration unless it exists; true when a row was added. */
  async insertRegistration(eventId: number, userId: number, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('event_registrations')
      .values({ event_id: eventId, user_id: userId, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Counts one more registration if a spot is left, in a single statement so that parallel
   * writers cannot both take the last spot; false when the event is full.
   */
  takeSpot(eventId: number, at: string): Promise<boolean> {
    return takePlaces(this.db, 'events', eventId, 1, at);
  }

  /** The events the person registered for, by id. */
  async registeredEventIds(userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('event_registrations').select('event_id').where('user_id', '=', userId).orderBy('event_id').execute();
    return rows.map((row) => row.event_id);
  }

  /** Removes the registration; true when there was one. */
  deleteRegistration(eventId: number, userId: number): Promise<boolean> {
    return deleteMembership(this.db, REGISTRANTS, eventId, userId);
  }

  releaseSpot(eventId: number, at: string): Promise<void> {
    return releasePlace(this.db, 'events', eventId, at);
  }
}

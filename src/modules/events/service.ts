import { nowIso, toIso, type EventRow } from '../../db/tables.ts';
import { churchScope, withCarriedState, type ChurchFilter } from '../../db/list-counters.ts';
import type { UnitOfWork, Work } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, PageBookmarks, paginate, updatedSinceOf, type Page, type PageQuery, type PageSinceQuery } from '../../http/pagination.ts';
import { memberListPage, UpdatedSinceTotals } from '../../updated-since.ts';
import type { ListState, SeekKey } from '../../paging.ts';
import type { ListStamp } from '../../http/list-answers.ts';
import type { Change, LoggedRegistration } from '../changes/log.ts';
import { ChurchListService, type ChurchesService } from '../churches/service.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { personOf } from '../users/person.ts';
import { type EventsRepository, type EventView, type RegistrantRow } from './repository.ts';
import type { Event, EventChanges, EventsQuery, NewEvent, Registrant } from './schemas.ts';
import { canManageEvents, canRecordHeadcount, canViewRegistrations } from './policy.ts';

export function toEvent(row: EventView): Event {
  return {
    id: row.id,
    churchId: row.church_id,
    title: row.title,
    description: row.description,
    location: row.location,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    capacity: row.capacity,
    registrationCount: row.registration_count,
    spotsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.registration_count),
    isRegistered: row.registered_user_id !== null,
    headcount: row.headcount,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The event as logged: `isRegistered` belongs to each reader and is added when the log is read. */
function loggedEvent(row: EventRow): Omit<Event, 'isRegistered'> {
  const { isRegistered: _isRegistered, ...event } = toEvent({ ...row, registered_user_id: null });
  return event;
}

/** A change of the event, logged with the event as it now is. */
function eventChange(type: 'event.created' | 'event.updated', row: EventRow): Change {
  return { type, resourceId: row.id, churchId: row.church_id, eventId: row.id, object: loggedEvent(row) };
}

/**
 * A registration or its cancellation, logged with what each reader gets: `registrant` (the
 * registration list's entry plus `eventId`, or `{id, deleted: true, eventId}`) for those who
 * may list the event's registrations, the event with its new counts for everyone else.
 */
function registrationChange(
  type: 'event.registration.created' | 'event.registration.deleted',
  event: EventRow,
  userId: number,
  registrant: LoggedRegistration['registrant'],
): Change {
  const object: LoggedRegistration = { registrant, event: loggedEvent(event) };
  return { type, resourceId: userId, churchId: event.church_id, eventId: event.id, userId, object };
}

export function toRegistrant(row: RegistrantRow, pictures: ProfilePictures): Registrant {
  return {
    ...personOf(row, pictures),
    registeredAt: toIso(row.registered_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A date-time field as stored: UTC, `toISOString()` form. */
function storedTime(field: 'startsAt' | 'endsAt', value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw badRequest(`Invalid field '${field}': not a valid date-time`);
  return time.toISOString();
}

/** Trimmed text; the title must keep something once trimmed. */
function trimmed<T extends { title?: string; description?: string; location?: string }>(fields: T): T {
  const result = { ...fields };
  if (fields.title !== undefined) {
    result.title = fields.title.trim();
    if (!result.title) throw badRequest("Invalid field 'title': must not be blank");
  }
  if (fields.description !== undefined) result.description = fields.description.trim();
  if (fields.location !== undefined) result.location = fields.location.trim();
  return result;
}

/** An event must end after it starts; `field` is the one the client sent, to name it. */
function assertEndsAfterStart(startsAt: string, endsAt: string, field: 'startsAt' | 'endsAt'): void {
  if (Date.parse(startsAt) >= Date.parse(endsAt)) {
    throw badRequest(field === 'endsAt' ? `Invalid field 'endsAt': must be after startsAt (${startsAt})` : `Invalid field 'startsAt': must be before endsAt (${endsAt})`);
  }
}

/**
 * Registrations open until the event starts and are frozen from then on, so the list of a
 * past event stays the record of who signed up.
 */
export function assertRegistrationOpen(event: EventView, now = Date.now()): void {
  const startsAt = toIso(event.starts_at);
  if (Date.parse(startsAt) <= now) {
    throw conflict(`Event ${event.id} started at ${startsAt}; registrations can no longer be changed`);
  }
}

/** The sort key of the event lists: the start time as stored, then the id. */
function keyOf(row: EventView): SeekKey {
  return [row.starts_at, row.id];
}

const notRegistered = (eventId: number) => notFound(`You are not registered for event ${eventId}`);

/** The outcome of a registration: the event as the caller now sees it, and whether this call registered them. */
export interface Registration {
  event: Event;
  created: boolean;
}

export class EventsService extends ChurchListService<EventsRepository> {
  protected readonly listName = 'events';
  private readonly bookmarks = new PageBookmarks();
  private readonly sinceTotals = new UpdatedSinceTotals();
  /** The upcoming lists' totals by filter, each valid until its list version moves or the next event starts. */
  private readonly upcomingStates = new Map<string, ListState>();
  private readonly pictures: ProfilePictures;
  constructor(repository: EventsRepository, writes: UnitOfWork<Change>, churches: ChurchesService, pictures: ProfilePictures) {
    super(repository, writes, churches);
    this.pictures = pictures;
  }

  /** What decides the upcoming list's answers: also until the next event starts. */
  async upcomingStamp(query: EventsQuery, userId: number): Promise<ListStamp> {
    const filter = await this.churchFilter(query);
    return { list: `events/upcoming?${churchScope(filter)}`, state: await this.upcomingState(filter, Date.now()), reader: userId };
  }

  /** Every event, by start time then id, optionally of one church. */
  async list(query: EventsQuery, userId: number): Promise<Page<Event>> {
    const filter = await this.churchFilter(query);
    const since = updatedSinceOf(query);
    if (since !== undefined) return this.updatedSince(userId, filter, since, undefined, query);
    const { rows, pagination } = await paginate(
      {
        name: `events?${churchScope(filter)}`,
        keyTypes: ['string', 'number'],
        state: async () => ({ ...(await this.repository.counter(filter)), validUntil: Infinity }),
        rows: (limit, window) => this.repository.list(userId, filter, limit, window),
        rowsWithState: async (limit, window) => withCarriedState(await this.repository.listWithState(userId, filter, limit, window)),
        keyOf,
      },
      query,
      this.bookmarks,
    );
    return { data: rows.map(toEvent), pagination };
  }

  /** Events starting after now, soonest first (ties by id). */
  async upcoming(query: EventsQuery, userId: number): Promise<Page<Event>> {
    const filter = await this.churchFilter(query);
    const now = Date.now();
    const after = new Date(now).toISOString();
    const since = updatedSinceOf(query);
    if (since !== undefined) return this.updatedSince(userId, filter, since, after, query, now);
    const { rows, pagination } = await paginate(
      {
        name: `events/upcoming?${churchScope(filter)}`,
        keyTypes: ['string', 'number'],
        state: () => this.upcomingState(filter, now),
        rows: (limit, window) => this.repository.listUpcoming(userId, after, filter, limit, window),
        keyOf,
      },
      query,
      this.bookmarks,
    );
    return { data: rows.map(toEvent), pagination };
  }

  /**
   * The events changed since a time: read by offset, apart from the maintained totals, and
   * counted once per version of the list; an upcoming count holds until its first event starts.
   */
  private async updatedSince(userId: number, filter: ChurchFilter, since: string, startsAfter: string | undefined, query: PageQuery, now = Date.now()): Promise<Page<Event>> {
    const list = `${startsAfter === undefined ? 'events' : 'events/upcoming'}?${churchScope(filter)}`;
    const [rows, total] = await Promise.all([
      this.repository.listUpdatedSince(userId, filter, since, startsAfter, query.limit, offsetOf(query)),
      this.sinceTotals.total(
        list,
        since,
        async () => (await this.repository.counter(filter)).contentVersion,
        async () => {
          const { total, firstStart } = await this.repository.countUpdatedSince(filter, since, startsAfter);
          return { total, validUntil: startsAfter === undefined || firstStart === null ? Infinity : Date.parse(toIso(firstStart)) };
        },
        now,
      ),
    ]);
    return page(rows.map(toEvent), query, total);
  }

  /** Which of these events the user is registered for (the change feed's `isRegistered`). */
  async registeredAmong(userId: number, eventIds: Iterable<number>): Promise<Set<number>> {
    const ids = [...new Set(eventIds)];
    return new Set(ids.length ? await this.repository.registeredAmong(userId, ids) : []);
  }

  /**
   * How many events are upcoming changes only when events are written (the list version
   * moves) or when the next one starts, so the count is taken once for that span and
   * reused, instead of on every request.
   */
  private async upcomingState(filter: ChurchFilter, now: number): Promise<ListState> {
    const scope = churchScope(filter);
    const { version, contentVersion } = await this.repository.counter(filter);
    const cached = this.upcomingStates.get(scope);
    if (cached && cached.version === version && now < cached.validUntil) return { ...cached, contentVersion };
    const after = new Date(now).toISOString();
    const [total, next] = await Promise.all([this.repository.countUpcoming(after, filter), this.repository.nextStart(after, filter)]);
    const state = { total, version, contentVersion, validUntil: next === null ? Infinity : Date.parse(toIso(next)) };
    if (this.upcomingStates.size >= 10_000) this.upcomingStates.clear();
    this.upcomingStates.set(scope, state);
    return state;
  }

  async get(id: number, userId: number): Promise<Event> {
    return toEvent(await this.find(id, userId));
  }

  /**
   * Registers the caller. Idempotent: when the caller is already registered nothing changes
   * and `created` is false. The insert and the capacity-guarded increment run in one
   * transaction, so parallel requests can neither overfill the event nor count anyone twice.
   */
  register(eventId: number, userId: number): Promise<Registration> {
    return this.unitOfWork(async ({ repository, record }) => {
      const event = await repository.findById(eventId, userId);
      if (!event) throw notFound(`Event ${eventId} does not exist`);
      if (event.registered_user_id !== null) return { event: toEvent(event), created: false };
      assertRegistrationOpen(event);
      if (!(await repository.insertRegistration(eventId, userId, nowIso()))) {
        // A parallel request of the same caller registered first.
        return { event: toEvent((await repository.findById(eventId, userId))!), created: false };
      }
      if (!(await repository.takeSpot(eventId, nowIso()))) {
        throw conflict(`Event ${eventId} is full: all ${event.capacity} spots are taken`);
      }
      const registered = (await repository.findById(eventId, userId))!;
      const registrant = toRegistrant((await repository.registrant(eventId, userId))!, this.pictures);
      record(registrationChange('event.registration.created', registered, userId, { ...registrant, eventId }));
      return { event: toEvent(registered), created: true };
    });
  }

  /** Cancels the caller's registration; NotFound when they are not registered. */
  unregister(eventId: number, userId: number): Promise<Event> {
    return this.unitOfWork(async ({ repository, record }) => {
      const event = await repository.findById(eventId, userId);
      if (!event) throw notFound(`Event ${eventId} does not exist`);
      if (event.registered_user_id === null) throw notRegistered(eventId);
      assertRegistrationOpen(event);
      if (!(await repository.deleteRegistration(eventId, userId))) throw notRegistered(eventId);
      await repository.releaseSpot(eventId, nowIso());
      const unregistered = (await repository.findById(eventId, userId))!;
      record(registrationChange('event.registration.deleted', unregistered, userId, { id: userId, deleted: true, eventId }));
      return toEvent(unregistered);
    });
  }

  /**
   * Cancels every registration of a person whose account is being deleted, in the deletion's
   * unit of work: events that have started or ended lose it too (the person is gone), and
   * each logs `event.registration.deleted`.
   */
  async removeEveryRegistration({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const repository = this.repository.within(trx);
    for (const eventId of await repository.registeredEventIds(userId)) {
      if (!(await repository.deleteRegistration(eventId, userId))) continue;
      await repository.releaseSpot(eventId, nowIso());
      const event = (await repository.findById(eventId, userId))!;
      record(registrationChange('event.registration.deleted', event, userId, { id: userId, deleted: true, eventId }));
    }
  }

  /**
   * Creates an event of `body.churchId` for one of that church's admins. An unknown church
   * is a bad field (400), not a missing resource at this URL.
   */
  async create(callerUserId: number, body: NewEvent): Promise<Event> {
    await this.assertChurchField(body.churchId);
    if (!canManageEvents(await this.churches.roleOf(body.churchId, callerUserId))) {
      throw forbidden(`Only admins of church ${body.churchId} can create its events`);
    }
    const fields = trimmed(body);
    const startsAt = storedTime('startsAt', body.startsAt);
    const endsAt = storedTime('endsAt', body.endsAt);
    assertEndsAfterStart(startsAt, endsAt, 'endsAt');
    const now = nowIso();
    return this.unitOfWork(async ({ repository, record }) => {
      const row = await repository.create({
        church_id: body.churchId,
        title: fields.title,
        description: fields.description ?? '',
        location: fields.location ?? '',
        starts_at: startsAt,
        ends_at: endsAt,
        capacity: body.capacity ?? null,
        created_at: now,
        updated_at: now,
      });
      record(eventChange('event.created', row));
      return toEvent({ ...row, registered_user_id: null });
    });
  }

  /**
   * Changes the fields present in `changes`; an empty change still answers the event. The
   * checks read the event inside the transaction that writes it, after taking its row, so
   * two parallel changes cannot together leave it ending before it starts, and a capacity
   * cut is checked in the same statement that applies it (409 when registrations already
   * exceed it).
   */
  async update(id: number, callerUserId: number, changes: EventChanges): Promise<Event> {
    await this.assertManages(id, callerUserId, 'edit its events');
    const fields = trimmed(changes);
    const startsAt = changes.startsAt === undefined ? undefined : storedTime('startsAt', changes.startsAt);
    const endsAt = changes.endsAt === undefined ? undefined : storedTime('endsAt', changes.endsAt);
    return this.unitOfWork(async ({ repository, record }) => {
      const now = nowIso();
      const event = await repository.touch(id, now);
      if (!event) throw notFound(`Event ${id} does not exist`);
      if (startsAt !== undefined || endsAt !== undefined) {
        assertEndsAfterStart(startsAt ?? toIso(event.starts_at), endsAt ?? toIso(event.ends_at), endsAt !== undefined ? 'endsAt' : 'startsAt');
      }
      const applied = await repository.update(id, {
        title: fields.title,
        description: fields.description,
        location: fields.location,
        starts_at: startsAt,
        ends_at: endsAt,
        capacity: changes.capacity,
        updated_at: now,
      });
      if (!applied) {
        throw conflict(`Event ${id} has ${event.registration_count} registrations; its capacity cannot go below that`);
      }
      const updated = (await repository.findById(id, callerUserId))!;
      record(eventChange('event.updated', updated));
      return toEvent(updated);
    });
  }

  /** Deletes the event and its registrations; the lists' totals follow (maintained by triggers). */
  async remove(id: number, callerUserId: number): Promise<void> {
    await this.assertManages(id, callerUserId, 'delete its events');
    await this.unitOfWork(async ({ repository, record }) => {
      const churchId = await repository.delete(id);
      if (churchId === undefined) throw notFound(`Event ${id} does not exist`);
      record({ type: 'event.deleted', resourceId: id, churchId, eventId: id, object: { id, deleted: true, churchId } });
    });
  }

  /**
   * Who registered for the event, earliest first, for the church's admins. The total is the
   * event's maintained registration count, kept in step with the rows by every registration.
   */
  async registrations(id: number, callerUserId: number, query: PageSinceQuery): Promise<Page<Registrant>> {
    const since = updatedSinceOf(query);
    const event = await this.find(id, callerUserId);
    if (!canViewRegistrations(await this.churches.roleOf(event.church_id, callerUserId))) {
      throw forbidden(`Only admins of church ${event.church_id} can see who registered for event ${id}`);
    }
    return memberListPage(
      this.sinceTotals,
      { name: `events/${id}/registrations`, total: event.registration_count, rows: (window) => this.repository.registrants(id, window), changes: (from) => this.repository.registrantChanges(id, from) },
      query,
      since,
      (row) => toRegistrant(row, this.pictures),
    );
  }

  private async find(id: number, userId: number): Promise<EventView> {
    const row = await this.repository.findById(id, userId);
    if (!row) throw notFound(`Event ${id} does not exist`);
    return row;
  }

  /**
   * Sets how many people were at the event beyond those checked in, for the church's admins
   * and volunteers. The event changes (`event.updated`) and the count is attendance
   * (`attendance.recorded`).
   */
  async setHeadcount(id: number, callerUserId: number, count: number): Promise<Event> {
    const event = await this.find(id, callerUserId);
    if (!canRecordHeadcount(await this.churches.roleOf(event.church_id, callerUserId))) {
      throw forbidden(`Only admins and volunteers of church ${event.church_id} can record its headcounts`);
    }
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.update(id, { headcount: count, updated_at: nowIso() }))) throw notFound(`Event ${id} does not exist`);
      const updated = (await repository.findById(id, callerUserId))!;
      record(eventChange('event.updated', updated), {
        type: 'attendance.recorded',
        resourceId: id,
        churchId: updated.church_id,
        eventId: id,
        object: { kind: 'headcount', eventId: id, churchId: updated.church_id, headcount: count },
      });
      return toEvent(updated);
    });
  }

  /**
   * Throws unless the event exists and the caller administers its church. Read before the
   * write's transaction: an event never moves to another church, and the role lookup goes
   * through the churches service, outside this module's transaction.
   */
  private async assertManages(id: number, callerUserId: number, action: string): Promise<void> {
    const event = await this.find(id, callerUserId);
    if (!canManageEvents(await this.churches.roleOf(event.church_id, callerUserId))) {
      throw forbidden(`Only admins of church ${event.church_id} can ${action}`);
    }
  }
}

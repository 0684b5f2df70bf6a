import { nowIso, toIso } from '../../db/tables.ts';
import { withCarriedState } from '../../db/list-counters.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { PageBookmarks, paginate, type ListState, type Page, type SeekKey } from '../../http/pagination.ts';
import type { ChurchesService } from '../churches/service.ts';
import { eventsScope, type EventFilter, type EventsRepository, type EventView } from './repository.ts';
import type { Event, EventsQuery } from './schemas.ts';
import { canRegisterForEvent } from './policy.ts';

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
    createdAt: toIso(row.created_at),
  };
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

export class EventsService {
  private readonly repository: EventsRepository;
  private readonly churches: ChurchesService;
  private readonly bookmarks = new PageBookmarks();
  /** The upcoming lists' totals by filter, each valid until its list version moves or the next event starts. */
  private readonly upcomingStates = new Map<string, ListState>();
  constructor(repository: EventsRepository, churches: ChurchesService) {
    this.repository = repository;
    this.churches = churches;
  }

  /** Every event, by start time then id, optionally of one church. */
  async list(query: EventsQuery, userId: number): Promise<Page<Event>> {
    const filter = await this.filterOf(query);
    const { rows, pagination } = await paginate(
      {
        name: `events?${eventsScope(filter)}`,
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
    const filter = await this.filterOf(query);
    const now = Date.now();
    const after = new Date(now).toISOString();
    const { rows, pagination } = await paginate(
      {
        name: `events/upcoming?${eventsScope(filter)}`,
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
   * How many events are upcoming changes only when events are written (the list version
   * moves) or when the next one starts, so the count is taken once for that span and
   * reused, instead of on every request.
   */
  private async upcomingState(filter: EventFilter, now: number): Promise<ListState> {
    const scope = eventsScope(filter);
    const { version } = await this.repository.counter(filter);
    const cached = this.upcomingStates.get(scope);
    if (cached && cached.version === version && now < cached.validUntil) return cached;
    const after = new Date(now).toISOString();
    const [total, next] = await Promise.all([this.repository.countUpcoming(after, filter), this.repository.nextStart(after, filter)]);
    const state = { total, version, validUntil: next === null ? Infinity : Date.parse(toIso(next)) };
    if (this.upcomingStates.size >= 10_000) this.upcomingStates.clear();
    this.upcomingStates.set(scope, state);
    return state;
  }

  async get(id: number, userId: number): Promise<Event> {
    const row = await this.repository.findById(id, userId);
    if (!row) throw notFound(`Event ${id} does not exist`);
    return toEvent(row);
  }

  /**
   * Registers the caller. Idempotent: when the caller is already registered nothing changes
   * and `created` is false. The insert and the capacity-guarded increment run in one
   * transaction, so parallel requests can neither overfill the event nor count anyone twice.
   */
  register(eventId: number, userId: number): Promise<Registration> {
    if (!canRegisterForEvent()) throw forbidden(`You cannot register for event ${eventId}`);
    return this.repository.transaction(async (repository) => {
      const event = await repository.findById(eventId, userId);
      if (!event) throw notFound(`Event ${eventId} does not exist`);
      if (event.registered_user_id !== null) return { event: toEvent(event), created: false };
      assertRegistrationOpen(event);
      if (!(await repository.insertRegistration(eventId, userId, nowIso()))) {
        // A parallel request of the same caller registered first.
        return { event: toEvent((await repository.findById(eventId, userId))!), created: false };
      }
      if (!(await repository.takeSpot(eventId))) {
        throw conflict(`Event ${eventId} is full: all ${event.capacity} spots are taken`);
      }
      return { event: toEvent((await repository.findById(eventId, userId))!), created: true };
    });
  }

  /** Cancels the caller's registration; NotFound when they are not registered. */
  unregister(eventId: number, userId: number): Promise<Event> {
    if (!canRegisterForEvent()) throw forbidden(`You cannot change registrations of event ${eventId}`);
    return this.repository.transaction(async (repository) => {
      const event = await repository.findById(eventId, userId);
      if (!event) throw notFound(`Event ${eventId} does not exist`);
      if (event.registered_user_id === null) throw notRegistered(eventId);
      assertRegistrationOpen(event);
      if (!(await repository.deleteRegistration(eventId, userId))) throw notRegistered(eventId);
      await repository.releaseSpot(eventId);
      return toEvent((await repository.findById(eventId, userId))!);
    });
  }

  private async filterOf(query: EventsQuery): Promise<EventFilter> {
    if (query.churchId !== undefined) await this.churches.assertExists(query.churchId);
    return { churchId: query.churchId };
  }
}

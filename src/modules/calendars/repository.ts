import type { Db } from '../../db/database.ts';
import { ListCounters, type ListCounter } from '../../db/list-counters.ts';
import { Repository } from '../../db/repository.ts';

/** What a feed shows of an event, live or deleted (`deleted_at` set). */
export interface FeedEventRow {
  id: number;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  sequence: number;
  updated_at: string;
  /** Set for a deleted event: when it was deleted. */
  deleted_at: string | null;
}

export interface FeedMeetingRow {
  id: number;
  date: string;
  sequence: number;
  updated_at: string;
  /** Set for a deleted meeting: when it was deleted. */
  deleted_at: string | null;
}

export interface FeedChurchRow {
  id: number;
  name: string;
  calendar_public: boolean | number;
}

export interface FeedGroupRow {
  id: number;
  church_id: number;
  name: string;
  location: string;
}

export interface CalendarTokenRow {
  user_id: number;
  scope: string;
  group_id: number | null;
}

/** Live rows and tombstones as one feed: a live row has no `deleted_at`, and a tombstone was last changed when it was deleted. */
async function withTombstones<Live extends object, Tombstone extends { deleted_at: string }>(live: Promise<Live[]>, tombstones: Promise<Tombstone[]>) {
  const [rows, deleted] = await Promise.all([live, tombstones]);
  return [...rows.map((row) => ({ ...row, deleted_at: null })), ...deleted.map((row) => ({ ...row, updated_at: row.deleted_at }))];
}

/**
 * The calendar feeds' reads: a read model over events, their tombstones, group meetings and the
 * memberships that say who may read a group's feed, plus the feeds' secrets. Tombstones are
 * written by the triggers of migrations 20261205T0001 (events) and 20261207T0001 (meetings), not here.
 */
export class CalendarsRepository extends Repository {
  private readonly counters: ListCounters;
  constructor(db: Db) {
    super(db);
    this.counters = new ListCounters(db);
  }

  counter(list: string, scope: string): Promise<ListCounter> {
    return this.counters.read(list, scope);
  }

  church(id: number): Promise<FeedChurchRow | undefined> {
    return this.db.selectFrom('churches').select(['id', 'name', 'calendar_public']).where('id', '=', id).executeTakeFirst();
  }

  group(id: number): Promise<FeedGroupRow | undefined> {
    return this.db.selectFrom('groups').select(['id', 'church_id', 'name', 'location']).where('id', '=', id).executeTakeFirst();
  }

  /** Every event as a feed shows it, by start time: the feeds below narrow it to their own. */
  private liveEvents() {
    return this.db
      .selectFrom('events as e')
      .select(['e.id', 'e.title', 'e.description', 'e.location', 'e.starts_at', 'e.ends_at', 'e.sequence', 'e.updated_at'])
      .orderBy('e.starts_at')
      .orderBy('e.id');
  }

  /** Every event deleted since `deletedSince`, as a feed shows it: the tombstones the feeds below narrow to their own. */
  private deletedEvents(deletedSince: string) {
    return this.db
      .selectFrom('deleted_events as d')
      .select(['d.event_id as id', 'd.title', 'd.description', 'd.location', 'd.starts_at', 'd.ends_at', 'd.sequence', 'd.deleted_at'])
      .where('d.deleted_at', '>', deletedSince);
  }

  /** The church's events, and those deleted since `deletedSince`, by start time. */
  churchEvents(churchId: number, deletedSince: string): Promise<FeedEventRow[]> {
    return withTombstones(this.liveEvents().where('e.church_id', '=', churchId).execute(), this.deletedEvents(deletedSince).where('d.church_id', '=', churchId).execute());
  }

  /** The events the person registered for, and those deleted since `deletedSince` they were registered for. */
  registeredEvents(userId: number, deletedSince: string): Promise<FeedEventRow[]> {
    return withTombstones(
      this.liveEvents().innerJoin('event_registrations as r', 'r.event_id', 'e.id').where('r.user_id', '=', userId).execute(),
      this.deletedEvents(deletedSince).innerJoin('deleted_event_registrations as r', 'r.event_id', 'd.event_id').where('r.user_id', '=', userId).execute(),
    );
  }

  /** The group's meetings, and those deleted since `deletedSince`, by date. */
  meetings(groupId: number, deletedSince: string): Promise<FeedMeetingRow[]> {
    return withTombstones(
      this.db.selectFrom('group_meetings').select(['id', 'date', 'sequence', 'updated_at']).where('group_id', '=', groupId).orderBy('date').orderBy('id').execute(),
      this.db
        .selectFrom('deleted_group_meetings')
        .select(['meeting_id as id', 'date', 'sequence', 'deleted_at'])
        .where('group_id', '=', groupId)
        .where('deleted_at', '>', deletedSince)
        .execute(),
    );
  }

  /** What decides whether the person may read the group's feed: their membership of it, and their role in its church. */
  async access(group: FeedGroupRow, userId: number): Promise<{ isGroupMember: boolean; churchRole: string | null }> {
    const [member, church] = await Promise.all([
      this.db.selectFrom('group_members').select('user_id').where('group_id', '=', group.id).where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('church_members').select('role').where('church_id', '=', group.church_id).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    return { isGroupMember: member !== undefined, churchRole: church?.role ?? null };
  }

  findToken(tokenHash: string): Promise<CalendarTokenRow | undefined> {
    return this.db.selectFrom('calendar_tokens').select(['user_id', 'scope', 'group_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Whether the person has a link for the scope (its secret is never kept in the clear). */
  async hasToken(userId: number, scope: string): Promise<boolean> {
    return (await this.db.selectFrom('calendar_tokens').select('user_id').where('user_id', '=', userId).where('scope', '=', scope).executeTakeFirst()) !== undefined;
  }

  /** Replaces the person's link for the scope (in the caller's transaction: the old secret stops working as the new one starts). */
  async replaceToken(userId: number, scope: string, groupId: number | null, tokenHash: string, at: string): Promise<void> {
    await this.db.deleteFrom('calendar_tokens').where('user_id', '=', userId).where('scope', '=', scope).execute();
    await this.db.insertInto('calendar_tokens').values({ token_hash: tokenHash, user_id: userId, scope, group_id: groupId, created_at: at }).execute();
  }

  /** Forgets tombstones (events' and meetings') older than `before`; answers how many went. */
  async pruneDeleted(before: string): Promise<number> {
    const events = await this.db.deleteFrom('deleted_events').where('deleted_at', '<=', before).executeTakeFirst();
    const meetings = await this.db.deleteFrom('deleted_group_meetings').where('deleted_at', '<=', before).executeTakeFirst();
    return Number(events.numDeletedRows) + Number(meetings.numDeletedRows);
  }

  /** The groups the person belongs to, by name, for their account page. */
  memberGroups(userId: number): Promise<{ id: number; name: string; church_name: string }[]> {
    return this.db
      .selectFrom('group_members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .innerJoin('churches as c', 'c.id', 'g.church_id')
      .select(['g.id', 'g.name', 'c.name as church_name'])
      .where('m.user_id', '=', userId)
      .orderBy('g.name')
      .orderBy('g.id')
      .execute();
  }
}

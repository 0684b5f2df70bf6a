import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import { notFound } from '../../http/errors.ts';
import { KeptEntries } from '../../http/kept-entries.ts';
import { digest, newSecret, secretMatches } from '../../http/secrets.ts';
import { weakTag } from '../../http/conditional.ts';
import type { Change } from '../changes/log.ts';
import { canReadGroupCalendar } from './policy.ts';
import type { FeedLinks } from './schemas.ts';
import type { CalendarsRepository, FeedEventRow, FeedGroupRow, FeedMeetingRow } from './repository.ts';

/** How long a deleted event or meeting stays in the feeds as cancelled, so subscribed calendars remove it. */
export const CANCELLED_KEPT_MS = 30 * 86_400_000;

/** The recognisable prefix of a feed's secret. */
export const CALENDAR_TOKEN_PREFIX = 'cal_';

/** A feed as served: its tag (a digest of the body) and the body. */
export interface Feed {
  tag: string;
  body: Buffer;
}

interface Kept extends Feed {
  version: string;
  /** When the oldest cancelled event in it falls out: the answer is good until then. */
  validUntil: number;
}


export interface CalendarsServiceOptions {
  /** `API_BASE_URL`: the feeds' URLs and each event's `URL`. */
  apiBaseUrl: string;
  /** Bytes of feed bodies kept in memory. */
  keptBytes?: number;
}

const notThere = () => notFound('There is no calendar at this address');

/** A feed's secret is well formed before anything is looked up. */
const TOKEN = /^cal_[\w-]{43}$/;

/**
 * The iCalendar feeds (RFC 5545): the church's public calendar, a group's and a person's own,
 * the last two behind a secret URL since calendar apps send no credential.
 *
 * A feed's body is decided by versions the store keeps in the writing transactions (the
 * lists' `content_version`, and the counters of meetings and registrations of migration
 * 20261205T0001), and by time only through its cancelled events and meetings, which leave after 30 days.
 * So a body is kept per feed under those versions and until its first cancelled event
 * leaves: a poll reads one or two counters (shared with the other requests of the same turn),
 * then answers 304 or the kept bytes.
 */
export class CalendarsService extends WritingService<CalendarsRepository, Change> {
  private readonly apiBaseUrl: string;
  private readonly host: string;
  private readonly kept: KeptEntries<Kept>;
  constructor(repository: CalendarsRepository, writes: UnitOfWork<Change>, options: CalendarsServiceOptions) {
    super(repository, writes);
    this.apiBaseUrl = options.apiBaseUrl.replace(/\/$/, '');
    this.host = new URL(this.apiBaseUrl).hostname;
    this.kept = new KeptEntries(options.keptBytes ?? 32 * 1024 * 1024);
  }

  // Feeds.

  /** The church's calendar: its events. 404 when the church does not exist or its admins made the feed private. */
  async churchFeed(churchId: number): Promise<Feed> {
    const version = await this.versionOf([
      ['events', `church:${churchId}`],
      // Any change of a church row (its name, `calendar_public`) moves this one.
      ['churches', ''],
    ]);
    return this.feed(`church:${churchId}`, version, async () => {
      const church = await this.repository.church(churchId);
      if (!church || !church.calendar_public) throw notThere();
      return { name: church.name, events: await this.repository.churchEvents(churchId, this.cancelledSince()) };
    });
  }

  /**
   * A group's calendar for one of its members (or its church's admins): the group's meetings,
   * and its church's events, since events belong to a church rather than a group. 404 for an
   * unknown or replaced secret, another group's, or a person no longer in the group.
   */
  async groupFeed(groupId: number, token: string | undefined): Promise<Feed> {
    const owner = await this.owner(token, `group:${groupId}`);
    const group = await this.repository.group(groupId);
    if (!group || !(await this.mayRead(group, owner))) throw notThere();
    const version = await this.versionOf([
      ['events', `church:${group.church_id}`],
      ['groups', `church:${group.church_id}`],
      ['group_meetings', `group:${groupId}`],
    ]);
    return this.feed(`group:${groupId}`, version, async () => {
      // Read again after the versions: what is kept under them is at least as new as they are.
      const current = await this.repository.group(groupId);
      if (!current) throw notThere();
      return {
        name: current.name,
        events: await this.repository.churchEvents(current.church_id, this.cancelledSince()),
        meetings: { group: current, rows: await this.repository.meetings(groupId, this.cancelledSince()) },
      };
    });
  }

  /** The person's own calendar: the events they registered for. 404 for an unknown or replaced secret. */
  async personalFeed(token: string | undefined): Promise<Feed> {
    const userId = await this.owner(token, 'me');
    const version = await this.versionOf([
      ['events', ''],
      ['event_registrations', `user:${userId}`],
    ]);
    return this.feed(`me:${userId}`, version, async () => ({ name: 'My events', events: await this.repository.registeredEvents(userId, this.cancelledSince()) }));
  }

  // Links.

  /** The church's public feed URLs (whether it answers depends on `calendarPublic`). */
  churchLinks(churchId: number): FeedLinks {
    return this.linksOf(`/churches/${churchId}/calendar.ics`);
  }

  /** Whether the person has made their own feed's link (it is shown once, when made). */
  hasPersonalLink(userId: number): Promise<boolean> {
    return this.repository.hasToken(userId, 'me');
  }

  /** Makes the person's own feed link, replacing any earlier one (which then answers 404). */
  async resetPersonalLink(userId: number): Promise<FeedLinks> {
    const token = await this.replace(userId, 'me', null);
    return this.linksOf(`/users/me/calendar.ics?token=${token}`);
  }

  hasGroupLink(userId: number, groupId: number): Promise<boolean> {
    return this.repository.hasToken(userId, `group:${groupId}`);
  }

  /** Makes the person's link to the group's feed, replacing any earlier one. 404 unless they may read it. */
  async resetGroupLink(userId: number, groupId: number): Promise<FeedLinks> {
    const group = await this.repository.group(groupId);
    if (!group || !(await this.mayRead(group, userId))) throw notFound(`Group ${groupId} does not exist, or you are not in it`);
    const token = await this.replace(userId, `group:${groupId}`, groupId);
    return this.linksOf(`/groups/${groupId}/calendar.ics?token=${token}`);
  }

  /** The groups the person belongs to, for their account page. */
  memberGroups(userId: number): Promise<{ id: number; name: string; churchName: string }[]> {
    return this.repository.memberGroups(userId).then((rows) => rows.map((row) => ({ id: row.id, name: row.name, churchName: row.church_name })));
  }

  /** Forgets cancelled events and meetings once no feed shows them. */
  prune(): Promise<number> {
    return this.repository.pruneDeleted(this.cancelledSince());
  }

  private async mayRead(group: FeedGroupRow, userId: number): Promise<boolean> {
    const { isGroupMember, churchRole } = await this.repository.access(group, userId);
    return canReadGroupCalendar(isGroupMember, churchRole);
  }

  private linksOf(path: string): FeedLinks {
    const https = `${this.apiBaseUrl}${path}`;
    return { https, webcal: https.replace(/^https?:/, 'webcal:') };
  }

  private async replace(userId: number, scope: string, groupId: number | null): Promise<string> {
    const token = newSecret(CALENDAR_TOKEN_PREFIX);
    await this.unitOfWork(({ repository }) => repository.replaceToken(userId, scope, groupId, digest(token), new Date().toISOString()));
    return token;
  }

  /** The person a feed's secret belongs to, for this scope; 404 for anything else. */
  private async owner(token: string | undefined, scope: string): Promise<number> {
    if (token === undefined || !TOKEN.test(token)) throw notThere();
    const hash = digest(token);
    const row = await this.repository.findToken(hash);
    // Found by its digest; compared again in constant time, as every secret is.
    if (!row || row.scope !== scope || !secretMatches(token, hash)) throw notThere();
    return row.user_id;
  }

  private cancelledSince(now = Date.now()): string {
    return new Date(now - CANCELLED_KEPT_MS).toISOString();
  }

  private async versionOf(views: [list: string, scope: string][]): Promise<string> {
    const counters = await Promise.all(views.map(([list, scope]) => this.repository.counter(list, scope)));
    return counters.map((counter) => counter.contentVersion).join('.');
  }

  /** The kept feed of `key` if still of `version` and in time; otherwise built, kept and answered. */
  private async feed(key: string, version: string, read: () => Promise<FeedContent>): Promise<Feed> {
    const kept = this.kept.peek(key);
    if (kept && kept.version === version && Date.now() < kept.validUntil) return this.kept.use(key)!;
    const content = await read();
    const body = Buffer.from(this.render(content));
    const cancelled = [...content.events, ...(content.meetings?.rows ?? [])]
      .filter((item) => item.deleted_at !== null)
      .map((item) => Date.parse(item.deleted_at!) + CANCELLED_KEPT_MS);
    const entry: Kept = { version, validUntil: Math.min(Infinity, ...cancelled), tag: weakTag(body.toString('latin1')), body };
    this.kept.set(key, entry, body.length + key.length);
    return entry;
  }

  private render({ name, events, meetings }: FeedContent): string {
    const calendar = ical({
      name,
      prodId: { company: 'Community Platform', product: 'Calendar feeds', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
      // REFRESH-INTERVAL;VALUE=DURATION:PT1H (and X-PUBLISHED-TTL for the apps that read that one).
      ttl: 3600,
    });
    for (const event of events) {
      const changed = new Date(event.updated_at);
      calendar.createEvent({
        id: `event-${event.id}@${this.host}`,
        start: new Date(event.starts_at),
        end: new Date(event.ends_at),
        summary: event.title,
        description: event.description || null,
        location: event.location || null,
        url: `${this.apiBaseUrl}/events/${event.id}`,
        // DTSTAMP as the last change, so the same content gives the same bytes (and tag).
        stamp: changed,
        lastModified: changed,
        sequence: event.sequence,
        status: event.deleted_at === null ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
      });
    }
    if (meetings) for (const meeting of meetings.rows) calendar.createEvent(this.meetingOf(meetings.group, meeting));
    return calendar.toString();
  }

  /** A meeting is a day (it has a date, not times): an all-day event, changed and cancelled as events are. */
  private meetingOf(group: FeedGroupRow, meeting: FeedMeetingRow) {
    const changed = new Date(meeting.updated_at);
    return {
      id: `meeting-${meeting.id}@${this.host}`,
      allDay: true,
      start: meeting.date,
      summary: `${group.name} meeting`,
      location: group.location || null,
      stamp: changed,
      lastModified: changed,
      sequence: meeting.sequence,
      status: meeting.deleted_at === null ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    };
  }
}

interface FeedContent {
  name: string;
  events: FeedEventRow[];
  meetings?: { group: FeedGroupRow; rows: FeedMeetingRow[] };
}

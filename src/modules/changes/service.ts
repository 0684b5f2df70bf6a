import { toIso } from '../../db/tables.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import type { ChurchRole } from '../../http/church-roles.ts';
import { publicEventId, type LoggedRegistration } from './log.ts';
import { canReadChangeType, canSeeChange, canSeeRegistrant, visiblePrayerAuthor, type Reader, type ReaderRules } from './policy.ts';
import type { ChangesRepository, ChangeRow, LogPosition } from './repository.ts';
import { CHANGE_TYPE_NAMES, CHANGE_TYPES, isChangeType, type ChangeEvent, type ChangesPage, type ChangesQuery, type ChangeType } from './schemas.ts';

function isLoggedRegistration(object: Record<string, unknown>): object is Record<string, unknown> & LoggedRegistration {
  return 'registrant' in object && 'event' in object;
}

/**
 * A logged registration as one reader gets it: the registrant, or the event with its counts
 * and the reader's own `isRegistered`. A registration logged before the log kept the
 * registrant holds the event alone, which every reader gets.
 */
function registrationAsSeen(logged: Record<string, unknown>, seesRegistrant: boolean, isRegistered: boolean): Record<string, unknown> {
  if (!isLoggedRegistration(logged)) return { ...logged, isRegistered };
  return seesRegistrant ? logged.registrant : { ...logged.event, isRegistered };
}

/** The adults of a logged household: its `adults` as of the change, or a deleted one's `adultIds`. */
function householdAdultIds(logged: Record<string, unknown>): number[] {
  if (Array.isArray(logged.adultIds)) return logged.adultIds as number[];
  return Array.isArray(logged.adults) ? (logged.adults as { id: number }[]).map((adult) => adult.id) : [];
}

const cursorExpired = (days: number) =>
  new ApiError(
    410,
    'CursorExpired',
    `The events after this cursor are no longer kept (the feed keeps ${days} days): resync from the lists, then read the feed again without 'after'`,
  );

/** The requested types, checked: unknown ones are named in a 400. */
export function parseTypes(types: string | undefined): ChangeType[] {
  if (types === undefined) return CHANGE_TYPE_NAMES;
  const names = new Set<ChangeType>();
  for (const part of types.split(',')) {
    const name = part.trim();
    if (!isChangeType(name)) {
      throw badRequest(`Invalid query parameter 'types': ${name ? `unknown event type '${name}'` : 'an empty type'}; known types are ${CHANGE_TYPE_NAMES.join(', ')}`);
    }
    names.add(name);
  }
  return [...names];
}

/** Events looked at per feed request at most, visible or not, so one read stays bounded. */
const MAX_SCAN = 1_000;
const PRUNE_BATCH = 10_000;

/**
 * What the feed asks about its reader, answered by the modules that keep those facts (the
 * churches, events and groups services, given at start-up): the feed reads them, and they
 * write the log, so neither imports the other.
 */
export interface ReaderFacts {
  churches: {
    memberChurchIds(userId: number, churchIds: Iterable<number>): Promise<Set<number>>;
    adminChurches(userId: number): Promise<{ id: number }[]>;
  };
  events: { registeredAmong(userId: number, eventIds: Iterable<number>): Promise<Set<number>> };
  groups: { memberAmong(userId: number, groupIds: Iterable<number>): Promise<Set<number>> };
  /** Of these churches, those the reader runs check-in for (volunteer or admin); of these households, those they are an adult of. */
  checkIns: { readerFacts(userId: number, churchIds: Iterable<number>, householdIds: Iterable<number>): Promise<{ staffChurches: Set<number>; adultHouseholds: Set<number> }> };
}

export interface ChangesOptions extends ReaderFacts {
  rules: ReaderRules;
  retentionDays: number;
}

/** The change feed: the log read by one principal, filtered and shaped as that principal may see it. */
export class ChangesService {
  private readonly repository: ChangesRepository;
  private readonly churches: ReaderFacts['churches'];
  private readonly events: ReaderFacts['events'];
  private readonly groups: ReaderFacts['groups'];
  private readonly checkIns: ReaderFacts['checkIns'];
  private readonly rules: ReaderRules;
  private readonly retentionDays: number;
  constructor(repository: ChangesRepository, options: ChangesOptions) {
    this.repository = repository;
    this.churches = options.churches;
    this.events = options.events;
    this.groups = options.groups;
    this.checkIns = options.checkIns;
    this.rules = options.rules;
    this.retentionDays = options.retentionDays;
  }

  /**
   * The reader's events after `query.after`, oldest first. Events the reader may not see are
   * skipped; at most MAX_SCAN are looked at, and `nextCursor` moves past the skipped ones too.
   */
  async feed(reader: Reader, query: ChangesQuery): Promise<ChangesPage> {
    const types = parseTypes(query.types).filter((type) => canReadChangeType(reader, type));
    let position = query.after === undefined ? undefined : await this.positionOf(query.after);
    let cursor = query.after;
    const data: ChangeEvent[] = [];
    let hasMore = false;
    let scanned = 0;
    scan: while (types.length && scanned < MAX_SCAN) {
      const chunk = Math.min(MAX_SCAN - scanned, Math.max(query.limit + 1, 50));
      const rows = await this.repository.after(position, types, chunk);
      const shown = await this.visibleTo(reader, rows);
      for (const [i, row] of rows.entries()) {
        const event = shown[i];
        if (event && data.length === query.limit) {
          hasMore = true;
          break scan;
        }
        if (event) data.push(event);
        position = row;
        cursor = publicEventId(row.id);
        scanned += 1;
      }
      if (rows.length < chunk) break;
      hasMore = scanned >= MAX_SCAN;
    }
    return {
      data,
      pagination: { page: 1, limit: query.limit, total: data.length, hasMore, ...(cursor !== undefined ? { nextCursor: cursor } : {}) },
    };
  }

  /**
   * The logged rows as this reader gets them, in the same order: null for each it may not see.
   * Facts that depend on the reader (their role in the church, `isRegistered`, `isMember`) are
   * read now, a few queries per batch.
   */
  async visibleTo(reader: Reader, rows: readonly ChangeRow[]): Promise<(ChangeEvent | null)[]> {
    const of = (resource: string) => rows.filter((row) => CHANGE_TYPES[row.type as ChangeType] === resource);
    const ids = (found: ChangeRow[], id: (row: ChangeRow) => number | null) => found.map(id).filter((value): value is number => value !== null);
    const registrations = of('event_registration');
    const attendance = of('attendance');
    const roleChurches = ids([...of('church_member'), ...registrations], (row) => row.church_id);
    const adminsOnly = of('household').length + attendance.length > 0;
    const checkIns = of('check_in');
    const checkInHouseholds = new Map(checkIns.map((row) => [row.id, (JSON.parse(row.object) as { householdId: number }).householdId]));
    const [memberChurches, adminChurches, registered, memberGroups, checkInFacts] = await Promise.all([
      this.churches.memberChurchIds(reader.userId, roleChurches),
      roleChurches.length || adminsOnly ? this.churches.adminChurches(reader.userId) : [],
      this.events.registeredAmong(reader.userId, [...ids(of('event'), (row) => row.resource_id), ...ids(registrations, (row) => row.event_id)]),
      this.groups.memberAmong(reader.userId, [...ids(of('group'), (row) => row.resource_id), ...ids(attendance, (row) => row.group_id)]),
      checkIns.length ? this.checkIns.readerFacts(reader.userId, ids(checkIns, (row) => row.church_id), checkInHouseholds.values()) : undefined,
    ]);
    const administered = new Set(adminChurches.map((church) => church.id));
    const roleIn = (churchId: number | null): ChurchRole | null =>
      churchId === null ? null : administered.has(churchId) ? 'admin' : memberChurches.has(churchId) ? 'member' : null;
    return rows.map((row) => {
      const type = row.type as ChangeType;
      const resource = CHANGE_TYPES[type];
      const role = roleIn(row.church_id);
      const logged = JSON.parse(row.object) as Record<string, unknown>;
      const facts = {
        type,
        userId: row.user_id,
        isHouseholdAdult: resource === 'household' && householdAdultIds(logged).includes(reader.userId),
        isGroupMember: resource === 'attendance' && row.group_id !== null && memberGroups.has(row.group_id),
        ...(checkInFacts && resource === 'check_in'
          ? { isHouseholdAdult: checkInFacts.adultHouseholds.has(checkInHouseholds.get(row.id)!), isCheckInStaff: row.church_id !== null && checkInFacts.staffChurches.has(row.church_id) }
          : {}),
      };
      if (!canSeeChange(this.rules, reader, facts, role)) return null;
      const object = resource === 'event_registration' ? registrationAsSeen(logged, canSeeRegistrant(this.rules, role), registered.has(row.event_id!)) : logged;
      if (object.deleted !== true) {
        if (resource === 'prayer') object.userId = visiblePrayerAuthor(this.rules, reader, row.user_id!, Boolean(row.is_anonymous));
        if (resource === 'event') object.isRegistered = registered.has(row.resource_id);
        if (resource === 'group') object.isMember = memberGroups.has(row.resource_id);
      }
      return { id: publicEventId(row.id), type, timestamp: toIso(row.created_at), data: { object } };
    });
  }

  /** Deletes the events older than the retention period, a batch at a time; answers how many went. Run on a timer (src/pruning.ts). */
  async prune(now = Date.now()): Promise<number> {
    const before = new Date(now - this.retentionDays * 86_400_000).toISOString();
    let pruned = 0;
    for (;;) {
      const deleted = await this.repository.prune(before, PRUNE_BATCH);
      pruned += deleted;
      if (deleted < PRUNE_BATCH) return pruned;
    }
  }

  private async positionOf(eventId: string): Promise<LogPosition> {
    const position = await this.repository.position(Number(eventId.slice('evt_'.length)));
    if (!position) throw cursorExpired(this.retentionDays);
    return position;
  }
}

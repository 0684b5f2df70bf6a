import type { Db } from '../../db/database.ts';
import type { ChurchRow } from '../../db/tables.ts';
import { nowIso, toIso } from '../../db/tables.ts';
import { churchScope, withCarriedState, type ChurchFilter, type ListCounter } from '../../db/list-counters.ts';
import { WritingService, type BindsToTransaction, type UnitOfWork, type Work } from '../../db/unit-of-work.ts';
import { CHURCH_ROLES, type ChurchRole } from '../../http/church-roles.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, PageBookmarks, paginate, updatedSinceOf, type CursorPageQuery, type KeysetList, type Page, type PageSinceQuery } from '../../http/pagination.ts';
import { memberListPage, UpdatedSinceTotals } from '../../updated-since.ts';
import type { ListStamp } from '../../http/list-answers.ts';
import type { Change } from '../changes/log.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { memberOf } from '../users/person.ts';
import type { UsersService } from '../users/service.ts';
import type { ChurchesRepository, ChurchFields, ChurchMemberRow } from './repository.ts';
import { CHURCH_FIELD_LIMITS, type Church, type ChurchChanges, type ChurchMember, type NewChurch } from './schemas.ts';
import { canLeaveChurch, canManageChurchMembers, canUpdateChurch, canViewChurchMembers, removesLastAdmin } from './policy.ts';

export function toChurch(row: ChurchRow): Church {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    state: row.state,
    country: row.country,
    website: row.website,
    calendarPublic: Boolean(row.calendar_public),
    memberCount: row.member_count,
    timeZone: row.time_zone,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toChurchMember(row: ChurchMemberRow, pictures: ProfilePictures): ChurchMember {
  return memberOf<ChurchRole>(row, pictures);
}

const churchNotFound = (id: number) => notFound(`Church ${id} does not exist`);

type MemberChangeType = 'church.member.added' | 'church.member.updated';

/** The logged change of a member as the church's member list shows them, plus `churchId`. */
function memberChange(type: MemberChangeType, row: ChurchMemberRow, churchId: number, pictures: ProfilePictures): Change {
  return { type, resourceId: row.id, churchId, userId: row.id, object: { ...toChurchMember(row, pictures), churchId } };
}

function memberRemoved(churchId: number, userId: number): Change {
  return { type: 'church.member.removed', resourceId: userId, churchId, userId, object: { id: userId, deleted: true, churchId } };
}

function invalid(field: string, problem: string) {
  return badRequest(`Invalid field '${field}': ${problem}`);
}

function limited(field: keyof typeof CHURCH_FIELD_LIMITS, value: string): string {
  if (value.length > CHURCH_FIELD_LIMITS[field]) throw invalid(field, `must be at most ${CHURCH_FIELD_LIMITS[field]} characters`);
  return value;
}

/**
 * The church fields as stored: trimmed, checked (the API schema checks lengths too, the
 * command line only here), the country upper case. Absent fields stay absent.
 */
export function churchFields(changes: ChurchChanges): ChurchFields {
  const fields: ChurchFields = {};
  if (changes.name !== undefined) {
    fields.name = limited('name', changes.name.trim());
    if (!fields.name) throw invalid('name', 'must not be blank');
  }
  if (changes.description !== undefined) fields.description = limited('description', changes.description);
  if (changes.city !== undefined) fields.city = limited('city', changes.city.trim());
  if (changes.state !== undefined) fields.state = limited('state', changes.state.trim());
  if (changes.country !== undefined) {
    const country = changes.country.trim().toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) throw invalid('country', 'must be an ISO 3166-1 alpha-2 code such as US or DE');
    fields.country = country;
  }
  if (changes.website !== undefined) fields.website = checkedWebsite(limited('website', changes.website.trim()));
  if (changes.timeZone !== undefined) fields.time_zone = checkedTimeZone(changes.timeZone.trim());
  if (changes.calendarPublic !== undefined) fields.calendar_public = changes.calendarPublic;
  return fields;
}

function checkedWebsite(website: string): string {
  if (!website) return website;
  let url: URL;
  try {
    url = new URL(website);
  } catch {
    throw invalid('website', 'must be an http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('website', 'must be an http or https URL');
  return website;
}

/**
 * An IANA zone name, stored as the runtime spells it (`america/chicago` becomes
 * `America/Chicago`). Offsets such as `+05:00`, which the runtime also takes, are refused: a
 * fixed offset would count periods wrongly across daylight saving time.
 */
export function checkedTimeZone(zone: string): string {
  const refused = () => invalid('timeZone', `'${zone}' is not an IANA time zone name such as America/Chicago or Europe/Berlin`);
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw refused();
  }
  if (!/^[A-Za-z]/.test(canonical)) throw refused();
  return canonical;
}

function checkedRole(role: string): ChurchRole {
  if (!(CHURCH_ROLES as readonly string[]).includes(role)) throw invalid('role', `must be one of ${CHURCH_ROLES.join(', ')}`);
  return role as ChurchRole;
}

/** The outcome of a join: the church as it now is, and whether this call made the person a member. */
export interface Joined {
  church: Church;
  created: boolean;
}

/** The outcome of setting a role: the member as listed, and whether this call added them. */
export interface MemberSet {
  member: ChurchMember;
  created: boolean;
}

export class ChurchesService extends WritingService<ChurchesRepository, Change> {
  private readonly pictures: ProfilePictures;
  private readonly users: Pick<UsersService, 'churches'>;
  private readonly bookmarks = new PageBookmarks();
  private readonly sinceTotals = new UpdatedSinceTotals();
  private readonly all: KeysetList<ChurchRow>;
  constructor(repository: ChurchesRepository, writes: UnitOfWork<Change>, pictures: ProfilePictures, users: Pick<UsersService, 'churches'>) {
    super(repository, writes);
    this.pictures = pictures;
    this.users = users;
    this.all = {
      name: 'churches',
      keyTypes: ['number'],
      state: async () => ({ ...(await this.repository.counter()), validUntil: Infinity }),
      rows: (limit, window) => this.repository.list(limit, window),
      rowsWithState: async (limit, window) => withCarriedState(await this.repository.listWithState(limit, window)),
      keyOf: (row) => [row.id],
    };
  }

  /** The churches a person belongs to, in the order they joined (`GET /users/:id/churches`); 404 for an unknown person. */
  async ofMember(userId: number, query: PageSinceQuery): Promise<Page<Church>> {
    const rows = await this.users.churches(userId, query);
    return { ...rows, data: rows.data.map(toChurch) };
  }

  /** What decides the list's answers and one church's: every church is shown alike to every reader. */
  async listStamp(): Promise<ListStamp> {
    return { list: this.all.name, state: await this.all.state() };
  }

  async list(query: CursorPageQuery): Promise<Page<Church>> {
    const since = updatedSinceOf(query);
    if (since !== undefined) {
      const [rows, total] = await Promise.all([this.repository.listUpdatedSince(since, query.limit, offsetOf(query)), this.sinceTotals.total('churches', since, async () => (await this.repository.counter()).contentVersion, () => this.repository.countUpdatedSince(since))]);
      return page(rows.map(toChurch), query, total);
    }
    const { rows, pagination } = await paginate(this.all, query, this.bookmarks);
    return { data: rows.map(toChurch), pagination };
  }

  async get(id: number): Promise<Church> {
    const row = await this.repository.findById(id);
    if (!row) throw churchNotFound(id);
    return toChurch(row);
  }

  async memberCount(id: number): Promise<{ churchId: number; memberCount: number }> {
    const church = await this.get(id);
    return { churchId: church.id, memberCount: church.memberCount };
  }

  /**
   * The person's role in the church, for the permission rules of every module; null when
   * they do not belong to it.
   */
  async roleOf(churchId: number, userId: number): Promise<ChurchRole | null> {
    return ((await this.repository.roleOf(churchId, userId)) as ChurchRole | undefined) ?? null;
  }

  /** Which of these churches the person belongs to (the change feed's church-member rule). */
  async memberChurchIds(userId: number, churchIds: Iterable<number>): Promise<Set<number>> {
    const ids = [...new Set(churchIds)];
    return new Set(ids.length ? await this.repository.memberChurchIds(userId, ids) : []);
  }

  /** Whether the church exists; given a transaction, read in it (a write that depends on the answer). */
  exists(id: number, trx?: Db): Promise<boolean> {
    return (trx ? this.repository.within(trx) : this.repository).exists(id);
  }

  /** Which of these churches exist: one lookup for many ids (imports). */
  async existingIds(ids: Iterable<number>): Promise<Set<number>> {
    return new Set(await this.repository.existingIds([...new Set(ids)]));
  }

  /** Throws NotFound unless the church exists; for lists filtered by church. */
  async assertExists(id: number): Promise<void> {
    if (!(await this.exists(id))) throw churchNotFound(id);
  }

  /** The churches the person administers, by id: what their church pages list. */
  async adminChurches(userId: number): Promise<Church[]> {
    return (await this.repository.listAdministered(userId)).map(toChurch);
  }

  /** Changes the church's details; only its admins may. An empty patch changes nothing. */
  async update(churchId: number, callerUserId: number, patch: ChurchChanges): Promise<Church> {
    const church = await this.repository.findById(churchId);
    if (!church) throw churchNotFound(churchId);
    if (!canUpdateChurch(await this.roleOf(churchId, callerUserId))) throw forbidden(`Only admins of church ${churchId} can change its details`);
    return this.write(church, patch);
  }

  /** Makes the person a `member`. Idempotent: when they already belong nothing changes and `created` is false. */
  async join(churchId: number, userId: number): Promise<Joined> {
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.exists(churchId))) throw churchNotFound(churchId);
      // Only the call whose row went in counts it, so parallel joins count each person once.
      const created = await repository.insertMember(churchId, userId, 'member', nowIso());
      if (created) {
        await repository.countMembers(churchId, 1, nowIso());
        record(memberChange('church.member.added', (await repository.findMember(churchId, userId))!, churchId, this.pictures));
      }
      return { church: toChurch((await repository.findById(churchId))!), created };
    });
  }

  /** Takes the person out of the church; NotFound when they do not belong, Conflict for its last admin. */
  async leave(churchId: number, userId: number): Promise<void> {
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.lock(churchId))) throw churchNotFound(churchId);
      const role = await this.roleIn(repository, churchId, userId);
      if (role === null) throw notFound(`You are not a member of church ${churchId}`);
      if (!canLeaveChurch(role, await repository.countAdmins(churchId, 2))) {
        throw conflict(`You are the last admin of church ${churchId}: make another member an admin before leaving`);
      }
      await repository.deleteMember(churchId, userId);
      await repository.countMembers(churchId, -1, nowIso());
      record(memberRemoved(churchId, userId));
    });
  }

  /** The church's members by join time, then user id, with public profile fields only; for its members. */
  async members(churchId: number, callerUserId: number, query: PageSinceQuery): Promise<Page<ChurchMember>> {
    const since = updatedSinceOf(query);
    const church = await this.repository.findById(churchId);
    if (!church) throw churchNotFound(churchId);
    if (!canViewChurchMembers(await this.roleOf(churchId, callerUserId))) throw forbidden(`Only members of church ${churchId} can see its members`);
    return memberListPage(
      this.sinceTotals,
      { name: `churches/${churchId}/members`, total: church.member_count, rows: (window) => this.repository.listMembers(churchId, window), changes: (from) => this.repository.memberChanges(churchId, from) },
      query,
      since,
      (row) => toChurchMember(row, this.pictures),
    );
  }

  /** Up to `limit` members whose name holds `needle`, by name; for the church's members, as the list is. */
  async searchMembers(churchId: number, callerUserId: number, needle: string, limit: number): Promise<ChurchMember[]> {
    if (!(await this.repository.findById(churchId))) throw churchNotFound(churchId);
    if (!canViewChurchMembers(await this.roleOf(churchId, callerUserId))) throw forbidden(`Only members of church ${churchId} can see its members`);
    const rows = await this.repository.searchMembers(churchId, needle.trim(), limit);
    return rows.map((row) => toChurchMember(row, this.pictures));
  }

  /** Adds the person with `role`, or changes their role; only the church's admins may. */
  async setMemberRole(churchId: number, callerUserId: number, targetUserId: number, role: ChurchRole): Promise<MemberSet> {
    return this.changeMembers(churchId, callerUserId, 'add or change its members', (repository, record) =>
      this.putMember(repository, record, churchId, targetUserId, checkedRole(role)),
    );
  }

  /** Takes the person out of the church; only the church's admins may, and never its last admin. */
  /** Whether the church has exactly one admin: that person can neither step down nor be removed (`removesLastAdmin`). */
  async hasOneAdmin(churchId: number): Promise<boolean> {
    return (await this.repository.countAdmins(churchId, 2)) === 1;
  }

  async removeMember(churchId: number, callerUserId: number, targetUserId: number): Promise<void> {
    await this.changeMembers(churchId, callerUserId, 'remove its members', async (repository, record) => {
      const role = await this.roleIn(repository, churchId, targetUserId);
      if (role === null) throw notFound(`User ${targetUserId} is not a member of church ${churchId}`);
      if (removesLastAdmin(role, null, await repository.countAdmins(churchId, 2))) {
        throw conflict(`User ${targetUserId} is the last admin of church ${churchId}: make another member an admin first`);
      }
      await repository.deleteMember(churchId, targetUserId);
      await repository.countMembers(churchId, -1, nowIso());
      record(memberRemoved(churchId, targetUserId));
    });
  }

  /** A new church, created by the platform's operator (the command line): no church role applies. */
  async create(fields: NewChurch): Promise<Church> {
    const checked = churchFields(fields);
    return this.unitOfWork(async ({ repository, record }) => {
      const church = toChurch(await repository.insert({ ...checked, name: checked.name! }, nowIso()));
      record({ type: 'church.created', resourceId: church.id, churchId: church.id, object: church });
      return church;
    });
  }

  /** Changes a church's details as the platform's operator: no church role applies, the field rules do. */
  async updateAsOperator(churchId: number, patch: ChurchChanges): Promise<Church> {
    const church = await this.repository.findById(churchId);
    if (!church) throw churchNotFound(churchId);
    return this.write(church, patch);
  }

  /**
   * Adds the person with `role`, or changes their role, as the platform's operator (the
   * command line): how a church gets its first admin. The last-admin rule still holds.
   */
  async addMemberAsOperator(churchId: number, userId: number, role: ChurchRole): Promise<MemberSet> {
    const checked = checkedRole(role);
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.lock(churchId))) throw churchNotFound(churchId);
      return this.putMember(repository, record, churchId, userId, checked);
    });
  }

  private async write(church: ChurchRow, patch: ChurchChanges): Promise<Church> {
    const fields = churchFields(patch);
    if (!Object.keys(fields).length) return toChurch(church);
    return this.unitOfWork(async ({ repository, record }) => {
      const updated = await repository.update(church.id, fields, nowIso());
      if (!updated) throw churchNotFound(church.id);
      const result = toChurch(updated);
      record({ type: 'church.updated', resourceId: result.id, churchId: result.id, object: result });
      return result;
    });
  }

  /**
   * Runs a change of the church's membership for one of its admins: the church is locked
   * first, so the caller's role and the admins counted stay true until the change commits.
   */
  private changeMembers<T>(churchId: number, callerUserId: number, action: string, change: (repository: ChurchesRepository, record: Work<Change>['record']) => Promise<T>): Promise<T> {
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.lock(churchId))) throw churchNotFound(churchId);
      if (!canManageChurchMembers(await this.roleIn(repository, churchId, callerUserId))) {
        throw forbidden(`Only admins of church ${churchId} can ${action}`);
      }
      return change(repository, record);
    });
  }

  /** Inside a locked church: adds the person with `role` or changes their role. */
  private async putMember(repository: ChurchesRepository, record: Work<Change>['record'], churchId: number, userId: number, role: ChurchRole): Promise<MemberSet> {
    if (!(await repository.userExists(userId))) throw notFound(`User ${userId} does not exist`);
    const at = nowIso();
    // A join takes no lock, so the person may have joined since the caller looked: then it is a role change.
    const created = await repository.insertMember(churchId, userId, role, at);
    let changed = created;
    if (created) {
      await repository.countMembers(churchId, 1, at);
    } else {
      const current = await this.roleIn(repository, churchId, userId);
      if (removesLastAdmin(current, role, await repository.countAdmins(churchId, 2))) {
        throw conflict(`User ${userId} is the last admin of church ${churchId}: make another member an admin first`);
      }
      if (current !== role) {
        await repository.setRole(churchId, userId, role, at);
        await repository.touch(churchId, at);
        changed = true;
      }
    }
    const member = (await repository.findMember(churchId, userId))!;
    if (changed) record(memberChange(created ? 'church.member.added' : 'church.member.updated', member, churchId, this.pictures));
    return { member: toChurchMember(member, this.pictures), created };
  }

  /**
   * Logs `church.member.updated` for each church the person belongs to, in the unit of work
   * that changed their name or picture (see UsersService.onProfileChanged): the rows are
   * read in its transaction, so they carry the new name and the `updatedAt` the users trigger moved.
   */
  async recordProfileChange({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const rows = await this.repository.within(trx).membershipsOf(userId);
    record(...rows.map((row) => memberChange('church.member.updated', row, row.church_id, this.pictures)));
  }

  /** The churches whose only admin the person is: they cannot leave them, nor delete their account, until another admin is named. */
  async churchesOnlyAdministeredBy(userId: number): Promise<number[]> {
    const ids: number[] = [];
    for (const row of await this.repository.membershipsOf(userId)) {
      if (row.role === 'admin' && (await this.repository.countAdmins(row.church_id, 2)) === 1) ids.push(row.church_id);
    }
    return ids;
  }

  /**
   * Takes a person whose account is being deleted out of every church, in the deletion's unit
   * of work, logging `church.member.removed` for each. The last-admin rule holds here too:
   * each church is locked, then its admins counted.
   */
  async removeFromEveryChurch({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const repository = this.repository.within(trx);
    for (const row of await repository.membershipsOf(userId)) {
      await repository.lock(row.church_id);
      if (removesLastAdmin(row.role as ChurchRole, null, await repository.countAdmins(row.church_id, 2))) {
        throw conflict(`User ${userId} is the last admin of church ${row.church_id}: make another member an admin first`);
      }
      await repository.deleteMember(row.church_id, userId);
      await repository.countMembers(row.church_id, -1, nowIso());
      record(memberRemoved(row.church_id, userId));
    }
  }

  private async roleIn(repository: ChurchesRepository, churchId: number, userId: number): Promise<ChurchRole | null> {
    return ((await repository.roleOf(churchId, userId)) as ChurchRole | undefined) ?? null;
  }
}

/**
 * What a service of a church's records stands on (events, groups, prayer requests, households, gifts): its
 * repository, the unit of work, and the churches, whose existence and roles its rules check.
 */
export abstract class ChurchRecordsService<Store extends BindsToTransaction<Store>> extends WritingService<Store, Change> {
  protected readonly churches: ChurchesService;
  constructor(repository: Store, writes: UnitOfWork<Change>, churches: ChurchesService) {
    super(repository, writes);
    this.churches = churches;
  }

  /** The church a new record names in its `churchId` field: a 400 when there is no such church. */
  protected async assertChurchField(churchId: number): Promise<void> {
    if (!(await this.churches.exists(churchId))) throw badRequest(`Invalid field 'churchId': church ${churchId} does not exist`);
  }

  /** A list's church filter: the query's church (a 404 when there is no such church), or every church. */
  protected async churchFilter(query: ChurchFilter): Promise<ChurchFilter> {
    if (query.churchId !== undefined) await this.churches.assertExists(query.churchId);
    return { churchId: query.churchId };
  }
}

/** The repository of a church's records whose list keeps its counters (events, groups). */
interface CountedChurchRecords<Store> extends BindsToTransaction<Store> {
  /** The maintained total and versions of the filter's view of the list. */
  counter(filter: ChurchFilter): Promise<ListCounter>;
}

/**
 * A service of church records listed by church (events, groups): an answer of their list is
 * kept until a write moves the view's counter, and is the reader's own, since the items show
 * the reader's part in them (`isRegistered`, `isMember`).
 */
export abstract class ChurchListService<Store extends CountedChurchRecords<Store>> extends ChurchRecordsService<Store> {
  /** The list's name in the answers' stamps: `events`, `groups`. */
  protected abstract readonly listName: string;

  /** What decides the list's answers: the view of the query's church (or of every church), and the reader. */
  async listStamp(query: ChurchFilter, userId: number): Promise<ListStamp> {
    const filter = await this.churchFilter(query);
    return { list: `${this.listName}?${churchScope(filter)}`, state: { ...(await this.repository.counter(filter)), validUntil: Infinity }, reader: userId };
  }

  /** What decides one record's answers: any change to any record of the list, and the reader. */
  async itemStamp(userId: number): Promise<ListStamp> {
    return { list: this.listName, state: { ...(await this.repository.counter({})), validUntil: Infinity }, reader: userId };
  }
}

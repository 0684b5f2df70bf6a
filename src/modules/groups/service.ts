import { nowIso, toIso } from '../../db/tables.ts';
import { churchScope, withCarriedState } from '../../db/list-counters.ts';
import type { UnitOfWork, Work } from '../../db/unit-of-work.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, PageBookmarks, paginate, updatedSinceOf, type Page, type PageSinceQuery } from '../../http/pagination.ts';
import { memberListPage, UpdatedSinceTotals } from '../../updated-since.ts';
import type { Change } from '../changes/log.ts';
import { ChurchListService, type ChurchesService } from '../churches/service.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { memberOf } from '../users/person.ts';
import type { UsersService } from '../users/service.ts';
import {
  type GroupColumns,
  type GroupsRepository,
  type GroupView,
  type MemberRow,
} from './repository.ts';
import type { Group, GroupChanges, GroupMember, GroupsQuery, NewGroup } from './schemas.ts';
import {
  canCreateGroup,
  canDeleteGroup,
  canManageGroupMembers,
  canRemoveGroupMember,
  canUpdateGroup,
  type GroupRole,
} from './policy.ts';

export function toGroup(row: GroupView): Group {
  return {
    id: row.id,
    churchId: row.church_id,
    name: row.name,
    description: row.description,
    meetingSchedule: row.meeting_schedule,
    location: row.location,
    capacity: row.capacity,
    memberCount: row.member_count,
    spotsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.member_count),
    isMember: row.member_user_id !== null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toGroupMember(row: MemberRow, pictures: ProfilePictures): GroupMember {
  return memberOf<GroupRole>(row, pictures);
}

/** A change of the group, logged with the group as it now is; `isMember` belongs to each reader and is added when the log is read. */
function groupChange(type: 'group.created' | 'group.updated', row: GroupView): Change {
  const { isMember: _isMember, ...group } = toGroup({ ...row, member_user_id: null, member_role: null });
  return { type, resourceId: row.id, churchId: row.church_id, groupId: row.id, object: group };
}

type MemberChangeType = 'group.member.added' | 'group.member.updated';

/** The logged change of a member as the group's member list shows them, plus `groupId` and `churchId`. */
function memberChange(type: MemberChangeType, row: MemberRow, group: { id: number; churchId: number }, pictures: ProfilePictures): Change {
  return {
    type,
    resourceId: row.id,
    churchId: group.churchId,
    groupId: group.id,
    userId: row.id,
    object: { ...toGroupMember(row, pictures), groupId: group.id, churchId: group.churchId },
  };
}

function memberRemoved(userId: number, group: { id: number; churchId: number }): Change {
  return {
    type: 'group.member.removed',
    resourceId: userId,
    churchId: group.churchId,
    groupId: group.id,
    userId,
    object: { id: userId, deleted: true, groupId: group.id, churchId: group.churchId },
  };
}

const groupNotFound = (id: number) => notFound(`Group ${id} does not exist`);
const groupFull = (id: number, capacity: number | null) => conflict(`Group ${id} is full: all ${capacity} places are taken`);
const notAChurchMember = (userId: number, churchId: number) =>
  new ApiError(409, 'NotAChurchMember', `User ${userId} is not a member of church ${churchId}: add them to the church first`);

function nonBlankName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest("Invalid field 'name': must not be blank");
  return trimmed;
}

/** The columns an update writes: only the fields sent, text trimmed. */
function changedColumns(changes: GroupChanges): GroupColumns {
  const columns: GroupColumns = {};
  if (changes.name !== undefined) columns.name = nonBlankName(changes.name);
  if (changes.description !== undefined) columns.description = changes.description.trim();
  if (changes.meetingSchedule !== undefined) columns.meeting_schedule = changes.meetingSchedule.trim();
  if (changes.location !== undefined) columns.location = changes.location.trim();
  if (changes.capacity !== undefined) columns.capacity = changes.capacity;
  return columns;
}

/** The outcome of joining: the group as the caller now sees it, and whether this call made them a member. */
export interface Membership {
  group: Group;
  created: boolean;
}

/** The outcome of adding a person or changing their role: the member, and whether this call added them. */
export interface MemberChange {
  member: GroupMember;
  created: boolean;
}

/** The caller's role in the group, read along with it; null when they are not in it. */
function groupRoleOf(group: GroupView): GroupRole | null {
  return group.member_role as GroupRole | null;
}

export class GroupsService extends ChurchListService<GroupsRepository> {
  protected readonly listName = 'groups';
  private readonly users: UsersService;
  private readonly bookmarks = new PageBookmarks();
  private readonly sinceTotals = new UpdatedSinceTotals();
  constructor(repository: GroupsRepository, writes: UnitOfWork<Change>, churches: ChurchesService, users: UsersService) {
    super(repository, writes, churches);
    this.users = users;
  }

  /** Groups by id, optionally of one church. */
  async list(query: GroupsQuery, userId: number): Promise<Page<Group>> {
    const filter = await this.churchFilter(query);
    const since = updatedSinceOf(query);
    if (since !== undefined) {
      const [rows, total] = await Promise.all([
        this.repository.listUpdatedSince(userId, filter, since, query.limit, offsetOf(query)),
        this.sinceTotals.total(`groups?${churchScope(filter)}`, since, async () => (await this.repository.counter(filter)).contentVersion, () => this.repository.countUpdatedSince(filter, since)),
      ]);
      return page(rows.map(toGroup), query, total);
    }
    const { rows, pagination } = await paginate(
      {
        // The key order does not depend on the caller; only the isMember flag does, and it is read fresh.
        name: `groups?${churchScope(filter)}`,
        keyTypes: ['number'],
        state: async () => ({ ...(await this.repository.counter(filter)), validUntil: Infinity }),
        rows: (limit, window) => this.repository.list(userId, filter, limit, window),
        rowsWithState: async (limit, window) => withCarriedState(await this.repository.listWithState(userId, filter, limit, window)),
        keyOf: (row) => [row.id],
      },
      query,
      this.bookmarks,
    );
    return { data: rows.map(toGroup), pagination };
  }

  async get(id: number, userId: number): Promise<Group> {
    return toGroup(await this.find(id, userId));
  }

  /** The group's church and name, and the person's role in it (null when they are not in it); undefined when there is no such group. */
  async membershipOf(groupId: number, userId: number): Promise<{ churchId: number; name: string; role: GroupRole | null } | undefined> {
    const row = await this.repository.findById(groupId, userId);
    return row && { churchId: row.church_id, name: row.name, role: groupRoleOf(row) };
  }

  /** Which of these groups the user is a member of (the change feed's `isMember`). */
  async memberAmong(userId: number, groupIds: Iterable<number>): Promise<Set<number>> {
    const ids = [...new Set(groupIds)];
    return new Set(ids.length ? await this.repository.memberAmong(userId, ids) : []);
  }

  /** Members by join time, then user id, with public profile fields only. */
  async members(id: number, query: PageSinceQuery): Promise<Page<GroupMember>> {
    const since = updatedSinceOf(query);
    // The total is the group's maintained count, kept with the membership rows in one transaction.
    const total = await this.repository.memberCount(id);
    if (total === undefined) throw groupNotFound(id);
    return memberListPage(
      this.sinceTotals,
      { name: `groups/${id}/members`, total, rows: (window) => this.repository.listMembers(id, window), changes: (from) => this.repository.memberChanges(id, from) },
      query,
      since,
      (row) => toGroupMember(row, this.users.pictures),
    );
  }

  /**
   * Makes the caller a member. Idempotent: when the caller already is one nothing changes
   * and `created` is false. The insert and the capacity-guarded increment run in one
   * transaction, so parallel requests can neither overfill the group nor count anyone twice.
   */
  join(groupId: number, userId: number): Promise<Membership> {
    return this.unitOfWork(async ({ repository, record }) => {
      const group = await repository.findById(groupId, userId);
      if (!group) throw groupNotFound(groupId);
      if (group.member_user_id !== null) return { group: toGroup(group), created: false };
      const at = nowIso();
      if (!(await repository.insertMember(groupId, userId, 'member', at))) {
        // A parallel request of the same caller joined first.
        return { group: toGroup((await repository.findById(groupId, userId))!), created: false };
      }
      if (!(await repository.takePlace(groupId, at))) throw groupFull(groupId, group.capacity);
      record(memberChange('group.member.added', (await repository.findMember(groupId, userId))!, { id: groupId, churchId: group.church_id }, this.users.pictures));
      return { group: toGroup((await repository.findById(groupId, userId))!), created: true };
    });
  }

  /** Takes the caller out of the group; NotFound when they are not a member. */
  leave(groupId: number, userId: number): Promise<Group> {
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.exists(groupId))) throw groupNotFound(groupId);
      if (!(await repository.deleteMember(groupId, userId))) throw notFound(`You are not a member of group ${groupId}`);
      await repository.releasePlace(groupId, nowIso());
      const group = toGroup((await repository.findById(groupId, userId))!);
      record(memberRemoved(userId, group));
      return group;
    });
  }

  /**
   * Starts a group in a church the caller administers. Text fields are trimmed; a blank
   * name is refused; capacity null or left out means unlimited.
   */
  async create(callerUserId: number, body: NewGroup): Promise<Group> {
    const { churchId } = body;
    await this.assertChurchField(churchId);
    if (!canCreateGroup(await this.churches.roleOf(churchId, callerUserId))) {
      throw forbidden(`Only admins of church ${churchId} can create its groups`);
    }
    const at = nowIso();
    const name = nonBlankName(body.name);
    return this.unitOfWork(async ({ repository, record }) => {
      const id = await repository.insertGroup({
        church_id: churchId,
        name,
        description: body.description?.trim() ?? '',
        meeting_schedule: body.meetingSchedule?.trim() ?? '',
        location: body.location?.trim() ?? '',
        capacity: body.capacity ?? null,
        created_at: at,
        updated_at: at,
      });
      const group = (await repository.findById(id, callerUserId))!;
      record(groupChange('group.created', group));
      return toGroup(group);
    });
  }

  /**
   * Changes the fields sent; an empty change set answers the group as it is. A capacity
   * below the members the group has at that moment is a Conflict, decided in the same
   * statement that writes it, so no parallel join slips past it.
   */
  async update(id: number, callerUserId: number, changes: GroupChanges): Promise<Group> {
    const group = await this.find(id, callerUserId);
    if (!canUpdateGroup(await this.churches.roleOf(group.church_id, callerUserId), groupRoleOf(group))) {
      throw forbidden(`Only admins of church ${group.church_id} or leaders of group ${id} can edit it`);
    }
    const columns = changedColumns(changes);
    if (Object.keys(columns).length === 0) return toGroup(group);
    return this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.updateGroup(id, { ...columns, updated_at: nowIso() }))) {
        const current = await repository.findById(id, callerUserId);
        if (!current) throw groupNotFound(id);
        throw conflict(`Group ${id} has ${current.member_count} members: its capacity cannot be ${columns.capacity}`);
      }
      const updated = (await repository.findById(id, callerUserId))!;
      record(groupChange('group.updated', updated));
      return toGroup(updated);
    });
  }

  /** Closes the group: it and its memberships are gone, and list totals follow. */
  async remove(id: number, callerUserId: number): Promise<void> {
    const group = await this.find(id, callerUserId);
    if (!canDeleteGroup(await this.churches.roleOf(group.church_id, callerUserId))) {
      throw forbidden(`Only admins of church ${group.church_id} can delete its groups`);
    }
    await this.unitOfWork(async ({ repository, record }) => {
      const churchId = await repository.deleteGroup(id);
      if (churchId === undefined) throw groupNotFound(id);
      record({ type: 'group.deleted', resourceId: id, churchId, groupId: id, object: { id, deleted: true, churchId } });
    });
  }

  /**
   * Adds the person with `role`, taking a place (Conflict when the group is full), or
   * changes the role of someone already in the group; `created` tells which.
   */
  async setMemberRole(id: number, callerUserId: number, userId: number, role: GroupRole): Promise<MemberChange> {
    const group = await this.find(id, callerUserId);
    if (!canManageGroupMembers(await this.churches.roleOf(group.church_id, callerUserId), groupRoleOf(group))) {
      throw forbidden(`Only admins of church ${group.church_id} or leaders of group ${id} can manage its members`);
    }
    await this.users.get(userId);
    // A group belongs to its church: staff add only the church's people, so a leader cannot
    // show a stranger's name and picture to the group. (Joining oneself stays open, as `join` says.)
    if ((await this.churches.roleOf(group.church_id, userId)) === null && !(await this.repository.findMember(id, userId))) {
      throw notAChurchMember(userId, group.church_id);
    }
    return this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      const created = await repository.insertMember(id, userId, role, at);
      let changed = created;
      if (created) {
        if (!(await repository.takePlace(id, at))) throw groupFull(id, group.capacity);
      } else if ((await repository.findMember(id, userId))?.role !== role) {
        await repository.setMemberRole(id, userId, role, at);
        changed = true;
      }
      const member = (await repository.findMember(id, userId))!;
      if (changed) record(memberChange(created ? 'group.member.added' : 'group.member.updated', member, { id, churchId: group.church_id }, this.users.pictures));
      return { member: toGroupMember(member, this.users.pictures), created };
    });
  }

  /** Takes a person out of the group; NotFound when they are not in it. */
  async removeMember(id: number, callerUserId: number, userId: number): Promise<void> {
    const group = await this.find(id, callerUserId);
    if (!canRemoveGroupMember(await this.churches.roleOf(group.church_id, callerUserId), groupRoleOf(group), callerUserId, userId)) {
      throw forbidden(`Only admins of church ${group.church_id} or leaders of group ${id} can remove other members`);
    }
    await this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.deleteMember(id, userId))) throw notFound(`User ${userId} is not a member of group ${id}`);
      await repository.releasePlace(id, nowIso());
      record(memberRemoved(userId, { id, churchId: group.church_id }));
    });
  }

  /** The group with the caller's membership; NotFound when it does not exist. */
  /**
   * Logs `group.member.updated` for each group the person belongs to, in the unit of work
   * that changed their name or picture (see UsersService.onProfileChanged): the rows are
   * read in its transaction, so they carry the new name and the `updatedAt` the users trigger moved.
   */
  async recordProfileChange({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const rows = await this.repository.within(trx).membershipsOf(userId);
    record(...rows.map((row) => memberChange('group.member.updated', row, { id: row.group_id, churchId: row.church_id }, this.users.pictures)));
  }

  /** Takes a person whose account is being deleted out of every group, in the deletion's unit of work, logging `group.member.removed` for each. */
  async removeFromEveryGroup({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const repository = this.repository.within(trx);
    for (const row of await repository.membershipsOf(userId)) {
      if (!(await repository.deleteMember(row.group_id, userId))) continue;
      await repository.releasePlace(row.group_id, nowIso());
      record(memberRemoved(userId, { id: row.group_id, churchId: row.church_id }));
    }
  }

  private async find(id: number, callerUserId: number): Promise<GroupView> {
    const row = await this.repository.findById(id, callerUserId);
    if (!row) throw groupNotFound(id);
    return row;
  }
}

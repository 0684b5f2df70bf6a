import { nowIso, toIso } from '../../db/tables.ts';
import { withCarriedState } from '../../db/list-counters.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, PageBookmarks, paginate, type Page, type PageQuery } from '../../http/pagination.ts';
import type { ChurchesService } from '../churches/service.ts';
import { groupsScope, type GroupFilter, type GroupsRepository, type GroupView, type MemberRow } from './repository.ts';
import type { Group, GroupMember, GroupsQuery } from './schemas.ts';
import { canJoinGroup } from './policy.ts';

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
  };
}

export function toGroupMember(row: MemberRow): GroupMember {
  return {
    id: row.id,
    givenName: row.given_name,
    familyName: row.family_name,
    name: `${row.given_name} ${row.family_name}`.trim(),
    picture: row.picture,
    role: row.role,
    joinedAt: toIso(row.joined_at),
  };
}

const groupNotFound = (id: number) => notFound(`Group ${id} does not exist`);

/** The outcome of joining: the group as the caller now sees it, and whether this call made them a member. */
export interface Membership {
  group: Group;
  created: boolean;
}

export class GroupsService {
  private readonly repository: GroupsRepository;
  private readonly churches: ChurchesService;
  private readonly bookmarks = new PageBookmarks();
  constructor(repository: GroupsRepository, churches: ChurchesService) {
    this.repository = repository;
    this.churches = churches;
  }

  /** Groups by id, optionally of one church. */
  async list(query: GroupsQuery, userId: number): Promise<Page<Group>> {
    const filter = await this.filterOf(query);
    const { rows, pagination } = await paginate(
      {
        // The key order does not depend on the caller; only the isMember flag does, and it is read fresh.
        name: `groups?${groupsScope(filter)}`,
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
    const row = await this.repository.findById(id, userId);
    if (!row) throw groupNotFound(id);
    return toGroup(row);
  }

  /** Members by join time, then user id, with public profile fields only. */
  async members(id: number, query: PageQuery): Promise<Page<GroupMember>> {
    if (!(await this.repository.exists(id))) throw groupNotFound(id);
    const [rows, total] = await Promise.all([
      this.repository.listMembers(id, query.limit, offsetOf(query)),
      this.repository.countMembers(id),
    ]);
    return page(rows.map(toGroupMember), query, total);
  }

  /**
   * Makes the caller a member. Idempotent: when the caller already is one nothing changes
   * and `created` is false. The insert and the capacity-guarded increment run in one
   * transaction, so parallel requests can neither overfill the group nor count anyone twice.
   */
  join(groupId: number, userId: number): Promise<Membership> {
    if (!canJoinGroup()) throw forbidden(`You cannot join group ${groupId}`);
    return this.repository.transaction(async (repository) => {
      const group = await repository.findById(groupId, userId);
      if (!group) throw groupNotFound(groupId);
      if (group.member_user_id !== null) return { group: toGroup(group), created: false };
      if (!(await repository.insertMember(groupId, userId, nowIso()))) {
        // A parallel request of the same caller joined first.
        return { group: toGroup((await repository.findById(groupId, userId))!), created: false };
      }
      if (!(await repository.takePlace(groupId))) {
        throw conflict(`Group ${groupId} is full: all ${group.capacity} places are taken`);
      }
      return { group: toGroup((await repository.findById(groupId, userId))!), created: true };
    });
  }

  /** Takes the caller out of the group; NotFound when they are not a member. */
  leave(groupId: number, userId: number): Promise<Group> {
    if (!canJoinGroup()) throw forbidden(`You cannot leave group ${groupId}`);
    return this.repository.transaction(async (repository) => {
      if (!(await repository.exists(groupId))) throw groupNotFound(groupId);
      if (!(await repository.deleteMember(groupId, userId))) throw notFound(`You are not a member of group ${groupId}`);
      await repository.releasePlace(groupId);
      return toGroup((await repository.findById(groupId, userId))!);
    });
  }

  private async filterOf(query: GroupsQuery): Promise<GroupFilter> {
    if (query.churchId !== undefined) await this.churches.assertExists(query.churchId);
    return { churchId: query.churchId };
  }
}

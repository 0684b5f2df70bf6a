import type { Insertable, Updateable } from 'kysely';
import { churchScope, listStateColumns, type ChurchFilter, type ListStateColumns, type ListCounter } from '../../db/list-counters.ts';
import { deleteMembership, memberChanges, memberWindow, PERSON_COLUMNS, type ListedPerson, type MemberList, type MemberWindow } from '../../db/member-lists.ts';
import type { GroupRow, GroupsTable } from '../../db/tables.ts';
import type { Window } from '../../paging.ts';
import { CompiledListRepository, countRows } from '../../db/repository.ts';
import { releasePlace, takePlaces, updateWithinCapacity } from '../../db/places.ts';

/** A group row with whether one given user is a member (`member_user_id` not null), and their role in it. */
export type GroupView = GroupRow & { member_user_id: number | null; member_role: string | null };

/** A membership joined with the member's public profile columns; the email is never selected. */
export interface MemberRow extends ListedPerson {
  role: string;
  joined_at: string;
  updated_at: string;
}

const GROUP_MEMBERS: MemberList = { table: 'group_members', owner: 'group_id', joinedAt: 'joined_at', counterScope: 'group' };

/** Group columns a write sets, by their stored names. */
export type GroupColumns = Updateable<GroupsTable>;

export class GroupsRepository extends CompiledListRepository {
  private viewedBy(userId: number) {
    return this.db
      .selectFrom('groups')
      .leftJoin('group_members as m', (join) => join.onRef('m.group_id', '=', 'groups.id').on('m.user_id', '=', userId))
      .selectAll('groups')
      .select(['m.user_id as member_user_id', 'm.role as member_role']);
  }

  /** Groups by id, the list's stable order; the key is `[id]`. */
  list(userId: number, filter: ChurchFilter, limit: number, window: Window): Promise<GroupView[]> {
    return this.page(userId, filter, limit, window, false);
  }

  /** The same, each row also carrying the list's state as of this read. */
  listWithState(userId: number, filter: ChurchFilter, limit: number, window: Window): Promise<(GroupView & ListStateColumns)[]> {
    return this.page(userId, filter, limit, window, true) as Promise<(GroupView & ListStateColumns)[]>;
  }

  private page(userId: number, filter: ChurchFilter, limit: number, window: Window, withState: boolean): Promise<GroupView[]> {
    const query = this.viewedBy(userId)
      .$if(filter.churchId !== undefined, (qb) => qb.where('groups.church_id', '=', filter.churchId!))
      .$if(withState, (qb) => qb.select(listStateColumns('groups', churchScope(filter))))
      .orderBy('groups.id')
      .limit(limit);
    return ('after' in window ? query.where('groups.id', '>', window.after[0] as number) : query.offset(window.offset)).execute();
  }

  /** Groups changed at or after `since`, by id. */
  listUpdatedSince(userId: number, filter: ChurchFilter, since: string, limit: number, offset: number): Promise<GroupView[]> {
    return this.viewedBy(userId)
      .where('groups.updated_at', '>=', since)
      .$if(filter.churchId !== undefined, (qb) => qb.where('groups.church_id', '=', filter.churchId!))
      .orderBy('groups.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  countUpdatedSince(filter: ChurchFilter, since: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('groups')
        .where('updated_at', '>=', since)
        .$if(filter.churchId !== undefined, (qb) => qb.where('church_id', '=', filter.churchId!)),
    );
  }

  /** Which of these groups the user is a member of. */
  async memberAmong(userId: number, groupIds: readonly number[]): Promise<number[]> {
    const rows = await this.db.selectFrom('group_members').select('group_id').where('user_id', '=', userId).where('group_id', 'in', groupIds).execute();
    return rows.map((row) => row.group_id);
  }

  /** The list's maintained total and version. */
  counter(filter: ChurchFilter): Promise<ListCounter> {
    return this.counters.read('groups', churchScope(filter));
  }

  findById(id: number, userId: number): Promise<GroupView | undefined> {
    return this.viewedBy(userId).where('groups.id', '=', id).executeTakeFirst();
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst());
  }

  private members(groupId: number) {
    return this.db
      .selectFrom('group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([...PERSON_COLUMNS, 'm.role', 'm.joined_at', 'm.updated_at'])
      .where('m.group_id', '=', groupId);
  }

  listMembers(groupId: number, window: MemberWindow): Promise<MemberRow[]> {
    return memberWindow(this.members(groupId), GROUP_MEMBERS, window).execute();
  }

  /** What an `updatedSince` total needs of the member list. */
  memberChanges(groupId: number, since: string) {
    return memberChanges(this.db, this.counters, GROUP_MEMBERS, groupId, since);
  }

  /** The group's maintained member count, or undefined when there is no such group. */
  async memberCount(groupId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('groups').select('member_count').where('id', '=', groupId).executeTakeFirst();
    return row ? Number(row.member_count) : undefined;
  }

  async insertGroup(group: Insertable<GroupsTable>): Promise<number> {
    const row = await this.db.insertInto('groups').values(group).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Applies the changes, in one statement that also checks a new capacity against the
   * members counted at that moment: a parallel join either lands before and is counted, or
   * after and finds the new capacity. False when the group is gone or the capacity is too small.
   */
  updateGroup(id: number, changes: GroupColumns): Promise<boolean> {
    return updateWithinCapacity(this.db, 'groups', id, changes);
  }

  /** Deletes the group; its memberships go with it (foreign key cascade). Answers its church; undefined when it did not exist. */
  async deleteGroup(id: number): Promise<number | undefined> {
    const row = await this.db.deleteFrom('groups').where('id', '=', id).returning('church_id').executeTakeFirst();
    return row?.church_id;
  }

  findMember(groupId: number, userId: number): Promise<MemberRow | undefined> {
    return this.members(groupId).where('m.user_id', '=', userId).executeTakeFirst();
  }

  /** The person's memberships as the member lists show them, each with its group and the group's church, by group id. */
  membershipsOf(userId: number): Promise<(MemberRow & { group_id: number; church_id: number })[]> {
    return this.db
      .selectFrom('group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .select([...PERSON_COLUMNS, 'm.role', 'm.joined_at', 'm.updated_at', 'm.group_id', 'g.church_id'])
      .where('m.user_id', '=', userId)
      .orderBy('m.group_id')
      .execute();
  }

  async setMemberRole(groupId: number, userId: number, role: string, at: string): Promise<void> {
    await this.db.updateTable('group_members').set({ role, updated_at: at }).where('group_id', '=', groupId).where('user_id', '=', userId).execute();
  }

  /** Adds the membership unless it exists; true when a row was added. */
  async insertMember(groupId: number, userId: number, role: string, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('group_members')
      .values({ group_id: groupId, user_id: userId, role, joined_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Counts one more member if a place is left, in a single statement so that parallel
   * writers cannot both take the last place; false when the group is full.
   */
  takePlace(groupId: number, at: string): Promise<boolean> {
    return takePlaces(this.db, 'groups', groupId, 1, at);
  }

  /** Removes the membership; true when there was one. */
  deleteMember(groupId: number, userId: number): Promise<boolean> {
    return deleteMembership(this.db, GROUP_MEMBERS, groupId, userId);
  }

  releasePlace(groupId: number, at: string): Promise<void> {
    return releasePlace(this.db, 'groups', groupId, at);
  }
}

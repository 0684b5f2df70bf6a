import { sql } from 'kysely';
import { listStateColumns, type ListStateColumns, type ListCounter } from '../../db/list-counters.ts';
import { deleteMembership, memberChanges, memberWindow, PERSON_COLUMNS, type ListedPerson, type MemberList, type MemberWindow } from '../../db/member-lists.ts';
import type { ChurchRow, ChurchesTable } from '../../db/tables.ts';
import { windowValues, type Window } from '../../paging.ts';
import { CompiledListRepository, countRows } from '../../db/repository.ts';

/** The stored church text fields, as a write sets them. */
export type ChurchFields = Partial<Pick<ChurchesTable, 'name' | 'description' | 'city' | 'state' | 'country' | 'website'> & { calendar_public: boolean; time_zone: string }>;

/** A membership joined with the member's public profile columns; the email is never selected. */
export interface ChurchMemberRow extends ListedPerson {
  role: string;
  joined_at: string;
  updated_at: string;
}

const CHURCH_MEMBERS: MemberList = { table: 'church_members', owner: 'church_id', joinedAt: 'joined_at', counterScope: 'church' };

// Values per `in (...)` list: far below the bound-parameter limits of SQLite and PostgreSQL.
const LOOKUP_CHUNK = 500;

export class ChurchesRepository extends CompiledListRepository {
  /** Churches by id, the list's stable order; the key is `[id]`. */
  list(limit: number, window: Window): Promise<ChurchRow[]> {
    return this.page(limit, window, false);
  }

  /** The same, each row also carrying the list's state as of this read. */
  listWithState(limit: number, window: Window): Promise<(ChurchRow & ListStateColumns)[]> {
    return this.page(limit, window, true) as Promise<(ChurchRow & ListStateColumns)[]>;
  }

  private page(limit: number, window: Window, withState: boolean): Promise<ChurchRow[]> {
    const { after, offset } = windowValues(window);
    const values = { limit, after: after?.[0] as number | undefined, offset, stateScope: withState ? '' : undefined };
    return this.queries.execute('list', values, (v) => {
      const query = this.db
        .selectFrom('churches')
        .selectAll()
        .$if(v.stateScope !== undefined, (qb) => qb.select(listStateColumns('churches', v.stateScope!)))
        .orderBy('id')
        .limit(v.limit);
      return v.after !== undefined ? query.where('id', '>', v.after) : query.offset(v.offset!);
    }, this.db);
  }

  /** Churches changed at or after `since`, by id; counted apart, since the maintained total covers the whole list. */
  listUpdatedSince(since: string, limit: number, offset: number): Promise<ChurchRow[]> {
    return this.db.selectFrom('churches').selectAll().where('updated_at', '>=', since).orderBy('id').limit(limit).offset(offset).execute();
  }

  countUpdatedSince(since: string): Promise<number> {
    return countRows(this.db.selectFrom('churches').where('updated_at', '>=', since));
  }

  /** The list's maintained total and version. */
  counter(): Promise<ListCounter> {
    return this.counters.read('churches', '');
  }

  findById(id: number): Promise<ChurchRow | undefined> {
    return this.db.selectFrom('churches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The person's role in the church, or undefined when they do not belong to it. */
  async roleOf(churchId: number, userId: number): Promise<string | undefined> {
    const row = await this.queries.execute('roleOf', { churchId, userId }, (v) =>
      this.db.selectFrom('church_members').select('role').where('church_id', '=', v.churchId).where('user_id', '=', v.userId),
      this.db,
    );
    return row[0]?.role;
  }

  /** Which of these churches the person belongs to. */
  async memberChurchIds(userId: number, churchIds: readonly number[]): Promise<number[]> {
    const found: number[] = [];
    for (let start = 0; start < churchIds.length; start += LOOKUP_CHUNK) {
      const rows = await this.db
        .selectFrom('church_members')
        .select('church_id')
        .where('user_id', '=', userId)
        .where('church_id', 'in', churchIds.slice(start, start + LOOKUP_CHUNK))
        .execute();
      found.push(...rows.map((row) => row.church_id));
    }
    return found;
  }

  async exists(id: number): Promise<boolean> {
    const rows = await this.queries.execute('exists', { id }, (v) => this.db.selectFrom('churches').select('id').where('id', '=', v.id), this.db);
    return rows.length > 0;
  }

  /** Which of these church ids exist, looked up a few hundred at a time. */
  async existingIds(ids: readonly number[]): Promise<number[]> {
    const found: number[] = [];
    for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
      const rows = await this.db.selectFrom('churches').select('id').where('id', 'in', ids.slice(start, start + LOOKUP_CHUNK)).execute();
      found.push(...rows.map((row) => row.id));
    }
    return found;
  }

  async insert(fields: ChurchFields & { name: string }, at: string): Promise<ChurchRow> {
    return this.db
      .insertInto('churches')
      .values({ description: '', city: '', state: '', country: '', website: '', ...fields, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: number, fields: ChurchFields, at: string): Promise<ChurchRow | undefined> {
    return this.db.updateTable('churches').set({ ...fields, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /**
   * Reads the church and holds its row lock until the transaction ends (a no-op write, the
   * one lock both stores understand), so membership changes of one church run one after
   * another and the last-admin rule counts admins no parallel change is removing.
   */
  lock(id: number): Promise<ChurchRow | undefined> {
    return this.db
      .updateTable('churches')
      .set((eb) => ({ member_count: eb.ref('member_count') }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Moves the maintained member count by `delta` and marks the church changed, in one statement. */
  async countMembers(id: number, delta: 1 | -1, at: string): Promise<void> {
    await this.db
      .updateTable('churches')
      .set((eb) => ({ member_count: eb('member_count', '+', delta), updated_at: at }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks the church changed: its membership moved without changing the count. */
  async touch(id: number, at: string): Promise<void> {
    await this.db.updateTable('churches').set({ updated_at: at }).where('id', '=', id).execute();
  }

  async userExists(userId: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
  }

  /** Adds the membership unless the person already belongs; true when a row was added. */
  async insertMember(churchId: number, userId: number, role: string, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('church_members')
      .values({ church_id: churchId, user_id: userId, role, joined_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['church_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async setRole(churchId: number, userId: number, role: string, at: string): Promise<void> {
    await this.db.updateTable('church_members').set({ role, updated_at: at }).where('church_id', '=', churchId).where('user_id', '=', userId).execute();
  }

  /** Removes the membership; true when there was one. */
  deleteMember(churchId: number, userId: number): Promise<boolean> {
    return deleteMembership(this.db, CHURCH_MEMBERS, churchId, userId);
  }

  /**
   * The church's admins, counted no further than `upTo`: the last-admin rule only asks
   * whether there is more than one, and a big church should not be scanned to answer that.
   */
  async countAdmins(churchId: number, upTo: number): Promise<number> {
    const rows = await this.db
      .selectFrom('church_members')
      .select('user_id')
      .where('church_id', '=', churchId)
      .where('role', '=', 'admin')
      .limit(upTo)
      .execute();
    return rows.length;
  }

  private members(churchId: number) {
    return this.db
      .selectFrom('church_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([...PERSON_COLUMNS, 'm.role', 'm.joined_at', 'm.updated_at'])
      .where('m.church_id', '=', churchId);
  }

  listMembers(churchId: number, window: MemberWindow): Promise<ChurchMemberRow[]> {
    return memberWindow(this.members(churchId), CHURCH_MEMBERS, window).execute();
  }

  /**
   * Members whose name holds `needle` (any case), by name: the choice of people a church admin
   * adds to a group. `needle` is matched literally (LIKE's wildcards escaped).
   */
  searchMembers(churchId: number, needle: string, limit: number): Promise<ChurchMemberRow[]> {
    const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.members(churchId)
      .where((eb) => eb(eb.fn('lower', [sql<string>`u.given_name || ' ' || u.family_name`]), 'like', sql<string>`${pattern} escape '\\'`))
      .orderBy('u.given_name')
      .orderBy('u.family_name')
      .orderBy('u.id')
      .limit(limit)
      .execute();
  }

  /** What an `updatedSince` total needs of the member list. */
  memberChanges(churchId: number, since: string) {
    return memberChanges(this.db, this.counters, CHURCH_MEMBERS, churchId, since);
  }

  findMember(churchId: number, userId: number): Promise<ChurchMemberRow | undefined> {
    return this.members(churchId).where('m.user_id', '=', userId).executeTakeFirst();
  }

  /** The person's memberships as the member lists show them, each with its church, by church id. */
  membershipsOf(userId: number): Promise<(ChurchMemberRow & { church_id: number })[]> {
    return this.db
      .selectFrom('church_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([...PERSON_COLUMNS, 'm.role', 'm.joined_at', 'm.updated_at', 'm.church_id'])
      .where('m.user_id', '=', userId)
      .orderBy('m.church_id')
      .execute();
  }

  /** The churches the person administers, by church id. */
  listAdministered(userId: number): Promise<ChurchRow[]> {
    return this.db
      .selectFrom('church_members as m')
      .innerJoin('churches', 'churches.id', 'm.church_id')
      .selectAll('churches')
      .where('m.user_id', '=', userId)
      .where('m.role', '=', 'admin')
      .orderBy('churches.id')
      .execute();
  }
}

import { Repository } from '../../db/repository.ts';
import { PERSON_COLUMNS } from '../../db/member-lists.ts';

/** Reads are in chunks: SQLite takes at most 32,766 parameters a statement. */
const CHUNK = 500;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += CHUNK) yield items.slice(start, start + CHUNK);
}

export interface HouseholdRow {
  id: number;
  name: string;
  name_key: string;
  phone: string | null;
}

/**
 * The people import's reads and writes: accounts, church memberships (with the church's
 * maintained `member_count`), households and their adults, written in one unit of work.
 */
export class PeopleRepository extends Repository {
  async church(id: number): Promise<{ id: number; name: string } | undefined> {
    return this.db.selectFrom('churches').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  /** Accounts by email (lower case). */
  async usersByEmail(emails: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const chunk of chunks(emails)) {
      for (const row of await this.db.selectFrom('users').select(['id', 'email']).where('email', 'in', chunk).execute()) found.set(row.email, row.id);
    }
    return found;
  }

  /** Which of these people belong to the church. */
  async members(churchId: number, userIds: readonly number[]): Promise<Set<number>> {
    const found = new Set<number>();
    for (const chunk of chunks(userIds)) {
      const rows = await this.db.selectFrom('church_members').select('user_id').where('church_id', '=', churchId).where('user_id', 'in', chunk).execute();
      for (const row of rows) found.add(row.user_id);
    }
    return found;
  }

  /** The church's households by lower-cased name; of two with one name, the older. */
  async households(churchId: number, nameKeys: readonly string[]): Promise<Map<string, HouseholdRow>> {
    const found = new Map<string, HouseholdRow>();
    for (const chunk of chunks(nameKeys)) {
      const rows = await this.db
        .selectFrom('households')
        .select(['id', 'name', 'name_key', 'phone'])
        .where('church_id', '=', churchId)
        .where('name_key', 'in', chunk)
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) found.set(row.name_key, row);
    }
    return found;
  }

  /** The household each of these people is an adult of in the church. */
  async householdsOf(churchId: number, userIds: readonly number[]): Promise<Map<number, { id: number; name: string }>> {
    const found = new Map<number, { id: number; name: string }>();
    for (const chunk of chunks(userIds)) {
      const rows = await this.db
        .selectFrom('household_adults as a')
        .innerJoin('households as h', 'h.id', 'a.household_id')
        .select(['a.user_id', 'h.id', 'h.name'])
        .where('a.church_id', '=', churchId)
        .where('a.user_id', 'in', chunk)
        .execute();
      for (const row of rows) found.set(row.user_id, { id: row.id, name: row.name });
    }
    return found;
  }

  /** A new account without a usable password: its owner sets one through a mailed link. */
  async insertUser(person: { email: string; givenName: string; familyName: string }, passwordHash: string, at: string): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: passwordHash,
        given_name: person.givenName,
        family_name: person.familyName,
        picture: null,
        email_verified: false,
        is_admin: false,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Adds the members (none of whom belongs yet) and counts them on the church. */
  async insertMembers(churchId: number, members: readonly { userId: number; role: string }[], at: string): Promise<void> {
    if (!members.length) return;
    for (const chunk of chunks(members)) {
      await this.db
        .insertInto('church_members')
        .values(chunk.map(({ userId, role }) => ({ church_id: churchId, user_id: userId, role, joined_at: at, updated_at: at })))
        .execute();
    }
    await this.db
      .updateTable('churches')
      .set((eb) => ({ member_count: eb('member_count', '+', members.length), updated_at: at }))
      .where('id', '=', churchId)
      .execute();
  }

  async insertHousehold(churchId: number, name: string, phone: string | undefined, at: string): Promise<number> {
    const row = await this.db
      .insertInto('households')
      .values({ church_id: churchId, name, name_key: name.toLowerCase(), phone: phone ?? null, phone_last4: phone ? phone.slice(-4) : null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertAdult(householdId: number, churchId: number, userId: number, at: string): Promise<void> {
    await this.db.insertInto('household_adults').values({ household_id: householdId, church_id: churchId, user_id: userId, created_at: at }).execute();
  }

  async touchHousehold(id: number, at: string): Promise<void> {
    await this.db.updateTable('households').set({ updated_at: at }).where('id', '=', id).execute();
  }

  /** What the change log carries of each member added: the member list's entry. */
  memberRows(churchId: number, userIds: readonly number[]) {
    return this.db
      .selectFrom('church_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([...PERSON_COLUMNS, 'm.role', 'm.joined_at', 'm.updated_at'])
      .where('m.church_id', '=', churchId)
      .where('m.user_id', 'in', userIds)
      .orderBy('u.id')
      .execute();
  }

  /** What the change log carries of a new household: the household with its adults. */
  async household(id: number) {
    const [row, adults] = await Promise.all([
      this.db.selectFrom('households').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('household_adults as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(PERSON_COLUMNS)
        .where('a.household_id', '=', id)
        .orderBy('u.id')
        .execute(),
    ]);
    return { row, adults };
  }
}

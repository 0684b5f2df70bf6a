import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PreparedQueries } from '../../db/prepared.ts';
import type { ChurchRow, Database, NewUser, UserRow, UserUpdate } from '../../db/tables.ts';
import { countRows, Repository } from '../../db/repository.ts';

// Values per `in (...)` list: far below the bound-parameter limits of SQLite and PostgreSQL.
const LOOKUP_CHUNK = 500;

export class UsersRepository extends Repository {
  /** Lookups on every authenticated request (the OAuth account check), compiled once (see PreparedQueries). */
  private readonly queries: PreparedQueries;
  constructor(db: Db) {
    super(db);
    this.queries = new PreparedQueries(db);
  }

  insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.queries.execute('findById', { id }, (v) => this.db.selectFrom('users').selectAll().where('id', '=', v.id));
    return row;
  }

  /**
   * Deletes the account row; what still points at it goes with it (the database's cascades)
   * or keeps a null (`set null`). Its id is never given out again: both stores' identity
   * columns only count up (SQLite's AUTOINCREMENT, PostgreSQL's identity sequence).
   */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Everyone, oldest account first. */
  listAll(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('id').execute();
  }

  /** The ids of the accounts with these (normalised) emails; unknown emails are left out. */
  async idsByEmail(emails: readonly string[]): Promise<{ id: number; email: string }[]> {
    const found: { id: number; email: string }[] = [];
    for (let start = 0; start < emails.length; start += LOOKUP_CHUNK) {
      const chunk = emails.slice(start, start + LOOKUP_CHUNK);
      found.push(...(await this.db.selectFrom('users').select(['id', 'email']).where('email', 'in', chunk).execute()));
    }
    return found;
  }

  /** People whose email or full name contains `needle` (lower case), by family then given name. */
  search(needle: string, limit: number, offset: number): Promise<UserRow[]> {
    return this.matching(this.db.selectFrom('users').selectAll(), needle)
      .orderBy('family_name')
      .orderBy('given_name')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  countSearch(needle: string): Promise<number> {
    return countRows(this.matching(this.db.selectFrom('users'), needle));
  }

  private matching<Q extends SelectQueryBuilder<Database, 'users', object>>(query: Q, needle: string): Q {
    if (!needle) return query;
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(eb.fn('lower', [sql<string>`given_name || ' ' || family_name`]), 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    ) as Q;
  }

  async update(id: number, changes: UserUpdate): Promise<UserRow | undefined> {
    return this.db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Changes the user only while `column` still holds `value`; undefined otherwise. */
  async updateIf(id: number, column: 'email' | 'pending_email', value: string, changes: UserUpdate): Promise<UserRow | undefined> {
    return this.db.updateTable('users').set(changes).where('id', '=', id).where(column, '=', value).returningAll().executeTakeFirst();
  }

  /** Churches the user belongs to, in the order they joined (then by church id); with `updatedSince`, only those changed since. */
  async listChurches(userId: number, limit: number, offset: number, updatedSince?: string): Promise<ChurchRow[]> {
    return this.db
      .selectFrom('church_members')
      .innerJoin('churches', 'churches.id', 'church_members.church_id')
      .selectAll('churches')
      .where('church_members.user_id', '=', userId)
      .$if(updatedSince !== undefined, (qb) => qb.where('churches.updated_at', '>=', updatedSince!))
      .orderBy('church_members.joined_at')
      .orderBy('churches.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  countChurches(userId: number, updatedSince?: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('church_members')
        .where('user_id', '=', userId)
        .$if(updatedSince !== undefined, (qb) =>
          qb.where('church_id', 'in', (sub) => sub.selectFrom('churches').select('id').where('updated_at', '>=', updatedSince!)),
        ),
    );
  }
}

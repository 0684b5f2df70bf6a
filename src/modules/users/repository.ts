import type { Db } from '../../db/database.ts';
import type { ChurchRow, NewUser, UserRow, UserUpdate } from '../../db/tables.ts';

export class UsersRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async update(id: number, changes: UserUpdate): Promise<UserRow | undefined> {
    return this.db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Churches the user belongs to, in the order they joined (then by church id). */
  async listChurches(userId: number, limit: number, offset: number): Promise<ChurchRow[]> {
    return this.db
      .selectFrom('church_members')
      .innerJoin('churches', 'churches.id', 'church_members.church_id')
      .selectAll('churches')
      .where('church_members.user_id', '=', userId)
      .orderBy('church_members.joined_at')
      .orderBy('churches.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async countChurches(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('church_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

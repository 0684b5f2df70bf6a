import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ChildrenTable, HouseholdsTable } from '../../db/tables.ts';
import { countRows, Repository } from '../../db/repository.ts';
import { PERSON_COLUMNS } from '../../db/member-lists.ts';

export type HouseholdRow = Selectable<HouseholdsTable>;
export type ChildRow = Selectable<ChildrenTable>;
export type HouseholdColumns = Updateable<HouseholdsTable>;
export type ChildColumns = Updateable<ChildrenTable>;

/** An adult with the public profile columns; the email is never selected. */
export interface AdultRow {
  household_id: number;
  id: number;
  given_name: string;
  family_name: string;
  picture: string | null;
}

export interface HouseholdFilter {
  churchId: number;
  /** Only the household this person is an adult of. */
  adultId?: number;
  /** Lower-cased start of the name. */
  namePrefix?: string;
  /** The phone's last four digits. */
  phoneLast4?: string;
  since?: string;
}

export class HouseholdsRepository extends Repository {
  private filtered(filter: HouseholdFilter) {
    return this.db
      .selectFrom('households as h')
      .where('h.church_id', '=', filter.churchId)
      .$if(filter.adultId !== undefined, (qb) =>
        qb.where('h.id', 'in', (eb) => eb.selectFrom('household_adults').select('household_id').where('church_id', '=', filter.churchId).where('user_id', '=', filter.adultId!)),
      )
      // A prefix compared as text, not with LIKE: `%` and `_` in a name mean themselves.
      .$if(filter.namePrefix !== undefined, (qb) =>
        qb.where((eb) => {
          const prefix = eb(eb.fn('substr', ['h.name_key', eb.lit(1), eb.val([...filter.namePrefix!].length)]), '=', filter.namePrefix!);
          return filter.phoneLast4 === undefined ? prefix : eb.or([prefix, eb('h.phone_last4', '=', filter.phoneLast4)]);
        }),
      )
      .$if(filter.since !== undefined, (qb) => qb.where('h.updated_at', '>=', filter.since!));
  }

  /** Households by name, then id. */
  list(filter: HouseholdFilter, limit: number, offset: number): Promise<HouseholdRow[]> {
    return this.filtered(filter).selectAll('h').orderBy('h.name_key').orderBy('h.id').limit(limit).offset(offset).execute();
  }

  count(filter: HouseholdFilter): Promise<number> {
    return countRows(this.filtered(filter));
  }

  find(id: number): Promise<HouseholdRow | undefined> {
    return this.db.selectFrom('households').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A household of the church by its name, any case (the import's key). */
  findByName(churchId: number, name: string): Promise<HouseholdRow | undefined> {
    return this.db.selectFrom('households').selectAll().where('church_id', '=', churchId).where('name_key', '=', name.toLowerCase()).orderBy('id').executeTakeFirst();
  }

  adultsOf(householdIds: readonly number[]): Promise<AdultRow[]> {
    if (!householdIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('household_adults as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.household_id', ...PERSON_COLUMNS])
      .where('a.household_id', 'in', householdIds)
      .orderBy('a.created_at')
      .orderBy('u.id')
      .execute();
  }

  childrenOf(householdIds: readonly number[]): Promise<ChildRow[]> {
    if (!householdIds.length) return Promise.resolve([]);
    return this.db.selectFrom('children').selectAll().where('household_id', 'in', householdIds).orderBy('id').execute();
  }

  /** The household the person is an adult of in this church. */
  async householdOf(churchId: number, userId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('household_adults').select('household_id').where('church_id', '=', churchId).where('user_id', '=', userId).executeTakeFirst();
    return row?.household_id;
  }

  /** Which of these households the person is an adult of. */
  async adultAmong(userId: number, householdIds: readonly number[]): Promise<Set<number>> {
    if (!householdIds.length) return new Set();
    const rows = await this.db.selectFrom('household_adults').select('household_id').where('user_id', '=', userId).where('household_id', 'in', householdIds).execute();
    return new Set(rows.map((row) => row.household_id));
  }

  async insert(household: Insertable<HouseholdsTable>): Promise<number> {
    const row = await this.db.insertInto('households').values(household).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Writes the columns and moves `updated_at`; on PostgreSQL the row stays locked until the
   * transaction ends, so the writes of one household run one after another. False when it is gone.
   */
  async update(id: number, columns: HouseholdColumns): Promise<boolean> {
    const result = await this.db.updateTable('households').set(columns).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('households').where('id', '=', id).execute();
  }

  /** The households the person is an adult of, with their church. */
  householdsOfPerson(userId: number): Promise<{ household_id: number; church_id: number }[]> {
    return this.db.selectFrom('household_adults').select(['household_id', 'church_id']).where('user_id', '=', userId).orderBy('household_id').execute();
  }

  /**
   * Adds the adult unless the person already is one in this church (this household or
   * another: the unique index decides, also between parallel requests); true when added.
   */
  async insertAdult(householdId: number, churchId: number, userId: number, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('household_adults')
      .values({ household_id: householdId, church_id: churchId, user_id: userId, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async deleteAdult(householdId: number, userId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('household_adults').where('household_id', '=', householdId).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  adultCount(householdId: number): Promise<number> {
    return countRows(this.db.selectFrom('household_adults').where('household_id', '=', householdId));
  }

  findChild(id: number): Promise<ChildRow | undefined> {
    return this.db.selectFrom('children').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A child of the household by name and birthdate, any case (the import's key). */
  findChildByName(householdId: number, givenName: string, familyName: string, birthdate: string): Promise<ChildRow | undefined> {
    return this.db
      .selectFrom('children')
      .selectAll()
      .where('household_id', '=', householdId)
      .where((eb) => eb(eb.fn('lower', ['given_name']), '=', givenName.toLowerCase()))
      .where((eb) => eb(eb.fn('lower', ['family_name']), '=', familyName.toLowerCase()))
      .where('birthdate', '=', birthdate)
      .executeTakeFirst();
  }

  async insertChild(child: Insertable<ChildrenTable>): Promise<number> {
    const row = await this.db.insertInto('children').values(child).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateChild(id: number, columns: ChildColumns): Promise<void> {
    await this.db.updateTable('children').set(columns).where('id', '=', id).execute();
  }

  async deleteChild(id: number): Promise<void> {
    await this.db.deleteFrom('children').where('id', '=', id).execute();
  }

  /** Whether any of the household's children (or this one child) is checked in and not out. */
  async hasOpenCheckIn(where: { householdId: number } | { childId: number }): Promise<boolean> {
    const row = await this.db
      .selectFrom('check_ins')
      .select('id')
      .where('checked_out_at', 'is', null)
      .where('child_id', 'is not', null)
      .$if('householdId' in where, (qb) => qb.where('household_id', '=', (where as { householdId: number }).householdId))
      .$if('childId' in where, (qb) => qb.where('child_id', '=', (where as { childId: number }).childId))
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }
}

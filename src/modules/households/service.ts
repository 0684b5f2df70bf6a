import { nowIso, toIso } from '../../db/tables.ts';
import type { UnitOfWork, Work } from '../../db/unit-of-work.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, updatedSinceOf, type Page } from '../../http/pagination.ts';
import { HOUSEHOLDS_NOT_APPROVED, type Principal } from '../../http/principal.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchRole } from '../../http/church-roles.ts';
import { ChurchRecordsService, type ChurchesService } from '../churches/service.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { personOf } from '../users/person.ts';
import { toChild } from '../families/records.ts';
import {
  canChooseHouseholdAdults,
  canCreateHousehold,
  canDeleteHousehold,
  canEditHousehold,
  canListChurchHouseholds,
  canReachHouseholds,
  canSeeChildNotes,
  canViewHousehold,
} from './policy.ts';
import type { AdultRow, ChildColumns, ChildRow, HouseholdFilter, HouseholdRow, HouseholdsRepository } from './repository.ts';
import type { Child, ChildChanges, Household, HouseholdChanges, HouseholdsQuery, NewChild, NewHousehold } from './schemas.ts';

/** Who asks: the person, and whether their app may reach household data at all. */
export type HouseholdCaller = Pick<Principal, 'userId' | 'householdsApproved'>;

/** What a caller may do with one household: read from their role in its church and whether they are one of its adults. */
export interface HouseholdAccess {
  household: HouseholdRow;
  role: ChurchRole | null;
  isAdult: boolean;
}

const E164 = /^\+[1-9][0-9]{6,14}$/;

export const householdsNotApproved = () => forbidden(HOUSEHOLDS_NOT_APPROVED);
const householdNotFound = (id: number) => notFound(`Household ${id} does not exist`);
const childNotFound = (id: number) => notFound(`Child ${id} does not exist`);
const notAChurchMember = (userId: number, churchId: number) =>
  new ApiError(409, 'NotAChurchMember', `User ${userId} is not a member of church ${churchId}: add them to the church first`);

function invalid(field: string, problem: string) {
  return badRequest(`Invalid field '${field}': ${problem}`);
}

function nonBlank(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalid(field, 'must not be blank');
  return trimmed;
}

/** A phone in E.164 and its last four digits (what kiosks search by); null clears it. */
export function checkedPhone(phone: string | null | undefined): { phone: string | null; phone_last4: string | null } {
  if (phone === null || phone === undefined || phone.trim() === '') return { phone: null, phone_last4: null };
  const value = phone.trim();
  if (!E164.test(value)) throw invalid('phone', `'${value}' is not an E.164 number: write + and the country code, then digits only, e.g. +15551234567`);
  return { phone: value, phone_last4: value.slice(-4) };
}

/** A birthdate as YYYY-MM-DD: a real day, not in the future, not before 1900. */
export function checkedBirthdate(value: string, today = new Date().toISOString().slice(0, 10)): string {
  const date = value.trim();
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw invalid('birthdate', `'${value}' is not a date written YYYY-MM-DD, e.g. 2020-05-14`);
  }
  if (date > today) throw invalid('birthdate', `${date} is in the future`);
  if (date < '1900-01-01') throw invalid('birthdate', `${date} is before 1900`);
  return date;
}

/** The columns of a child's fields sent, checked and trimmed. */
function childColumns(fields: ChildChanges): ChildColumns {
  const columns: ChildColumns = {};
  if (fields.givenName !== undefined) columns.given_name = nonBlank('givenName', fields.givenName);
  if (fields.familyName !== undefined) columns.family_name = nonBlank('familyName', fields.familyName);
  if (fields.birthdate !== undefined) columns.birthdate = checkedBirthdate(fields.birthdate);
  if (fields.allergies !== undefined) columns.allergies = fields.allergies.trim();
  if (fields.notes !== undefined) columns.notes = fields.notes.trim();
  return columns;
}

export interface AdultSet {
  household: Household;
  created: boolean;
}

export class HouseholdsService extends ChurchRecordsService<HouseholdsRepository> {
  private readonly pictures: ProfilePictures;
  constructor(repository: HouseholdsRepository, writes: UnitOfWork<Change>, churches: ChurchesService, pictures: ProfilePictures) {
    super(repository, writes, churches);
    this.pictures = pictures;
  }

  /** The church's households for its admins and volunteers; anyone else's own. By name, then id. */
  async list(caller: HouseholdCaller, query: HouseholdsQuery): Promise<Page<Household>> {
    if (!canReachHouseholds(caller)) throw householdsNotApproved();
    await this.churches.assertExists(query.churchId);
    const role = await this.churches.roleOf(query.churchId, caller.userId);
    const filter: HouseholdFilter = { churchId: query.churchId, since: updatedSinceOf(query) };
    if (!canListChurchHouseholds(role)) filter.adultId = caller.userId;
    const q = query.q?.trim();
    if (q) {
      filter.namePrefix = q.toLowerCase();
      if (/^[0-9]{4}$/.test(q)) filter.phoneLast4 = q;
    }
    const [rows, total] = await Promise.all([this.repository.list(filter, query.limit, offsetOf(query)), this.repository.count(filter)]);
    const own = filter.adultId === undefined ? await this.repository.adultAmong(caller.userId, rows.map((row) => row.id)) : new Set(rows.map((row) => row.id));
    return page(await this.shaped(rows, (row) => canSeeChildNotes(role, own.has(row.id))), query, total);
  }

  async get(caller: HouseholdCaller, id: number): Promise<Household> {
    const access = await this.access(caller, id);
    return this.asSeen(access);
  }

  /**
   * Checks that the caller may see the household and says how: NotFound when it does not
   * exist or they may not see it (nobody learns a household exists that way), Forbidden when
   * their app lacks the approval. For the check-in module too.
   */
  async access(caller: HouseholdCaller, id: number): Promise<HouseholdAccess> {
    if (!canReachHouseholds(caller)) throw householdsNotApproved();
    const household = await this.repository.find(id);
    if (!household) throw householdNotFound(id);
    const [role, adultOf] = await Promise.all([this.churches.roleOf(household.church_id, caller.userId), this.repository.householdOf(household.church_id, caller.userId)]);
    const isAdult = adultOf === id;
    if (!canViewHousehold(role, isAdult)) throw householdNotFound(id);
    return { household, role, isAdult };
  }

  /** Which of these households the person is an adult of (the change feed's rule for household events). */
  adultAmong(userId: number, householdIds: Iterable<number>): Promise<Set<number>> {
    return this.repository.adultAmong(userId, [...new Set(householdIds)]);
  }

  async create(caller: HouseholdCaller, body: NewHousehold): Promise<Household> {
    if (!canReachHouseholds(caller)) throw householdsNotApproved();
    const { churchId } = body;
    await this.assertChurchField(churchId);
    const role = await this.churches.roleOf(churchId, caller.userId);
    if (!canCreateHousehold(role)) throw forbidden(`Only members of church ${churchId} can start a household there`);
    if (body.adultIds !== undefined && !canChooseHouseholdAdults(role)) {
      throw forbidden(`Only admins of church ${churchId} can name a household's adults; leave out 'adultIds' to be its first adult`);
    }
    const adultIds = body.adultIds ? [...new Set(body.adultIds)] : [caller.userId];
    for (const userId of adultIds) {
      if ((await this.churches.roleOf(churchId, userId)) === null) throw notAChurchMember(userId, churchId);
    }
    const name = nonBlank('name', body.name);
    const at = nowIso();
    const id = await this.unitOfWork(async ({ repository, record }) => {
      const id = await repository.insert({ church_id: churchId, name, name_key: name.toLowerCase(), ...checkedPhone(body.phone), created_at: at, updated_at: at });
      for (const userId of adultIds) {
        if (!(await repository.insertAdult(id, churchId, userId, at))) throw await this.alreadyInAHousehold(repository, churchId, userId);
      }
      record(await this.changeOf(repository, 'household.created', id));
      return id;
    });
    return this.asSeen({ household: (await this.repository.find(id))!, role, isAdult: adultIds.includes(caller.userId) });
  }

  async update(caller: HouseholdCaller, id: number, changes: HouseholdChanges): Promise<Household> {
    const access = await this.editable(caller, id);
    const columns: Parameters<HouseholdsRepository['update']>[1] = {};
    if (changes.name !== undefined) {
      columns.name = nonBlank('name', changes.name);
      columns.name_key = columns.name.toLowerCase();
    }
    if (changes.phone !== undefined) Object.assign(columns, checkedPhone(changes.phone));
    if (!Object.keys(columns).length) return this.asSeen(access);
    await this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.update(id, { ...columns, updated_at: nowIso() }))) throw householdNotFound(id);
      record(await this.changeOf(repository, 'household.updated', id));
    });
    return this.asSeen({ ...access, household: (await this.repository.find(id))! });
  }

  /** Deletes the household and its children; Conflict while one of them is checked in. */
  async remove(caller: HouseholdCaller, id: number): Promise<void> {
    const { household, role } = await this.access(caller, id);
    if (!canDeleteHousehold(role)) throw forbidden(`Only admins of church ${household.church_id} can delete its households`);
    await this.unitOfWork(async ({ repository, record }) => {
      // Locks the row first, so no check-in of its children lands between the check and the delete.
      if (!(await repository.update(id, { updated_at: nowIso() }))) throw householdNotFound(id);
      if (await repository.hasOpenCheckIn({ householdId: id })) throw conflict(`A child of household ${id} is checked in: check them out first`);
      const adultIds = (await repository.adultsOf([id])).map((adult) => adult.id);
      await repository.delete(id);
      record({ type: 'household.deleted', resourceId: id, churchId: household.church_id, object: { id, deleted: true, churchId: household.church_id, adultIds } });
    });
  }

  /**
   * Makes the person an adult of the household: 201 when added, 200 when they already are.
   * A member of the church only, and of no other household there (Conflict); the unique
   * index on (church, person) decides between parallel requests.
   */
  async putAdult(caller: HouseholdCaller, id: number, userId: number): Promise<AdultSet> {
    const access = await this.editable(caller, id);
    const churchId = access.household.church_id;
    if ((await this.churches.roleOf(churchId, userId)) === null) throw notAChurchMember(userId, churchId);
    const created = await this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      if (!(await repository.insertAdult(id, churchId, userId, at))) {
        if ((await repository.householdOf(churchId, userId)) === id) return false;
        throw await this.alreadyInAHousehold(repository, churchId, userId);
      }
      if (!(await repository.update(id, { updated_at: at }))) throw householdNotFound(id);
      record(await this.changeOf(repository, 'household.updated', id));
      return true;
    });
    const isAdult = access.isAdult || userId === caller.userId;
    return { household: await this.asSeen({ ...access, isAdult, household: (await this.repository.find(id))! }), created };
  }

  /** Takes an adult out of the household; the last one cannot go (Conflict): a household always has someone to answer for it. */
  async removeAdult(caller: HouseholdCaller, id: number, userId: number): Promise<void> {
    await this.editable(caller, id);
    await this.unitOfWork(async ({ repository, record }) => {
      // The row lock orders parallel removals, so two of them cannot both leave one adult each.
      if (!(await repository.update(id, { updated_at: nowIso() }))) throw householdNotFound(id);
      if (!(await repository.deleteAdult(id, userId))) throw notFound(`User ${userId} is not an adult of household ${id}`);
      if ((await repository.adultCount(id)) === 0) throw conflict(`User ${userId} is the last adult of household ${id}: add another adult first, or delete the household`);
      record(await this.changeOf(repository, 'household.updated', id));
    });
  }

  /** Adds a child; `familyName` defaults to the household's first adult's. */
  async addChild(caller: HouseholdCaller, householdId: number, body: NewChild): Promise<Child> {
    const access = await this.editable(caller, householdId);
    const columns = childColumns(body);
    if (columns.family_name === undefined) {
      const [first] = await this.repository.adultsOf([householdId]);
      const familyName = first?.family_name.trim();
      if (!familyName) throw invalid('familyName', "required: the household's first adult has no family name to take");
      columns.family_name = familyName;
    }
    const at = nowIso();
    const childId = await this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.update(householdId, { updated_at: at }))) throw householdNotFound(householdId);
      const childId = await repository.insertChild({
        household_id: householdId,
        church_id: access.household.church_id,
        given_name: columns.given_name!,
        family_name: columns.family_name!,
        birthdate: columns.birthdate!,
        allergies: columns.allergies ?? '',
        notes: columns.notes ?? '',
        created_at: at,
        updated_at: at,
      });
      record(await this.changeOf(repository, 'household.updated', householdId));
      return childId;
    });
    return toChild((await this.repository.findChild(childId))!, canSeeChildNotes(access.role, access.isAdult));
  }

  async updateChild(caller: HouseholdCaller, childId: number, changes: ChildChanges): Promise<Child> {
    const { child, access } = await this.editableChild(caller, childId);
    const columns = childColumns(changes);
    const withNotes = canSeeChildNotes(access.role, access.isAdult);
    if (!Object.keys(columns).length) return toChild(child, withNotes);
    await this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      if (!(await repository.update(child.household_id, { updated_at: at }))) throw childNotFound(childId);
      await repository.updateChild(childId, { ...columns, updated_at: at });
      record(await this.changeOf(repository, 'household.updated', child.household_id));
    });
    const updated = await this.repository.findChild(childId);
    if (!updated) throw childNotFound(childId);
    return toChild(updated, withNotes);
  }

  /** Deletes a child; Conflict while they are checked in. */
  async removeChild(caller: HouseholdCaller, childId: number): Promise<void> {
    const { child } = await this.editableChild(caller, childId);
    await this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.update(child.household_id, { updated_at: nowIso() }))) throw childNotFound(childId);
      if (await repository.hasOpenCheckIn({ childId })) throw conflict(`Child ${childId} is checked in: check them out first`);
      await repository.deleteChild(childId);
      record(await this.changeOf(repository, 'household.updated', child.household_id));
    });
  }

  /** The household the caller may change (its adults, the church's admins): 404 for those who may not see it, 403 for volunteers. */
  private async editable(caller: HouseholdCaller, id: number): Promise<HouseholdAccess> {
    const access = await this.access(caller, id);
    if (!canEditHousehold(access.role, access.isAdult)) {
      throw forbidden(`Only the adults of household ${id} and admins of church ${access.household.church_id} can change it`);
    }
    return access;
  }

  private async editableChild(caller: HouseholdCaller, childId: number): Promise<{ child: ChildRow; access: HouseholdAccess }> {
    if (!canReachHouseholds(caller)) throw householdsNotApproved();
    const child = await this.repository.findChild(childId);
    if (!child) throw childNotFound(childId);
    try {
      return { child, access: await this.editable(caller, child.household_id) };
    } catch (error) {
      // Whoever may not see the household learns nothing of the child either.
      if (error instanceof ApiError && error.statusCode === 404) throw childNotFound(childId);
      throw error;
    }
  }

  private async alreadyInAHousehold(repository: HouseholdsRepository, churchId: number, userId: number): Promise<ApiError> {
    const other = await repository.householdOf(churchId, userId);
    return conflict(`User ${userId} is already an adult of ${other === undefined ? 'another household' : `household ${other}`} in church ${churchId}: a person belongs to one household per church`);
  }

  /**
   * Takes a person whose account is being deleted out of every household, in the deletion's
   * unit of work. A household left without an adult is deleted with its children and their
   * check-ins: no one with an account answers for them any more. Logs `household.updated` or
   * `household.deleted` for each.
   */
  /**
   * The households that would go with the person (they are its only adult) while one of its
   * children is checked in: as for deleting a household, the child is checked out first.
   */
  async checkedInWithoutAnotherAdult(userId: number): Promise<number[]> {
    const ids: number[] = [];
    for (const { household_id: id } of await this.repository.householdsOfPerson(userId)) {
      if ((await this.repository.adultCount(id)) === 1 && (await this.repository.hasOpenCheckIn({ householdId: id }))) ids.push(id);
    }
    return ids;
  }

  async removeFromEveryHousehold({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const repository = this.repository.within(trx);
    for (const { household_id: id, church_id: churchId } of await repository.householdsOfPerson(userId)) {
      // Locks the row first, as the other changes of its adults do.
      await repository.update(id, { updated_at: nowIso() });
      await repository.deleteAdult(id, userId);
      if ((await repository.adultCount(id)) > 0) {
        record(await this.changeOf(repository, 'household.updated', id));
      } else {
        if (await repository.hasOpenCheckIn({ householdId: id })) throw conflict(`A child of household ${id} is checked in: check them out first`);
        await repository.delete(id);
        record({ type: 'household.deleted', resourceId: id, churchId, object: { id, deleted: true, churchId, adultIds: [] } });
      }
    }
  }

  /** The logged change of a household, read in the writing transaction: as its adults see it, without any child's notes (never in webhooks or the feed). */
  async changeOf(repository: HouseholdsRepository, type: 'household.created' | 'household.updated', id: number): Promise<Change> {
    const row = (await repository.find(id))!;
    const [household] = await this.shapedWith(repository, [row], () => false);
    return { type, resourceId: id, churchId: row.church_id, object: household };
  }

  private async asSeen(access: HouseholdAccess): Promise<Household> {
    const [household] = await this.shaped([access.household], () => canSeeChildNotes(access.role, access.isAdult));
    return household;
  }

  private shaped(rows: HouseholdRow[], withNotes: (row: HouseholdRow) => boolean): Promise<Household[]> {
    return this.shapedWith(this.repository, rows, withNotes);
  }

  private async shapedWith(repository: HouseholdsRepository, rows: HouseholdRow[], withNotes: (row: HouseholdRow) => boolean): Promise<Household[]> {
    const ids = rows.map((row) => row.id);
    const [adults, children] = await Promise.all([repository.adultsOf(ids), repository.childrenOf(ids)]);
    const adultsBy = groupBy(adults, (adult) => adult.household_id);
    const childrenBy = groupBy(children, (child) => child.household_id);
    return rows.map((row) => {
      const notes = withNotes(row);
      return {
        id: row.id,
        churchId: row.church_id,
        name: row.name,
        phone: row.phone,
        adults: (adultsBy.get(row.id) ?? []).map((adult: AdultRow) => personOf(adult, this.pictures)),
        children: (childrenBy.get(row.id) ?? []).map((child) => toChild(child, notes)),
        createdAt: toIso(row.created_at),
        updatedAt: toIso(row.updated_at),
      };
    });
  }
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

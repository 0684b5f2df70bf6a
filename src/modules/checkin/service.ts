import { nowIso, toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, type Page } from '../../http/pagination.ts';
import type { Principal } from '../../http/principal.ts';
import { REQUEST_LIMITS, type RequestThrottle } from '../accounts/throttle.ts';
import type { AuditService } from '../audit/service.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchRole } from '../../http/church-roles.ts';
import type { ChurchesService } from '../churches/service.ts';
import type { UsersService } from '../users/service.ts';
import { toCheckIn } from '../families/records.ts';
import { codeMatches, newSecurityCode, normalizeCode } from './codes.ts';
import { householdLabelsPdf, labelPdf, labelTime, type LabelContent } from './labels.ts';
import {
  canCheckIn,
  canCheckOut,
  canManageRooms,
  canOverrideCheckOut,
  canPrintLabels,
  canReachHouseholds,
  canSeeCheckIn,
  canViewRoster,
  canViewRooms,
} from './policy.ts';
import type { CheckInEvent, CheckInRepository, CheckInRow, CheckInView, ChildRef, NewCheckInRow, RoomRow } from './repository.ts';
import type { CheckIn, CheckInResult, CheckOut, KioskEvent, KioskHousehold, NewCheckIn, NewRoom, Room, RoomChanges, RosterEntry, RosterQuery } from './schemas.ts';

/** Wrong codes a check-in takes before it is locked until a church admin overrides. */
export const MAX_CODE_ATTEMPTS = 5;
/** Check-in opens this long before an event starts (and closes when it ends). */
export const CHECK_IN_OPENS_BEFORE_MS = 3_600_000;
/** New codes tried when the one drawn is another household's at the event: practically never more than one. */
const CODE_DRAWS = 20;
/** A kiosk offers the events starting or ending within this span of now. */
const KIOSK_SPAN_MS = 12 * 3_600_000;

type Caller = Pick<Principal, 'userId' | 'householdsApproved'>;

export const checkInClosed = (message: string) => new ApiError(409, 'CheckInClosed', message);
export const roomFull = (message: string) => new ApiError(409, 'RoomFull', message);
export const ageOutOfRange = (message: string) => new ApiError(409, 'AgeOutOfRange', message);
export const securityCodeMismatch = (message: string) => new ApiError(403, 'SecurityCodeMismatch', message);
export const checkOutLocked = (message: string) => new ApiError(423, 'CheckOutLocked', message);
export const tooManyWrongCodes = (message: string) => new ApiError(429, 'TooManyWrongCodes', message);

/** What the kiosk's check-out lookup found under a code, and, for a code that matched nobody, what the person is told. */
export interface CodeLookup {
  found: RosterEntry[];
  wrongCode?: string;
}

export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    eventId: row.event_id,
    churchId: row.church_id,
    name: row.name,
    capacity: row.capacity,
    minAge: row.min_age,
    maxAge: row.max_age,
    checkedIn: row.checked_in_count,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toRosterEntry(row: CheckInRow & { room_name: string | null; allergies: string | null }): RosterEntry {
  return { ...toCheckIn(row), roomName: row.room_name, allergies: row.allergies ?? '' };
}

/** A check-in as the change log keeps it: the API object, which never carries the code. */
function checkInChange(type: 'check_in.created' | 'check_in.checked_out', row: CheckInRow): Change {
  return { type, resourceId: row.id, churchId: row.church_id, eventId: row.event_id, object: toCheckIn(row) };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: string, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** Age in whole years on a date (both YYYY-MM-DD): a birthday counts from its own day on. */
export function ageOn(birthdate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return date.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/** Whether a room takes a child of this age. */
export function roomTakesAge(room: Pick<RoomRow, 'min_age' | 'max_age'>, age: number): boolean {
  return (room.min_age === null || age >= room.min_age) && (room.max_age === null || age <= room.max_age);
}

/** The room a kiosk suggests for a child: the first of the event's rooms whose ages take them. */
export function suggestedRoom(rooms: readonly RoomRow[], age: number): RoomRow | undefined {
  return rooms.find((room) => roomTakesAge(room, age));
}

/** Check-in takes people from an hour before the event starts until it ends. */
export function checkInOpen(event: Pick<CheckInEvent, 'starts_at' | 'ends_at'>, now = Date.now()): boolean {
  return now >= Date.parse(toIso(event.starts_at)) - CHECK_IN_OPENS_BEFORE_MS && now < Date.parse(toIso(event.ends_at));
}

function assertAges(room: { min_age: number | null; max_age: number | null }): void {
  if (room.min_age !== null && room.max_age !== null && room.min_age > room.max_age) {
    throw badRequest(`Invalid field 'maxAge': must not be below minAge (${room.min_age})`);
  }
}

const childName = (child: Pick<ChildRef, 'given_name' | 'family_name'>) => `${child.given_name} ${child.family_name}`.trim();


/**
 * Check-in: rooms of an event, checking families in with their security code, labels, the
 * roster and checking out by code. Children's data: apps reach it only with the household
 * approval, people only as the household's adults or the church's staff; the security code
 * leaves this module only in a check-in's answer and on labels.
 */
export class CheckInService extends WritingService<CheckInRepository, Change> {
  private readonly churches: ChurchesService;
  private readonly users: UsersService;
  private readonly audit: AuditService;
  private readonly lookups: Pick<RequestThrottle, 'counted' | 'count'>;
  constructor(
    repository: CheckInRepository,
    writes: UnitOfWork<Change>,
    deps: { churches: ChurchesService; users: UsersService; audit: AuditService; lookups: Pick<RequestThrottle, 'counted' | 'count'> },
  ) {
    super(repository, writes);
    this.churches = deps.churches;
    this.users = deps.users;
    this.audit = deps.audit;
    this.lookups = deps.lookups;
  }

  // Rooms

  async rooms(eventId: number, userId: number): Promise<Room[]> {
    const event = await this.event(eventId);
    if (!canViewRooms(await this.roleIn(event.church_id, userId))) throw forbidden(`Only members of church ${event.church_id} can see the rooms of its events`);
    return (await this.repository.rooms(eventId)).map(toRoom);
  }

  async createRoom(eventId: number, userId: number, body: NewRoom): Promise<Room> {
    const event = await this.event(eventId);
    await this.assertManagesRooms(event.church_id, userId);
    const name = body.name.trim();
    if (!name) throw badRequest("Invalid field 'name': must not be blank");
    const values = { min_age: body.minAge ?? null, max_age: body.maxAge ?? null };
    assertAges(values);
    const at = nowIso();
    const row = await this.repository.createRoom({ event_id: eventId, church_id: event.church_id, name, capacity: body.capacity ?? null, ...values, created_at: at, updated_at: at });
    return toRoom(row);
  }

  async updateRoom(id: number, userId: number, changes: RoomChanges): Promise<Room> {
    const room = await this.room(id);
    await this.assertManagesRooms(room.church_id, userId);
    const name = changes.name?.trim();
    if (name === '') throw badRequest("Invalid field 'name': must not be blank");
    assertAges({ min_age: changes.minAge === undefined ? room.min_age : changes.minAge, max_age: changes.maxAge === undefined ? room.max_age : changes.maxAge });
    const updated = await this.repository.updateRoom(id, { name, capacity: changes.capacity, min_age: changes.minAge, max_age: changes.maxAge, updated_at: nowIso() });
    if (!updated) {
      const now = await this.room(id);
      throw conflict(`Room ${id} has ${now.checked_in_count} children checked in; its capacity cannot go below that`);
    }
    return toRoom(updated);
  }

  async deleteRoom(id: number, userId: number): Promise<void> {
    const room = await this.room(id);
    await this.assertManagesRooms(room.church_id, userId);
    if (!(await this.repository.deleteEmptyRoom(id))) {
      const now = await this.repository.room(id);
      if (now) throw conflict(`Room ${id} has ${now.checked_in_count} children checked in; check them out before removing it`);
    }
  }

  // Checking in

  /**
   * Checks the household's children (into their rooms) and adults in, all or nothing. Someone
   * already checked in and not out keeps their check-in, answered again; `created` is false when
   * everyone already was. Parallel requests, here or on another instance, meet at the unique
   * indexes: one code per household and event, one open check-in per person, and each room's
   * count raised in one guarded statement per room, in room order.
   */
  async checkIn(eventId: number, caller: Caller, body: NewCheckIn): Promise<{ result: CheckInResult; created: boolean }> {
    this.assertReach(caller);
    const [event, household] = await Promise.all([this.repository.eventFor(eventId, caller.userId), this.repository.household(body.householdId)]);
    if (!event) throw notFound(`Event ${eventId} does not exist`);
    const householdMissing = () => notFound(`Household ${body.householdId} does not exist`);
    if (!household || household.church_id !== event.church_id) throw householdMissing();
    const [role, isAdult] = await this.relationTo(event.church_id, household.id, caller.userId, event.role as ChurchRole | null);
    // Someone neither of the household nor of the church's staff does not learn it exists.
    if (!canCheckIn(role, isAdult)) throw householdMissing();
    if (!checkInOpen(event)) throw checkInClosed(closedMessage(event));

    const childIds = body.children.map((child) => child.childId);
    if (new Set(childIds).size !== childIds.length) throw badRequest("Invalid field 'children': a child is listed twice");
    const adultIds = [...new Set(body.adults ?? [])];
    if (!childIds.length && !adultIds.length) throw badRequest("Invalid field 'children': give at least one child or adult to check in");

    const [children, rooms, adults] = await Promise.all([this.repository.children(childIds), this.repository.rooms(eventId), this.repository.adults(household.id, adultIds)]);
    const childById = new Map(children.filter((child) => child.household_id === household.id).map((child) => [child.id, child]));
    const roomById = new Map(rooms.map((room) => [room.id, room]));
    const date = localDate(event.starts_at, event.time_zone);
    const wanted = body.children
      .map(({ childId, roomId }) => {
        const child = childById.get(childId);
        if (!child) throw notFound(`Child ${childId} does not exist`);
        const room = roomById.get(roomId);
        if (!room) throw notFound(`Room ${roomId} is not a room of event ${eventId}`);
        const age = ageOn(child.birthdate, date);
        if (!roomTakesAge(room, age)) throw ageOutOfRange(`${childName(child)} is ${age} on ${date}; room ${room.name} takes ${ageRange(room)}`);
        return { child, room };
      })
      .sort((a, b) => a.child.id - b.child.id);
    const adultById = new Map(adults.map((adult) => [adult.user_id, adult]));
    for (const id of adultIds) if (!adultById.has(id)) throw notFound(`User ${id} is not an adult of household ${household.id}`);

    return this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      const code = await this.codeFor(repository, eventId, household.id, at);
      const base = { event_id: eventId, church_id: event.church_id, household_id: household.id, checked_in_by: caller.userId, checked_in_at: at, updated_at: at };
      const people = [
        ...wanted.map(({ child, room }) => ({ ...base, child_id: child.id, user_id: null, room_id: room.id, name: childName(child) })),
        ...adultIds.sort((a, b) => a - b).map((id) => ({ ...base, child_id: null, user_id: id, room_id: null, name: childName(adultById.get(id)!) })),
      ];
      const { rows, created } = await this.insertOnce(repository, eventId, people);
      const seats = new Map<number, number>();
      for (const row of created) if (row.room_id !== null) seats.set(row.room_id, (seats.get(row.room_id) ?? 0) + 1);
      const full = seats.size ? await repository.takeSeats(seats, at) : undefined;
      if (full) throw roomFull(`Room ${full.name} is full: all ${full.capacity} places are taken`);
      record(...created.map((row) => checkInChange('check_in.created', row)));
      return { result: { securityCode: code, checkIns: rows.map(toCheckIn) }, created: created.length > 0 };
    });
  }

  // Labels

  async label(id: number, caller: Caller): Promise<Buffer> {
    this.assertReach(caller);
    const view = await this.repository.checkInView(id);
    if (!view || !canPrintLabels(...(await this.relationTo(view.church_id, view.household_id, caller.userId)))) throw notFound(`Check-in ${id} does not exist`);
    const code = (await this.repository.code(view.event_id, view.household_id))!;
    return labelPdf(labelOf(view, code));
  }

  async householdLabels(eventId: number, householdId: number, caller: Caller): Promise<Buffer> {
    this.assertReach(caller);
    const event = await this.event(eventId);
    const household = await this.repository.household(householdId);
    const missing = () => notFound(`Household ${householdId} does not exist`);
    if (!household || household.church_id !== event.church_id) throw missing();
    if (!canPrintLabels(...(await this.relationTo(event.church_id, householdId, caller.userId)))) throw missing();
    const [views, code] = await Promise.all([this.repository.openCheckInsOf(eventId, householdId), this.repository.code(eventId, householdId)]);
    if (!views.length || code === undefined) throw notFound(`Nobody of household ${householdId} is checked in at event ${eventId}`);
    return householdLabelsPdf(
      views.map((view) => labelOf(view, code)),
      { household: household.name, event: event.title, when: labelTime(event.starts_at, event.time_zone), code, people: views.map((view) => ({ name: view.name, room: view.room_name })) },
    );
  }

  // Roster

  async roster(eventId: number, caller: Caller, query: RosterQuery): Promise<Page<RosterEntry>> {
    this.assertReach(caller);
    const event = await this.event(eventId);
    if (!canViewRoster(await this.roleIn(event.church_id, caller.userId))) {
      throw forbidden(`Only volunteers and admins of church ${event.church_id} can see the check-in roster`);
    }
    const filter = { roomId: query.roomId, status: query.status ?? 'in' };
    const [rows, total] = await Promise.all([this.repository.roster(eventId, filter, query.limit, offsetOf(query)), this.repository.rosterCount(eventId, filter)]);
    return page(rows.map(toRosterEntry), query, total);
  }

  // Checking out

  /**
   * Checks a person out with their household's code, or (church admins) by override with a
   * reason, which the audit log records. Wrong codes are counted in one guarded statement
   * each, committed even though the request fails; at MAX_CODE_ATTEMPTS the check-in is locked.
   */
  async checkOut(id: number, caller: Caller, body: CheckOut, ip?: string): Promise<CheckIn> {
    this.assertReach(caller);
    const row = await this.repository.checkInWithCode(id, caller.userId);
    const missing = () => notFound(`Check-in ${id} does not exist`);
    if (!row) throw missing();
    const [role, isAdult] = await this.relationTo(row.church_id, row.household_id, caller.userId, row.role as ChurchRole | null);
    if (!canSeeCheckIn(role, isAdult)) throw missing();
    if (!canCheckOut(role)) throw forbidden(`Only volunteers and admins of church ${row.church_id} can check people out`);
    if (body.override === true) {
      if (!canOverrideCheckOut(role)) throw forbidden(`Only admins of church ${row.church_id} can check out without the security code`);
      const reason = body.reason?.trim();
      if (!reason) throw badRequest("Missing required field 'reason': say why the security code was not used");
      const checkedOut = await this.finishCheckOut(row, caller.userId, reason);
      const actor = await this.users.get(caller.userId);
      await this.audit.record({
        type: 'check_in.override',
        actor: { userId: caller.userId, label: actor.email, ip: ip ?? null },
        target: `check-in ${id}`,
        details: { reason, eventId: String(row.event_id), churchId: String(row.church_id), wrongCodes: String(row.failed_code_attempts) },
      });
      return checkedOut;
    }
    if (body.securityCode === undefined) throw badRequest("Missing required field 'securityCode'");
    if (row.checked_out_at !== null) throw alreadyOut(row);
    if (row.failed_code_attempts >= MAX_CODE_ATTEMPTS) throw locked(id);
    if (!codeMatches(body.securityCode, row.code)) {
      const count = await this.unitOfWork(({ repository }) => repository.countWrongCode(id, MAX_CODE_ATTEMPTS, nowIso()));
      if (count === undefined) throw await this.stateError(id);
      const left = MAX_CODE_ATTEMPTS - count;
      throw securityCodeMismatch(
        left > 0
          ? `That is not the security code of check-in ${id}; ${left} ${left === 1 ? 'try' : 'tries'} left before it is locked`
          : `That is not the security code of check-in ${id}; it is now locked until a church admin checks it out`,
      );
    }
    return this.finishCheckOut(row, caller.userId, null);
  }

  // For the kiosk pages and the change feed

  /** The church's events a kiosk may check in for: those of the 12 hours before and after now, with their room counts. */
  async kioskEvents(churchId: number, userId: number, now = Date.now()): Promise<KioskEvent[]> {
    await this.assertStaff(churchId, userId);
    const from = new Date(now - KIOSK_SPAN_MS).toISOString();
    const until = new Date(now + KIOSK_SPAN_MS).toISOString();
    const rows = await this.repository.eventsBetween(churchId, from, until);
    return rows.map((row) => ({ id: row.id, title: row.title, startsAt: toIso(row.starts_at), endsAt: toIso(row.ends_at), rooms: Number(row.room_count), open: checkInOpen(row, now) }));
  }

  /** The churches where the person is a volunteer (admins reach the kiosk from their church's pages). */
  volunteerChurches(userId: number): Promise<{ id: number; name: string }[]> {
    return this.repository.churchesWithRole(userId, 'volunteer');
  }

  /** One event of the church, for a kiosk page; 404 for another church's. */
  async kioskEvent(churchId: number, eventId: number, userId: number): Promise<KioskEvent> {
    await this.assertStaff(churchId, userId);
    const event = await this.repository.event(eventId);
    if (!event || event.church_id !== churchId) throw notFound(`Event ${eventId} does not exist`);
    const rooms = await this.repository.rooms(eventId);
    return { id: event.id, title: event.title, startsAt: toIso(event.starts_at), endsAt: toIso(event.ends_at), rooms: rooms.length, open: checkInOpen(event) };
  }

  /** Households of the church by name prefix or the phone's last 4 digits, for the kiosk. */
  async kioskSearch(churchId: number, userId: number, text: string) {
    await this.assertStaff(churchId, userId);
    const q = text.trim();
    if (!q) return [];
    return this.repository.searchHouseholds(churchId, q, 20);
  }

  /** A household's children with their suggested rooms at the event, for the kiosk. */
  async kioskHousehold(eventId: number, householdId: number, userId: number): Promise<{ household: KioskHousehold; rooms: Room[] }> {
    const event = await this.event(eventId);
    await this.assertStaff(event.church_id, userId);
    const household = await this.repository.household(householdId);
    if (!household || household.church_id !== event.church_id) throw notFound(`Household ${householdId} does not exist`);
    const [children, rooms] = await Promise.all([this.repository.childrenOf(householdId), this.repository.rooms(eventId)]);
    const date = localDate(event.starts_at, event.time_zone);
    const open = new Set((await this.repository.openCheckInsOf(eventId, householdId)).map((view) => view.child_id));
    return {
      household: {
        id: household.id,
        name: household.name,
        children: children.map((child) => {
          const age = ageOn(child.birthdate, date);
          return { id: child.id, name: childName(child), age, roomId: suggestedRoom(rooms, age)?.id ?? null, checkedIn: open.has(child.id) };
        }),
      },
      rooms: rooms.map(toRoom),
    };
  }

  /**
   * The people still checked in under a code at the event, for the kiosk's check-out screen. A
   * code that matches nobody counts against the person at this event (the lookup tries every
   * family's code at once, which the lockout of each check-in cannot see): after
   * `kioskCodeLookups.limit` of them the lookup answers 429 `TooManyWrongCodes` until the window ends.
   */
  async kioskByCode(eventId: number, userId: number, typed: string): Promise<CodeLookup> {
    const event = await this.event(eventId);
    if (!canCheckOut(await this.roleIn(event.church_id, userId))) throw forbidden(`Only volunteers and admins of church ${event.church_id} can check people out`);
    const rule = REQUEST_LIMITS.kioskCodeLookups;
    const key = `${eventId}:${userId}`;
    const window = await this.lookups.counted(rule, key);
    const paused = () =>
      tooManyWrongCodes(
        `${rule.limit} wrong security codes were typed here for this event: finding children by code is paused for you until ` +
          `${new Date(window.endsAt).toISOString().slice(11, 16)} UTC. Ask the parent for the receipt, or a church admin to check the child out.`,
      );
    if (window.count >= rule.limit) throw paused();
    const found = (await this.repository.openCheckInsByCode(eventId, normalizeCode(typed))).map(toRosterEntry);
    if (found.length) return { found };
    const left = rule.limit - (await this.lookups.count(rule, key));
    if (left <= 0) throw paused();
    return { found, wrongCode: `That code matches nobody checked in at this event: after ${left} more wrong ${left === 1 ? 'code' : 'codes'}, finding by code pauses for you for ${rule.windowMs / 60_000} minutes.` };
  }

  /** The change feed's facts about a reader of check-in events: the churches they run check-in for, the households they are an adult of. */
  async readerFacts(userId: number, churchIds: Iterable<number>, householdIds: Iterable<number>): Promise<{ staffChurches: Set<number>; adultHouseholds: Set<number> }> {
    const churches = [...new Set(churchIds)];
    const [roles, adultHouseholds] = await Promise.all([
      Promise.all(churches.map((id) => this.roleIn(id, userId))),
      this.repository.adultOfAmong(userId, [...new Set(householdIds)]),
    ]);
    return { staffChurches: new Set(churches.filter((_, i) => canViewRoster(roles[i]))), adultHouseholds };
  }

  private async finishCheckOut(row: CheckInRow, userId: number, overrideReason: string | null): Promise<CheckIn> {
    const done = await this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      const out = await repository.checkOut(row.id, { at, by: userId, overrideReason }, overrideReason === null ? MAX_CODE_ATTEMPTS : null);
      if (!out) return undefined;
      if (out.room_id !== null && out.child_id !== null) await repository.releaseSeat(out.room_id, at);
      record(checkInChange('check_in.checked_out', out));
      return out;
    });
    if (!done) throw await this.stateError(row.id);
    return toCheckIn(done);
  }

  /** Why a guarded write changed nothing: checked out meanwhile (409), or locked (423). */
  private async stateError(id: number): Promise<ApiError> {
    const now = (await this.repository.checkIn(id))!;
    return now.checked_out_at !== null ? alreadyOut(now) : locked(id);
  }

  /**
   * The household's code at the event, drawn now if it has none. The insert comes first (one
   * statement for a family's first check-in); when it does nothing, the household has a code
   * already (answered) or the one drawn is another household's (drawn again).
   */
  private async codeFor(repository: CheckInRepository, eventId: number, householdId: number, at: string): Promise<string> {
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const code = newSecurityCode();
      if (await repository.insertCode(eventId, householdId, code, at)) return code;
      const existing = await repository.code(eventId, householdId);
      if (existing !== undefined) return existing;
    }
    throw conflict(`No free security code was found for event ${eventId}; try again`);
  }

  /**
   * Each person's open check-in, in the order given: this insert's (in `created`), or the one
   * a parallel request made first. All are inserted in one statement; those it skips already
   * have an open one, which is read.
   */
  private async insertOnce(repository: CheckInRepository, eventId: number, people: NewCheckInRow[]): Promise<{ rows: CheckInRow[]; created: CheckInRow[] }> {
    const keyOf = (row: { child_id: number | null; user_id: number | null }) => (row.child_id !== null ? `c${row.child_id}` : `u${row.user_id}`);
    const found = new Map<string, CheckInRow>();
    const created: CheckInRow[] = [];
    let missing = people;
    for (let attempt = 0; attempt < 3 && missing.length; attempt++) {
      for (const row of await repository.insertCheckIns(missing)) {
        found.set(keyOf(row), row);
        created.push(row);
      }
      const skipped = missing.filter((person) => !found.has(keyOf(person)));
      if (skipped.length) {
        for (const row of await repository.openCheckIns(eventId, skipped)) found.set(keyOf(row), row);
      }
      // Anyone checked out between the two statements is inserted again.
      missing = skipped.filter((person) => !found.has(keyOf(person)));
    }
    if (missing.length) throw conflict(`${missing[0].name} is being checked in or out by another request; try again`);
    return { rows: people.map((person) => found.get(keyOf(person))!), created };
  }

  private assertReach(caller: Caller): void {
    if (!canReachHouseholds(caller.householdsApproved)) {
      throw forbidden(
        'This app needs household access approval to reach check-ins and labels; the households scopes alone are not enough. ' +
          'Ask for "Household access" on the app\'s page; a platform administrator approves it.',
      );
    }
  }

  private async assertManagesRooms(churchId: number, userId: number): Promise<void> {
    if (!canManageRooms(await this.roleIn(churchId, userId))) throw forbidden(`Only admins of church ${churchId} can manage its check-in rooms`);
  }

  private async assertStaff(churchId: number, userId: number): Promise<void> {
    if (!canViewRoster(await this.roleIn(churchId, userId))) throw forbidden(`Only volunteers and admins of church ${churchId} can run check-in`);
  }

  /**
   * The caller's role in the church (`known` when a query read it already) and whether they are
   * an adult of the household. Staff are let in by their role alone, so a kiosk's requests skip
   * the household lookup.
   */
  private async relationTo(churchId: number, householdId: number, userId: number, known?: ChurchRole | null): Promise<[ChurchRole | null, boolean]> {
    const role = known === undefined ? await this.roleIn(churchId, userId) : known;
    if (role === 'admin' || role === 'volunteer') return [role, false];
    return [role, await this.repository.isHouseholdAdult(householdId, userId)];
  }

  private roleIn(churchId: number, userId: number): Promise<ChurchRole | null> {
    return this.churches.roleOf(churchId, userId);
  }

  private async event(id: number): Promise<CheckInEvent> {
    const event = await this.repository.event(id);
    if (!event) throw notFound(`Event ${id} does not exist`);
    return event;
  }

  private async room(id: number): Promise<RoomRow> {
    const room = await this.repository.room(id);
    if (!room) throw notFound(`Room ${id} does not exist`);
    return room;
  }
}

function ageRange(room: Pick<RoomRow, 'min_age' | 'max_age'>): string {
  if (room.min_age !== null && room.max_age !== null) return `ages ${room.min_age} to ${room.max_age}`;
  return room.min_age !== null ? `ages ${room.min_age} and up` : `ages up to ${room.max_age}`;
}

function closedMessage(event: CheckInEvent): string {
  const opens = new Date(Date.parse(toIso(event.starts_at)) - CHECK_IN_OPENS_BEFORE_MS).toISOString();
  return Date.now() < Date.parse(opens)
    ? `Check-in for event ${event.id} opens at ${opens}, an hour before it starts`
    : `Check-in for event ${event.id} closed when it ended at ${toIso(event.ends_at)}`;
}

const alreadyOut = (row: CheckInRow) => conflict(`Check-in ${row.id} was already checked out at ${toIso(row.checked_out_at!)}`);
const locked = (id: number) =>
  checkOutLocked(`Check-in ${id} is locked after ${MAX_CODE_ATTEMPTS} wrong security codes; a church admin can check it out with override and a reason`);

function labelOf(view: CheckInView, code: string): LabelContent {
  return { name: view.name, room: view.room_name, event: view.event_title, when: labelTime(view.event_starts_at, view.time_zone), code, allergies: view.allergies ?? '' };
}

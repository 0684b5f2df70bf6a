import type { Principal } from '../../http/principal.ts';
import type { ApiScope } from '../../http/scopes.ts';
import type { ChurchRole } from '../../http/church-roles.ts';
import { CHANGE_TYPES, type ChangeType } from './schemas.ts';

/** Who reads the log: the credential reading the feed, or a webhook subscription's principal. */
export type Reader = Pick<Principal, 'userId' | 'scopes' | 'donationsApproved' | 'householdsApproved'>;

/**
 * The rules of the modules whose changes the feed shows, as it applies them to each entry. Those
 * modules record their changes in this log, so it cannot import them: start-up gives their
 * rules (src/services.ts), as it gives the facts about the reader (ReaderFacts).
 */
export interface ReaderRules {
  /** churches: who sees a church's members. */
  canViewChurchMembers(role: ChurchRole | null): boolean;
  /** events: who sees an event's registrants. */
  canViewRegistrations(role: ChurchRole | null): boolean;
  /** checkin: who learns that a check-in exists. */
  canSeeCheckIn(role: ChurchRole | null, isHouseholdAdult: boolean): boolean;
  /** households: who gets a household's changes. */
  canSeeHouseholdChange(role: ChurchRole | null, isAdult: boolean, householdsApproved: boolean): boolean;
  /** prayers: a request's author as one caller sees it. */
  visibleAuthor(callerId: number, authorId: number, isAnonymous: boolean): number | null;
}

/** The facts of one logged change that its visibility depends on. */
export interface LoggedChange {
  type: ChangeType;
  /** The person the object is about: a donation's donor, a prayer's author. */
  userId: number | null;
  /** A household's adults as of the change; a meeting's group, when the reader is one of its members. */
  isHouseholdAdult?: boolean;
  isGroupMember?: boolean;
  /** A check-in's church: whether the reader is one of its volunteers or admins now. */
  isCheckInStaff?: boolean;
}

const READ_SCOPES: Record<string, ApiScope> = {
  church: 'read:churches',
  event: 'read:events',
  group: 'read:groups',
  prayer: 'read:prayers',
  donation: 'read:donations',
  household: 'read:households',
  attendance: 'read:churches',
  check_in: 'read:households',
};

/** The scope that reads the events of a type: the read scope of the resource the type names first. */
export function readScopeOf(type: ChangeType): ApiScope {
  return READ_SCOPES[type.slice(0, type.indexOf('.'))];
}

/**
 * Whether the reader may get events of this type at all: it needs the resource's read scope,
 * and donation records also need the app's donations approval (as `GET /donations` does).
 */
export function canReadChangeType(reader: Reader, type: ChangeType): boolean {
  if (!reader.scopes.has(readScopeOf(type))) return false;
  return CHANGE_TYPES[type] !== 'donation' || reader.donationsApproved;
}

/** A gift is seen by its donor only (`GET /donations` lists the caller's own). */
export function canSeeDonationChange(reader: Reader, donorUserId: number | null): boolean {
  return reader.donationsApproved && donorUserId === reader.userId;
}

/** Who belongs to a church is for its members (`GET /churches/:id/members`), by the reader's role when the feed is read. */
export function canSeeChurchMemberChange(rules: ReaderRules, readerRole: ChurchRole | null): boolean {
  return rules.canViewChurchMembers(readerRole);
}

/**
 * Who registered is for those who may list the event's registrations (`GET
 * /events/:id/registrations`), by the reader's role when the feed is read; everyone else
 * gets the event with its counts instead.
 */
export function canSeeRegistrant(rules: ReaderRules, readerRole: ChurchRole | null): boolean {
  return rules.canViewRegistrations(readerRole);
}

/** Attendance (headcounts, meetings) is for the church's admins; a meeting also for its group's members. */
export function canSeeAttendanceChange(readerRole: ChurchRole | null, isGroupMember: boolean): boolean {
  return readerRole === 'admin' || isGroupMember;
}

/**
 * A check-in (and so a child) is for the household's adults and the church's volunteers and
 * admins, as `GET /events/:id/check-ins` and the labels are; an app needs the household approval.
 */
export function canSeeCheckInChange(rules: ReaderRules, reader: Reader, isHouseholdAdult: boolean, isCheckInStaff: boolean): boolean {
  return reader.householdsApproved && rules.canSeeCheckIn(isCheckInStaff ? 'volunteer' : null, isHouseholdAdult);
}

/**
 * Whether the reader gets this event. `readerRole` is the reader's role in the change's
 * church now; it matters only for the church member types. A registration is sent to every
 * reader of events, shaped by canSeeRegistrant.
 */
export function canSeeChange(rules: ReaderRules, reader: Reader, change: LoggedChange, readerRole: ChurchRole | null): boolean {
  if (!canReadChangeType(reader, change.type)) return false;
  switch (CHANGE_TYPES[change.type]) {
    case 'donation':
      return canSeeDonationChange(reader, change.userId);
    case 'church_member':
      return canSeeChurchMemberChange(rules, readerRole);
    case 'household':
      return rules.canSeeHouseholdChange(readerRole, change.isHouseholdAdult === true, reader.householdsApproved);
    case 'attendance':
      return canSeeAttendanceChange(readerRole, change.isGroupMember === true);
    case 'check_in':
      return canSeeCheckInChange(rules, reader, change.isHouseholdAdult === true, change.isCheckInStaff === true);
    default:
      return true;
  }
}

/** A prayer's author as this reader may see it: hidden on an anonymous request unless the reader wrote it. */
export function visiblePrayerAuthor(rules: ReaderRules, reader: Pick<Reader, 'userId'>, authorUserId: number, isAnonymous: boolean): number | null {
  return rules.visibleAuthor(reader.userId, authorUserId, isAnonymous);
}

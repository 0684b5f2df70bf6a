import type { Principal } from '../../http/principal.ts';
import type { ApiScope } from '../../http/scopes.ts';
import { canViewChurchMembers, type ChurchRole } from '../churches/policy.ts';
import { canViewRegistrations } from '../events/policy.ts';
import { visibleAuthor } from '../prayers/policy.ts';
import { CHANGE_TYPES, type ChangeType } from './schemas.ts';

/** Who reads the log: the credential reading the feed, or a webhook subscription's principal. */
export type Reader = Pick<Principal, 'userId' | 'scopes' | 'donationsApproved'>;

/** The facts of one logged change that its visibility depends on. */
export interface LoggedChange {
  type: ChangeType;
  /** The person the object is about: a donation's donor, a prayer's author. */
  userId: number | null;
}

const READ_SCOPES: Record<string, ApiScope> = {
  church: 'read:churches',
  event: 'read:events',
  group: 'read:groups',
  prayer: 'read:prayers',
  donation: 'read:donations',
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
export function canSeeChurchMemberChange(readerRole: ChurchRole | null): boolean {
  return canViewChurchMembers(readerRole);
}

/**
 * Who registered is for those who may list the event's registrations (`GET
 * /events/:id/registrations`), by the reader's role when the feed is read; everyone else
 * gets the event with its counts instead.
 */
export function canSeeRegistrant(readerRole: ChurchRole | null): boolean {
  return canViewRegistrations(readerRole);
}

/**
 * Whether the reader gets this event. `readerRole` is the reader's role in the change's
 * church now; it matters only for the church member types. A registration is sent to every
 * reader of events, shaped by canSeeRegistrant.
 */
export function canSeeChange(reader: Reader, change: LoggedChange, readerRole: ChurchRole | null): boolean {
  if (!canReadChangeType(reader, change.type)) return false;
  switch (CHANGE_TYPES[change.type]) {
    case 'donation':
      return canSeeDonationChange(reader, change.userId);
    case 'church_member':
      return canSeeChurchMemberChange(readerRole);
    default:
      return true;
  }
}

/** A prayer's author as this reader may see it: hidden on an anonymous request unless the reader wrote it. */
export function visiblePrayerAuthor(reader: Pick<Reader, 'userId'>, authorUserId: number, isAnonymous: boolean): number | null {
  return visibleAuthor(reader.userId, authorUserId, isAnonymous);
}

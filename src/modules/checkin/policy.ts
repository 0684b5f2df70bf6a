import { policy } from '../../http/policies.ts';
import type { ChurchRole } from '../../http/church-roles.ts';

/**
 * Who may do what at check-in. Each rule is a pure function of the caller's role in the
 * event's church (`null` when they do not belong to it) and, where a family is concerned,
 * whether the caller is one of that household's adults.
 */

/** Check-in staff: the church's volunteers and admins. */
function isStaff(role: ChurchRole | null): boolean {
  return role === 'admin' || role === 'volunteer';
}

/** Church admins give an event its rooms, change and remove them. */
export const canManageRooms = policy('canManageRooms', (role: ChurchRole | null) => role === 'admin');

/** An event's rooms (names, ages, capacity, how many children are in each) are for the church's own people. */
export function canViewRooms(role: ChurchRole | null): boolean {
  return role !== null;
}

/** A family is checked in by one of its adults, or by the church's check-in staff. */
export const canCheckIn = policy('canCheckIn', (role: ChurchRole | null, isHouseholdAdult: boolean) => isHouseholdAdult || isStaff(role));

/** Labels carry the security code: for the household's adults and the church's staff. */
export function canPrintLabels(role: ChurchRole | null, isHouseholdAdult: boolean): boolean {
  return isHouseholdAdult || isStaff(role);
}

/** The roster (who is in which room, with allergies) is for the church's staff. */
export function canViewRoster(role: ChurchRole | null): boolean {
  return isStaff(role);
}

/** Children are handed back by the church's staff, who check the parent's code. */
export const canCheckOut = policy('canCheckOut', (role: ChurchRole | null) => isStaff(role));

/** Checking out without the code (a lost receipt, a locked check-in) is for church admins alone, and audited. */
export const canOverrideCheckOut = policy('canOverrideCheckOut', (role: ChurchRole | null) => role === 'admin');

/**
 * Whether a caller learns that a check-in (and so a child) exists at all: the household's
 * adults and the church's staff. Everyone else is answered as if it did not exist; also the
 * change feed's and webhooks' filter for check-in events.
 */
export function canSeeCheckIn(role: ChurchRole | null, isHouseholdAdult: boolean): boolean {
  return isHouseholdAdult || isStaff(role);
}

/** Children's data reaches an app only once a platform administrator approved it for household access; a person's own key always. */
export function canReachHouseholds(householdsApproved: boolean): boolean {
  return householdsApproved;
}

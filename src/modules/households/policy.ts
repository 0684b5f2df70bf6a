import { policy } from '../../http/policies.ts';
import type { Principal } from '../../http/principal.ts';
import type { ChurchRole } from '../../http/church-roles.ts';

/**
 * Who may do what with households and children. Each rule is a pure function of the caller's
 * role in the household's church (`null` when they do not belong to it) and whether they are
 * one of the household's adults. Children's data is sensitive: whoever may not see a household
 * is told it does not exist, so nobody learns that a child exists.
 */

/** Household data needs an app approved for it; a person's own API key always has it (see Principal). */
export function canReachHouseholds(principal: Pick<Principal, 'householdsApproved'>): boolean {
  return principal.householdsApproved;
}

/** Any member of a church starts a household there (and becomes its first adult). */
export const canCreateHousehold = policy('canCreateHousehold', (role: ChurchRole | null) => role !== null);

/** Only church staff name other people as a new household's adults. */
export function canChooseHouseholdAdults(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/** Admins and volunteers (check-in staff) list and search every household of their church; anyone else sees their own. */
export function canListChurchHouseholds(role: ChurchRole | null): boolean {
  return role === 'admin' || role === 'volunteer';
}

/** A household is seen by its adults and by the church's admins and volunteers. */
export function canViewHousehold(role: ChurchRole | null, isAdult: boolean): boolean {
  return isAdult || role === 'admin' || role === 'volunteer';
}

/** Its adults and the church's admins change a household: its name and phone, its adults, its children. */
export const canEditHousehold = policy('canEditHousehold', (role: ChurchRole | null, isAdult: boolean) => isAdult || role === 'admin');

/** Only church staff delete a household, its children with it. */
export const canDeleteHousehold = policy('canDeleteHousehold', (role: ChurchRole | null) => role === 'admin');

/** Medical and custody notes: the household's adults and the church's admins, not volunteers. */
export function canSeeChildNotes(role: ChurchRole | null, isAdult: boolean): boolean {
  return isAdult || role === 'admin';
}

/**
 * A household's changes (webhooks, the feed) go to its adults (as of the change) and the
 * church's admins, through apps approved for household data; never to volunteers.
 */
export function canSeeHouseholdChange(role: ChurchRole | null, isAdult: boolean, householdsApproved: boolean): boolean {
  return householdsApproved && (isAdult || role === 'admin');
}

import type { ChurchRole } from '../../http/church-roles.ts';
import { policy } from '../../http/policies.ts';

/**
 * Who may do what to a church. Each rule is a pure function of the caller's role in the
 * church (`null` when they do not belong to it), so it can be tested alone and read in one
 * place. Platform admins are not church admins by that alone.
 */
/** Church staff edit the church's details. */
export const canUpdateChurch = policy('canUpdateChurch', (role: ChurchRole | null) => role === 'admin');

/**
 * A member may leave, except the last admin: a church without staff could never be
 * managed again. `admins` counts the church's admins, the caller included.
 */
export const canLeaveChurch = policy('canLeaveChurch', (role: ChurchRole | null, admins: number) => role !== null && (role !== 'admin' || admins > 1));

/**
 * The member list is for the church's own people: it names who belongs to it. A filter of
 * what a reader sees (also per entry of the change feed), not a rule a route declares.
 */
export function canViewChurchMembers(role: ChurchRole | null): boolean {
  return role !== null;
}

/**
 * Church staff add people, change their roles and remove them; never so that the church is
 * left without an admin (`removesLastAdmin`).
 */
export const canManageChurchMembers = policy('canManageChurchMembers', (role: ChurchRole | null) => role === 'admin');

/** Whether a change of `target`'s role (or their removal: `next` null) would leave the church without an admin. */
export function removesLastAdmin(targetRole: ChurchRole | null, next: ChurchRole | null, admins: number): boolean {
  return targetRole === 'admin' && next !== 'admin' && admins <= 1;
}

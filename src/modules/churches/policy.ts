/**
 * Who may do what to a church. Each rule is a pure function of the caller's role in the
 * church (`null` when they do not belong to it), so it can be tested alone and read in one
 * place. Platform admins are not church admins by that alone.
 */
export type ChurchRole = 'member' | 'admin';

export const CHURCH_ROLES: readonly ChurchRole[] = ['member', 'admin'];

/** Church staff edit the church's details. */
export function canUpdateChurch(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/** Anyone may join a church; joining again changes nothing. */
export function canJoinChurch(): boolean {
  return true;
}

/**
 * A member may leave, except the last admin: a church without staff could never be
 * managed again. `admins` counts the church's admins, the caller included.
 */
export function canLeaveChurch(role: ChurchRole | null, admins: number): boolean {
  return role === 'member' || (role === 'admin' && admins > 1);
}

/** The member list is for the church's own people: it names who belongs to it. */
export function canViewChurchMembers(role: ChurchRole | null): boolean {
  return role !== null;
}

/**
 * Church staff add people, change their roles and remove them; never so that the church is
 * left without an admin (`admins` counts them before the change).
 */
export function canManageChurchMembers(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/** Whether a change of `target`'s role (or their removal: `next` null) would leave the church without an admin. */
export function removesLastAdmin(targetRole: ChurchRole | null, next: ChurchRole | null, admins: number): boolean {
  return targetRole === 'admin' && next !== 'admin' && admins <= 1;
}

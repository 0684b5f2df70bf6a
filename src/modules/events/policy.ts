import { policy } from '../../http/policies.ts';
import type { ChurchRole } from '../../http/church-roles.ts';

/**
 * Who may do what to events. Each rule is a pure function of the caller's role in the
 * event's church (`null` when they do not belong to it).
 */

/** Church staff create, edit and delete their church's events. */
export const canManageEvents = policy('canManageEvents', (role: ChurchRole | null) => role === 'admin');

/** Who registered is for the church's staff only. */
export function canViewRegistrations(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/** Church staff and volunteers (check-in staff) count the people at an event. */
export const canRecordHeadcount = policy('canRecordHeadcount', (role: ChurchRole | null) => role === 'admin' || role === 'volunteer');

import { policy } from '../../http/policies.ts';
import type { ChurchRole } from '../../http/church-roles.ts';
import type { GroupRole } from '../groups/policy.ts';

/**
 * Who may see and record attendance. Each rule is a pure function of the caller's role in the
 * church (`null` when they do not belong to it) and, for meetings, in the group.
 */

/** The group's leaders and the church's admins record, change and delete its meetings. */
export const canRecordMeeting = policy('canRecordMeeting', (churchRole: ChurchRole | null, groupRole: GroupRole | null) => churchRole === 'admin' || groupRole === 'leader');

/** A group's meetings (who came) are for its members and the church's admins. */
export function canViewMeetings(churchRole: ChurchRole | null, groupRole: GroupRole | null): boolean {
  return churchRole === 'admin' || groupRole !== null;
}

/** The church's attendance report is for its admins. */
export function canViewChurchAttendance(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/**
 * A person's attendance: all of it for themself; for anyone else only the rows of the
 * churches they administer (`administersChurch`), and none when they administer none.
 */
export function canViewPersonAttendance(callerId: number, personId: number, administersAChurch: boolean): boolean {
  return callerId === personId || administersAChurch;
}

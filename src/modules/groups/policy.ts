import { policy } from '../../http/policies.ts';
import type { ChurchRole } from '../../http/church-roles.ts';

/**
 * Who may do what to small groups. Each rule is a pure function of the caller's role in the
 * group's church and in the group (`null` when they belong to neither).
 */
export type GroupRole = 'member' | 'leader';

export const GROUP_ROLES: readonly GroupRole[] = ['member', 'leader'];

/** Church staff start groups in their church. */
export const canCreateGroup = policy('canCreateGroup', (churchRole: ChurchRole | null) => churchRole === 'admin');

/** Church staff and the group's leaders edit the group. */
export const canUpdateGroup = policy('canUpdateGroup', (churchRole: ChurchRole | null, groupRole: GroupRole | null) => churchRole === 'admin' || groupRole === 'leader');

/** Only church staff close a group. */
export const canDeleteGroup = policy('canDeleteGroup', (churchRole: ChurchRole | null) => churchRole === 'admin');

/** Church staff and the group's leaders add people and set their roles. */
export const canManageGroupMembers = policy(
  'canManageGroupMembers',
  (churchRole: ChurchRole | null, groupRole: GroupRole | null) => churchRole === 'admin' || groupRole === 'leader',
);

/** Church staff and leaders remove anyone; a member may always remove themself. */
export const canRemoveGroupMember = policy(
  'canRemoveGroupMember',
  (churchRole: ChurchRole | null, groupRole: GroupRole | null, callerId: number, memberId: number) =>
    canManageGroupMembers(churchRole, groupRole) || callerId === memberId,
);

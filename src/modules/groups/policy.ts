import type { ChurchRole } from '../churches/policy.ts';

/**
 * Who may do what to small groups. Each rule is a pure function of the caller's role in the
 * group's church and in the group (`null` when they belong to neither).
 */
export type GroupRole = 'member' | 'leader';

export const GROUP_ROLES: readonly GroupRole[] = ['member', 'leader'];

/** Anyone on the platform may join a group, or leave one they are in. */
export function canJoinGroup(): boolean {
  return true;
}

/** Church staff start groups in their church. */
export function canCreateGroup(churchRole: ChurchRole | null): boolean {
  return churchRole === 'admin';
}

/** Church staff and the group's leaders edit the group. */
export function canUpdateGroup(churchRole: ChurchRole | null, groupRole: GroupRole | null): boolean {
  return churchRole === 'admin' || groupRole === 'leader';
}

/** Only church staff close a group. */
export function canDeleteGroup(churchRole: ChurchRole | null): boolean {
  return churchRole === 'admin';
}

/** Church staff and the group's leaders add people and set their roles. */
export function canManageGroupMembers(churchRole: ChurchRole | null, groupRole: GroupRole | null): boolean {
  return churchRole === 'admin' || groupRole === 'leader';
}

/** Church staff and leaders remove anyone; a member may always remove themself. */
export function canRemoveGroupMember(churchRole: ChurchRole | null, groupRole: GroupRole | null, callerId: number, memberId: number): boolean {
  return canManageGroupMembers(churchRole, groupRole) || callerId === memberId;
}

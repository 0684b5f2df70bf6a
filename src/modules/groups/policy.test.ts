import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHURCH_ROLES, type ChurchRole } from '../../http/church-roles.ts';
import {
  canCreateGroup,
  canDeleteGroup,
  canManageGroupMembers,
  canRemoveGroupMember,
  canUpdateGroup,
  GROUP_ROLES,
  type GroupRole,
} from './policy.ts';

const churchRoles: (ChurchRole | null)[] = [null, ...CHURCH_ROLES];
const groupRoles: (GroupRole | null)[] = [null, ...GROUP_ROLES];

/** Every pair of a church role and a group role, named for the assertion messages. */
const combinations = churchRoles.flatMap((churchRole) =>
  groupRoles.map((groupRole) => ({ churchRole, groupRole, name: `church ${churchRole ?? 'none'}, group ${groupRole ?? 'none'}` })),
);

test('only church admins create groups, whatever their role in other groups', () => {
  // A group role gives no right here: the rule does not even take one.
  for (const { churchRole, name } of combinations) assert.equal(canCreateGroup(churchRole), churchRole === 'admin', name);
});

test('church admins and the group\'s leaders edit a group; plain members and outsiders do not', () => {
  for (const { churchRole, groupRole, name } of combinations) {
    assert.equal(canUpdateGroup(churchRole, groupRole), churchRole === 'admin' || groupRole === 'leader', name);
  }
  assert.equal(canUpdateGroup(null, 'leader'), true, 'a leader need not belong to the church');
  assert.equal(canUpdateGroup('member', 'member'), false);
});

test('only church admins delete a group; its leaders do not', () => {
  for (const { churchRole, name } of combinations) assert.equal(canDeleteGroup(churchRole), churchRole === 'admin', name);
  assert.equal(canDeleteGroup('member'), false);
});

test('church admins and leaders add people and set their roles', () => {
  for (const { churchRole, groupRole, name } of combinations) {
    assert.equal(canManageGroupMembers(churchRole, groupRole), churchRole === 'admin' || groupRole === 'leader', name);
  }
});

test('church admins and leaders remove anyone; everyone else only themself', () => {
  const caller = 7;
  const other = 8;
  for (const { churchRole, groupRole, name } of combinations) {
    const manager = churchRole === 'admin' || groupRole === 'leader';
    assert.equal(canRemoveGroupMember(churchRole, groupRole, caller, other), manager, `${name}, someone else`);
    assert.equal(canRemoveGroupMember(churchRole, groupRole, caller, caller), true, `${name}, themself`);
  }
});

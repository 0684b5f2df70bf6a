import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHURCH_ROLES, type ChurchRole } from '../../http/church-roles.ts';
import { GROUP_ROLES, type GroupRole } from '../groups/policy.ts';
import { canRecordMeeting, canViewChurchAttendance, canViewMeetings, canViewPersonAttendance } from './policy.ts';

const churchRoles: (ChurchRole | null)[] = [null, ...CHURCH_ROLES];
const groupRoles: (GroupRole | null)[] = [null, ...GROUP_ROLES];
const combinations = churchRoles.flatMap((churchRole) => groupRoles.map((groupRole) => ({ churchRole, groupRole, name: `church ${churchRole ?? 'none'}, group ${groupRole ?? 'none'}` })));

test("canRecordMeeting: the group's leaders and the church's admins", () => {
  for (const { churchRole, groupRole, name } of combinations) assert.equal(canRecordMeeting(churchRole, groupRole), churchRole === 'admin' || groupRole === 'leader', name);
});

test("canViewMeetings: the group's members and the church's admins; volunteers outside the group do not", () => {
  for (const { churchRole, groupRole, name } of combinations) assert.equal(canViewMeetings(churchRole, groupRole), churchRole === 'admin' || groupRole !== null, name);
});

test("canViewChurchAttendance: the church's admins only", () => {
  for (const role of churchRoles) assert.equal(canViewChurchAttendance(role), role === 'admin', String(role));
});

test('canViewPersonAttendance: the person, or someone who administers a church', () => {
  assert.equal(canViewPersonAttendance(7, 7, false), true);
  assert.equal(canViewPersonAttendance(8, 7, true), true);
  assert.equal(canViewPersonAttendance(8, 7, false), false);
});

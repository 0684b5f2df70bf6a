import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMINS_ONLY, byRole } from '../../../test/policies.ts';
import { canCheckIn, canCheckOut, canManageRooms, canOverrideCheckOut, canPrintLabels, canReachHouseholds, canSeeCheckIn, canViewRoster, canViewRooms } from './policy.ts';

test('canManageRooms: church admins only', () => {
  assert.deepEqual(byRole(canManageRooms), ADMINS_ONLY);
});

test("canViewRooms: the church's own people, whatever their role", () => {
  assert.deepEqual(byRole(canViewRooms), { admin: true, volunteer: true, member: true, null: false });
});

test("canCheckIn: the church's staff for any family; a member only for their own household", () => {
  assert.deepEqual(byRole((role) => canCheckIn(role, false)), { admin: true, volunteer: true, member: false, null: false });
  assert.equal(canCheckIn('member', true), true);
  // An adult of the household is allowed whatever the role lookup says.
  assert.equal(canCheckIn(null, true), true);
});

test('canPrintLabels: the same people as check in', () => {
  assert.deepEqual(byRole((role) => canPrintLabels(role, false)), { admin: true, volunteer: true, member: false, null: false });
  assert.equal(canPrintLabels('member', true), true);
});

test('canViewRoster: volunteers and admins, never a plain member (not even a parent)', () => {
  assert.deepEqual(byRole(canViewRoster), { admin: true, volunteer: true, member: false, null: false });
});

test('canCheckOut: volunteers and admins', () => {
  assert.deepEqual(byRole(canCheckOut), { admin: true, volunteer: true, member: false, null: false });
});

test('canOverrideCheckOut: church admins only', () => {
  assert.deepEqual(byRole(canOverrideCheckOut), ADMINS_ONLY);
});

test("canSeeCheckIn: the household's adults and the church's staff; nobody else learns a child exists", () => {
  assert.deepEqual(byRole((role) => canSeeCheckIn(role, false)), { admin: true, volunteer: true, member: false, null: false });
  assert.equal(canSeeCheckIn('member', true), true);
  assert.equal(canSeeCheckIn(null, true), true);
});

test('canReachHouseholds: only with the household access approval', () => {
  assert.equal(canReachHouseholds(true), true);
  assert.equal(canReachHouseholds(false), false);
});

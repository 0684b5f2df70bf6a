import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canLeaveChurch, canManageChurchMembers, canUpdateChurch, canViewChurchMembers, removesLastAdmin } from './policy.ts';

test('canUpdateChurch: admins only', () => {
  assert.equal(canUpdateChurch('admin'), true);
  assert.equal(canUpdateChurch('member'), false);
  assert.equal(canUpdateChurch(null), false);
});

test('canLeaveChurch: members, and admins while another admin stays', () => {
  assert.equal(canLeaveChurch('member', 0), true);
  assert.equal(canLeaveChurch('member', 1), true);
  assert.equal(canLeaveChurch('admin', 2), true);
  assert.equal(canLeaveChurch('admin', 1), false, 'the last admin stays');
  assert.equal(canLeaveChurch(null, 2), false, 'an outsider has nothing to leave');
});

test('canViewChurchMembers: members and admins, not outsiders', () => {
  assert.equal(canViewChurchMembers('member'), true);
  assert.equal(canViewChurchMembers('admin'), true);
  assert.equal(canViewChurchMembers(null), false);
});

test('canManageChurchMembers: admins only', () => {
  assert.equal(canManageChurchMembers('admin'), true);
  assert.equal(canManageChurchMembers('member'), false);
  assert.equal(canManageChurchMembers(null), false);
});

test('removesLastAdmin: demoting or removing the only admin', () => {
  assert.equal(removesLastAdmin('admin', 'member', 1), true, 'demoting the only admin');
  assert.equal(removesLastAdmin('admin', null, 1), true, 'removing the only admin');
  assert.equal(removesLastAdmin('admin', 'member', 2), false, 'another admin remains');
  assert.equal(removesLastAdmin('admin', null, 2), false);
  assert.equal(removesLastAdmin('admin', 'admin', 1), false, 'keeping the role changes nothing');
  assert.equal(removesLastAdmin('member', null, 1), false, 'a member is not an admin');
  assert.equal(removesLastAdmin('member', 'admin', 0), false, 'promoting adds an admin');
  assert.equal(removesLastAdmin(null, 'member', 0), false, 'adding a person removes no one');
});

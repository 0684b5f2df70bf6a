import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canAdministerAccounts, canChangeAdmin, canChangeDisabled } from './policy.ts';

const admin = { id: 1, isAdmin: true };
const member = { id: 2, isAdmin: false };
const other = { id: 3 };

test('canAdministerAccounts: platform administrators only', () => {
  assert.equal(canAdministerAccounts(admin), true);
  assert.equal(canAdministerAccounts(member), false);
});

test('canChangeAdmin: an administrator, for someone else', () => {
  assert.equal(canChangeAdmin(admin, other), true);
  assert.equal(canChangeAdmin(admin, { id: admin.id }), false, 'not for themselves');
  assert.equal(canChangeAdmin(member, other), false, 'not by someone who is no administrator');
});

test('canChangeDisabled: an administrator, for someone else', () => {
  assert.equal(canChangeDisabled(admin, other), true);
  assert.equal(canChangeDisabled(admin, { id: admin.id }), false, 'not for themselves');
  assert.equal(canChangeDisabled(member, other), false, 'not by someone who is no administrator');
});

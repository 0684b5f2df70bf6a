import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMINS_ONLY, byRole } from '../../../test/policies.ts';
import { canManageEvents, canRecordHeadcount, canViewRegistrations } from './policy.ts';

test('canManageEvents: a church admin creates, edits and deletes its events; nobody else', () => {
  assert.deepEqual(byRole(canManageEvents), ADMINS_ONLY);
});

test('canViewRegistrations: a church admin sees who registered; nobody else', () => {
  assert.deepEqual(byRole(canViewRegistrations), ADMINS_ONLY);
});

test('canRecordHeadcount: church admins and volunteers count the people at an event; members and outsiders do not', () => {
  assert.deepEqual(byRole(canRecordHeadcount), { admin: true, volunteer: true, member: false, null: false });
});

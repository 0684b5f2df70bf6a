import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canManageEvents, canRecordHeadcount, canViewRegistrations } from './policy.ts';

test('canManageEvents: a church admin creates, edits and deletes its events', () => {
  assert.equal(canManageEvents('admin'), true);
});

test('canManageEvents: a plain member does not', () => {
  assert.equal(canManageEvents('member'), false);
});

test('canManageEvents: someone outside the church does not', () => {
  assert.equal(canManageEvents(null), false);
});

test('canViewRegistrations: a church admin sees who registered', () => {
  assert.equal(canViewRegistrations('admin'), true);
});

test('canViewRegistrations: a plain member does not', () => {
  assert.equal(canViewRegistrations('member'), false);
});

test('canViewRegistrations: someone outside the church does not', () => {
  assert.equal(canViewRegistrations(null), false);
});

test('canRecordHeadcount: church admins and volunteers count the people at an event; members and outsiders do not', () => {
  assert.equal(canRecordHeadcount('admin'), true);
  assert.equal(canRecordHeadcount('volunteer'), true);
  assert.equal(canRecordHeadcount('member'), false);
  assert.equal(canRecordHeadcount(null), false);
});

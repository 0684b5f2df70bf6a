import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canReadGroupCalendar } from './policy.ts';

test("a group's calendar is for its members and its church's admins", () => {
  assert.equal(canReadGroupCalendar(true, null), true);
  assert.equal(canReadGroupCalendar(true, 'member'), true);
  assert.equal(canReadGroupCalendar(false, 'admin'), true);
  assert.equal(canReadGroupCalendar(false, 'volunteer'), false);
  assert.equal(canReadGroupCalendar(false, 'member'), false);
  assert.equal(canReadGroupCalendar(false, null), false);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiScope } from '../../http/scopes.ts';
import { canSeeCheckIn } from '../checkin/policy.ts';
import { canViewChurchMembers } from '../churches/policy.ts';
import { canViewRegistrations } from '../events/policy.ts';
import { canSeeHouseholdChange } from '../households/policy.ts';
import { visibleAuthor } from '../prayers/policy.ts';
import { canReadChangeType, canSeeAttendanceChange, canSeeChange, canSeeChurchMemberChange, canSeeDonationChange, canSeeRegistrant, readScopeOf, visiblePrayerAuthor, type ReaderRules } from './policy.ts';
import { CHANGE_TYPE_NAMES } from './schemas.ts';

// The modules' own rules, as start-up gives them (src/services.ts).
const rules: ReaderRules = { canViewChurchMembers, canViewRegistrations, canSeeCheckIn, canSeeHouseholdChange, visibleAuthor };

const reader = (scopes: ApiScope[], donationsApproved = false, householdsApproved = false) => ({ userId: 7, scopes: new Set(scopes), donationsApproved, householdsApproved });
const ALL_READS: ApiScope[] = ['read:churches', 'read:events', 'read:groups', 'read:prayers', 'read:donations', 'read:households'];

test('change feed policies', async (t) => {
  await t.test('each type is read with the read scope of the resource it names first', () => {
    assert.equal(readScopeOf('church.updated'), 'read:churches');
    assert.equal(readScopeOf('church.member.added'), 'read:churches');
    assert.equal(readScopeOf('event.registration.created'), 'read:events');
    assert.equal(readScopeOf('group.member.removed'), 'read:groups');
    assert.equal(readScopeOf('prayer.prayed'), 'read:prayers');
    assert.equal(readScopeOf('donation.created'), 'read:donations');
    assert.equal(readScopeOf('household.updated'), 'read:households');
    assert.equal(readScopeOf('attendance.recorded'), 'read:churches');
    for (const type of CHANGE_TYPE_NAMES) assert.ok(ALL_READS.includes(readScopeOf(type)), type);
  });

  await t.test('a type needs its scope; write scopes alone read nothing', () => {
    assert.equal(canReadChangeType(reader(['read:events']), 'event.created'), true);
    assert.equal(canReadChangeType(reader(['read:events']), 'prayer.created'), false);
    assert.equal(canReadChangeType(reader(['write:prayers']), 'prayer.created'), false);
  });

  await t.test('donation types need read:donations and the app approved for donations', () => {
    assert.equal(canReadChangeType(reader(['read:donations'], true), 'donation.created'), true);
    assert.equal(canReadChangeType(reader(['read:donations'], false), 'donation.created'), false);
    assert.equal(canReadChangeType(reader(['read:churches'], true), 'donation.created'), false);
  });

  await t.test('a gift is seen by its donor only, and only through an approved app', () => {
    assert.equal(canSeeDonationChange(reader(['read:donations'], true), 7), true);
    assert.equal(canSeeDonationChange(reader(['read:donations'], true), 8), false);
    assert.equal(canSeeDonationChange(reader(['read:donations'], false), 7), false);
  });

  await t.test('church member changes are seen by members of the church, whatever their role', () => {
    assert.equal(canSeeChurchMemberChange(rules, 'member'), true);
    assert.equal(canSeeChurchMemberChange(rules, 'admin'), true);
    assert.equal(canSeeChurchMemberChange(rules, null), false);
  });

  await t.test("who registered is seen by the church's admins only; the event's counts by every reader of events", () => {
    assert.equal(canSeeRegistrant(rules, 'admin'), true);
    assert.equal(canSeeRegistrant(rules, 'member'), false);
    assert.equal(canSeeRegistrant(rules, null), false);
    assert.equal(canSeeChange(rules, reader(['read:events']), { type: 'event.registration.deleted', userId: 9 }, null), true);
    assert.equal(canSeeChange(rules, reader(['read:churches']), { type: 'event.registration.deleted', userId: 9 }, 'admin'), false);
  });

  await t.test('canSeeChange combines the scope with the rule of the type', () => {
    const all = reader(ALL_READS, true);
    assert.equal(canSeeChange(rules, all, { type: 'church.member.added', userId: 9 }, 'member'), true);
    assert.equal(canSeeChange(rules, all, { type: 'church.member.added', userId: 9 }, null), false);
    assert.equal(canSeeChange(rules, reader(['read:events']), { type: 'church.member.added', userId: 9 }, 'admin'), false);
    assert.equal(canSeeChange(rules, all, { type: 'donation.created', userId: 7 }, null), true);
    assert.equal(canSeeChange(rules, all, { type: 'donation.created', userId: 8 }, 'admin'), false);
    assert.equal(canSeeChange(rules, all, { type: 'prayer.created', userId: 8 }, null), true);
    assert.equal(canSeeChange(rules, all, { type: 'event.registration.created', userId: null }, null), true);
    assert.equal(canSeeChange(rules, all, { type: 'group.member.added', userId: 8 }, null), true);
  });

  await t.test("household changes: the household's adults and the church's admins, through an app approved for households", () => {
    const approved = reader(['read:households'], false, true);
    assert.equal(canSeeChange(rules, approved, { type: 'household.updated', userId: null, isHouseholdAdult: true }, null), true);
    assert.equal(canSeeChange(rules, approved, { type: 'household.updated', userId: null }, 'admin'), true);
    assert.equal(canSeeChange(rules, approved, { type: 'household.updated', userId: null }, 'volunteer'), false);
    assert.equal(canSeeChange(rules, approved, { type: 'household.created', userId: null }, 'member'), false);
    assert.equal(canSeeChange(rules, reader(['read:households']), { type: 'household.created', userId: null, isHouseholdAdult: true }, 'admin'), false);
    assert.equal(canSeeChange(rules, reader(['read:churches'], false, true), { type: 'household.created', userId: null }, 'admin'), false);
  });

  await t.test("attendance: the church's admins; a meeting also the group's members", () => {
    assert.equal(canSeeAttendanceChange('admin', false), true);
    assert.equal(canSeeAttendanceChange('member', true), true);
    assert.equal(canSeeAttendanceChange('volunteer', false), false);
    assert.equal(canSeeAttendanceChange(null, false), false);
    assert.equal(canSeeChange(rules, reader(['read:churches']), { type: 'attendance.recorded', userId: null, isGroupMember: true }, null), true);
    assert.equal(canSeeChange(rules, reader(['read:groups']), { type: 'attendance.recorded', userId: null }, 'admin'), false);
  });

  await t.test("an anonymous request's author is shown to the author only", () => {
    assert.equal(visiblePrayerAuthor(rules, { userId: 7 }, 7, true), 7);
    assert.equal(visiblePrayerAuthor(rules, { userId: 8 }, 7, true), null);
    assert.equal(visiblePrayerAuthor(rules, { userId: 8 }, 7, false), 7);
  });
});

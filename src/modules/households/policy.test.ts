import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHURCH_ROLES, type ChurchRole } from '../../http/church-roles.ts';
import * as policy from './policy.ts';

const roles: (ChurchRole | null)[] = [null, ...CHURCH_ROLES];
/** Every church role, as one of the household's adults or not. */
const cases = roles.flatMap((role) => [false, true].map((isAdult) => ({ role, isAdult, name: `${role ?? 'no role'}${isAdult ? ', adult of the household' : ''}` })));

test('canReachHouseholds: an approved app or a person\'s own key', () => {
  assert.equal(policy.canReachHouseholds({ householdsApproved: true }), true);
  assert.equal(policy.canReachHouseholds({ householdsApproved: false }), false);
});

test('canCreateHousehold: any member of the church, whatever their role', () => {
  for (const role of roles) assert.equal(policy.canCreateHousehold(role), role !== null, String(role));
});

test('canChooseHouseholdAdults: church admins only', () => {
  for (const role of roles) assert.equal(policy.canChooseHouseholdAdults(role), role === 'admin', String(role));
});

test('canListChurchHouseholds: admins and volunteers', () => {
  for (const role of roles) assert.equal(policy.canListChurchHouseholds(role), role === 'admin' || role === 'volunteer', String(role));
});

test('canViewHousehold: its adults, the church\'s admins and volunteers; members and outsiders do not', () => {
  for (const { role, isAdult, name } of cases) assert.equal(policy.canViewHousehold(role, isAdult), isAdult || role === 'admin' || role === 'volunteer', name);
});

test('canEditHousehold: its adults and the church\'s admins; not volunteers', () => {
  for (const { role, isAdult, name } of cases) assert.equal(policy.canEditHousehold(role, isAdult), isAdult || role === 'admin', name);
});

test('canDeleteHousehold: church admins only, not even its adults', () => {
  for (const role of roles) assert.equal(policy.canDeleteHousehold(role), role === 'admin', String(role));
});

test("canSeeChildNotes: the household's adults and the church's admins; volunteers see allergies only", () => {
  for (const { role, isAdult, name } of cases) assert.equal(policy.canSeeChildNotes(role, isAdult), isAdult || role === 'admin', name);
  assert.equal(policy.canSeeChildNotes('volunteer', false), false);
});

test('canSeeHouseholdChange: adults and admins, only through an approved app', () => {
  for (const { role, isAdult, name } of cases) {
    assert.equal(policy.canSeeHouseholdChange(role, isAdult, true), isAdult || role === 'admin', name);
    assert.equal(policy.canSeeHouseholdChange(role, isAdult, false), false, `${name}, unapproved`);
  }
});

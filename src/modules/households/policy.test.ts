import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHURCH_ROLES, type ChurchRole } from '../../http/church-roles.ts';
import {
  canChooseHouseholdAdults,
  canCreateHousehold,
  canDeleteHousehold,
  canEditHousehold,
  canListChurchHouseholds,
  canReachHouseholds,
  canSeeChildNotes,
  canSeeHouseholdChange,
  canViewHousehold,
} from './policy.ts';

const roles: (ChurchRole | null)[] = [null, ...CHURCH_ROLES];
/** Every church role, as one of the household's adults or not. */
const cases = roles.flatMap((role) => [false, true].map((isAdult) => ({ role, isAdult, name: `${role ?? 'no role'}${isAdult ? ', adult of the household' : ''}` })));

test('canReachHouseholds: an approved app or a person\'s own key', () => {
  assert.equal(canReachHouseholds({ householdsApproved: true }), true);
  assert.equal(canReachHouseholds({ householdsApproved: false }), false);
});

test('canCreateHousehold: any member of the church, whatever their role', () => {
  for (const role of roles) assert.equal(canCreateHousehold(role), role !== null, String(role));
});

test('canChooseHouseholdAdults: church admins only', () => {
  for (const role of roles) assert.equal(canChooseHouseholdAdults(role), role === 'admin', String(role));
});

test('canListChurchHouseholds: admins and volunteers', () => {
  for (const role of roles) assert.equal(canListChurchHouseholds(role), role === 'admin' || role === 'volunteer', String(role));
});

test('canViewHousehold: its adults, the church\'s admins and volunteers; members and outsiders do not', () => {
  for (const { role, isAdult, name } of cases) assert.equal(canViewHousehold(role, isAdult), isAdult || role === 'admin' || role === 'volunteer', name);
});

test('canEditHousehold: its adults and the church\'s admins; not volunteers', () => {
  for (const { role, isAdult, name } of cases) assert.equal(canEditHousehold(role, isAdult), isAdult || role === 'admin', name);
});

test('canDeleteHousehold: church admins only, not even its adults', () => {
  for (const role of roles) assert.equal(canDeleteHousehold(role), role === 'admin', String(role));
});

test("canSeeChildNotes: the household's adults and the church's admins; volunteers see allergies only", () => {
  for (const { role, isAdult, name } of cases) assert.equal(canSeeChildNotes(role, isAdult), isAdult || role === 'admin', name);
  assert.equal(canSeeChildNotes('volunteer', false), false);
});

test('canSeeHouseholdChange: adults and admins, only through an approved app', () => {
  for (const { role, isAdult, name } of cases) {
    assert.equal(canSeeHouseholdChange(role, isAdult, true), isAdult || role === 'admin', name);
    assert.equal(canSeeHouseholdChange(role, isAdult, false), false, `${name}, unapproved`);
  }
});

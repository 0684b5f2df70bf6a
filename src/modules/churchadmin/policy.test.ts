import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canOpenChurchAdministration } from './policy.ts';

test('canOpenChurchAdministration: a church admin opens its pages', () => {
  assert.equal(canOpenChurchAdministration('admin'), true);
});

test('canOpenChurchAdministration: a plain member does not', () => {
  assert.equal(canOpenChurchAdministration('member'), false);
});

test('canOpenChurchAdministration: someone outside the church does not', () => {
  assert.equal(canOpenChurchAdministration(null), false);
});

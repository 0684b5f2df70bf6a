import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlatformAdmin } from './policy.ts';

test('isPlatformAdmin: platform administrators only', () => {
  assert.equal(isPlatformAdmin({ isAdmin: true }), true);
  assert.equal(isPlatformAdmin({ isAdmin: false }), false);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canManageApp } from './policy.ts';

test('canManageApp: the owner only', () => {
  assert.equal(canManageApp({ id: 1 }, { ownerId: 1 }), true);
  assert.equal(canManageApp({ id: 2 }, { ownerId: 1 }), false);
});

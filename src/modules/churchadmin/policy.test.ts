import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMINS_ONLY, byRole } from '../../../test/policies.ts';
import { canOpenChurchAdministration } from './policy.ts';

test('canOpenChurchAdministration: a church admin opens its pages; members, volunteers and outsiders do not', () => {
  assert.deepEqual(byRole(canOpenChurchAdministration), ADMINS_ONLY);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Principal } from '../../http/principal.ts';
import { missingScope, toolAllowed } from './policy.ts';

function principal(scopes: string[], approvals: Partial<Pick<Principal, 'donationsApproved' | 'householdsApproved'>> = {}): Principal {
  return { userId: 1, appId: 1, scopes: new Set(scopes) as Principal['scopes'], via: 'oauth', credentialId: 'x', donationsApproved: false, householdsApproved: false, ...approvals };
}

test('toolAllowed: the scope, and the approval the scope needs (donations, households); `any` takes any scope', () => {
  assert.equal(toolAllowed({ scope: 'write:households' }, principal(['write:households'], { householdsApproved: true })), true);
  assert.equal(toolAllowed({ scope: 'write:households' }, principal(['write:households'])), false);
  assert.equal(toolAllowed({ scope: 'read:donations' }, principal(['read:donations'], { donationsApproved: true })), true);
  assert.equal(toolAllowed({ scope: 'read:donations' }, principal(['read:donations'], { householdsApproved: true })), false);
  assert.equal(toolAllowed({ scope: 'read:churches' }, principal(['read:churches'])), true);
  assert.equal(toolAllowed({ scope: 'write:prayers' }, principal(['read:churches'])), false);
  assert.equal(toolAllowed({ scope: 'any' }, principal(['read:events'])), true);
  assert.equal(toolAllowed({ scope: 'any' }, principal([])), false);
});

test('missingScope: named only when another token could have it', () => {
  assert.equal(missingScope({ scope: 'write:prayers' }, principal(['read:churches'])), 'write:prayers');
  assert.equal(missingScope({ scope: 'write:prayers' }, principal(['write:prayers'])), undefined, 'already allowed');
  assert.equal(missingScope({ scope: 'write:households' }, principal(['read:churches'])), undefined, 'no approval: no token could have it');
  assert.equal(missingScope({ scope: 'write:households' }, principal(['read:churches'], { householdsApproved: true })), 'write:households');
  assert.equal(missingScope({ scope: 'any' }, principal([])), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canDeletePrayer, canEditPrayer, canMarkAnswered } from './policy.ts';

const AUTHOR = { userId: 7 };
const SOMEONE_ELSE = { userId: 8 };
const prayer = { user_id: 7 };

test('prayer policies', async (t) => {
  await t.test('only the author may mark a request answered', () => {
    assert.equal(canMarkAnswered(AUTHOR, prayer), true);
    assert.equal(canMarkAnswered(SOMEONE_ELSE, prayer), false);
  });

  await t.test('only the author may edit a request', () => {
    assert.equal(canEditPrayer(AUTHOR, prayer), true);
    assert.equal(canEditPrayer(SOMEONE_ELSE, prayer), false);
  });

  await t.test('the author may delete their request, whatever their role in its church', () => {
    assert.equal(canDeletePrayer(AUTHOR, prayer, null), true);
    assert.equal(canDeletePrayer(AUTHOR, prayer, 'member'), true);
    assert.equal(canDeletePrayer(AUTHOR, prayer, 'admin'), true);
  });

  await t.test("an admin of the request's church may delete it; a member or an outsider may not", () => {
    assert.equal(canDeletePrayer(SOMEONE_ELSE, prayer, 'admin'), true);
    assert.equal(canDeletePrayer(SOMEONE_ELSE, prayer, 'member'), false);
    assert.equal(canDeletePrayer(SOMEONE_ELSE, prayer, null), false);
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  canManageWebhooks,
  canSubscribeWithScope,
  DEFAULT_WEBHOOK_SCOPES,
  disablesAtOnce,
  failedTooLong,
  isDelivered,
  retryDelay,
  wantsEvent,
  webhookReader,
  WEBHOOK_SCOPES,
} from './policy.ts';

test('canManageWebhooks: the app owner only', () => {
  assert.equal(canManageWebhooks(1, { ownerId: 1 }), true);
  assert.equal(canManageWebhooks(2, { ownerId: 1 }), false);
});

const none = { donationsApproved: false, householdsApproved: false };
const donations = { donationsApproved: true, householdsApproved: false };
const households = { donationsApproved: false, householdsApproved: true };

test('canSubscribeWithScope: read scopes; read:donations and read:households only for an app approved for each', () => {
  assert.equal(canSubscribeWithScope('read:prayers', none), true);
  assert.equal(canSubscribeWithScope('write:prayers', donations), false);
  assert.equal(canSubscribeWithScope('read:donations', none), false);
  assert.equal(canSubscribeWithScope('read:donations', households), false);
  assert.equal(canSubscribeWithScope('read:donations', donations), true);
  assert.equal(canSubscribeWithScope('read:households', none), false);
  assert.equal(canSubscribeWithScope('read:households', donations), false);
  assert.equal(canSubscribeWithScope('read:households', households), true);
  assert.ok(!DEFAULT_WEBHOOK_SCOPES.includes('read:households'));
  assert.ok(WEBHOOK_SCOPES.every((scope) => scope.startsWith('read:')));
  assert.ok(!DEFAULT_WEBHOOK_SCOPES.includes('read:donations'));
});

test('webhookReader: the owner with the subscription scopes, as for an API key', () => {
  const reader = webhookReader(7, ['read:prayers'], donations);
  assert.equal(reader.userId, 7);
  assert.deepEqual([...reader.scopes], ['read:prayers']);
  assert.equal(reader.donationsApproved, true);
});

test('wantsEvent: the types asked for (all when none), and only types the principal may read', () => {
  const prayers = webhookReader(1, ['read:prayers'], none);
  assert.equal(wantsEvent([], prayers, 'prayer.created'), true);
  assert.equal(wantsEvent([], prayers, 'event.created'), false);
  assert.equal(wantsEvent(['prayer.deleted'], prayers, 'prayer.created'), false);
  assert.equal(wantsEvent(['prayer.created'], prayers, 'prayer.created'), true);
  assert.equal(wantsEvent([], webhookReader(1, ['read:donations'], none), 'donation.created'), false);
  assert.equal(wantsEvent([], webhookReader(1, ['read:donations'], donations), 'donation.created'), true);
});

test('isDelivered and disablesAtOnce: 2xx delivers; a redirect fails; 410 disables', () => {
  assert.equal(isDelivered(200), true);
  assert.equal(isDelivered(204), true);
  assert.equal(isDelivered(302), false);
  assert.equal(isDelivered(500), false);
  assert.equal(disablesAtOnce(410), true);
  assert.equal(disablesAtOnce(404), false);
});

test('retryDelay: the schedule, then nothing', () => {
  assert.equal(retryDelay(1, [5, 10]), 5);
  assert.equal(retryDelay(2, [5, 10]), 10);
  assert.equal(retryDelay(3, [5, 10]), undefined);
  assert.equal(retryDelay(1, []), undefined);
});

test('failedTooLong: failing since at least the limit', () => {
  const now = Date.parse('2026-11-28T00:00:00.000Z');
  assert.equal(failedTooLong(null, now, 1000), false);
  assert.equal(failedTooLong('2026-11-27T23:59:59.500Z', now, 1000), false);
  assert.equal(failedTooLong('2026-11-27T23:59:59.000Z', now, 1000), true);
});

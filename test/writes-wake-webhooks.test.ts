import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { buildCaller, buildChurch, buildTestApp } from './helpers.ts';
import { startReceiver, webhookHeaders, type Received } from './webhook-receiver.ts';

/**
 * The webhook worker hears of a write from the unit of work that committed it, not from the
 * host that answered: a write through the API and one made straight through a service, as the
 * command line makes them, both wake it.
 */
test("a committed write wakes this instance's webhook worker, whether an API request or a service call made it", { timeout: 60_000 }, async (t) => {
  // The worker's own poll is a minute away: only a wake-up can send the events sooner.
  const { services, request } = await buildTestApp(t, { WEBHOOK_POLL_MS: '60000' });
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  const hook = await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(), eventTypes: ['prayer.created', 'church.updated'] });
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());
  const typeOf = (received: Received) => (new Webhook(hook.secret).verify(received.body, webhookHeaders(received)) as { type: string }).type;

  const created = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content: 'Rain for the harvest' } });
  assert.equal(created.statusCode, 201);
  assert.deepEqual((await receiver.until((all) => all.length >= 1, 10_000)).map(typeOf), ['prayer.created']);

  // No request at all: only the unit of work can tell the worker.
  await services.churches.updateAsOperator(church.id, { name: 'St Lydia' });
  assert.deepEqual((await receiver.until((all) => all.length >= 2, 10_000)).map(typeOf), ['prayer.created', 'church.updated']);
});

test('PostgreSQL: an event held back behind a transaction still open elsewhere is sent once that transaction ends, not at the next poll', { skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL)', timeout: 60_000 }, async (t) => {
  const { services } = await buildTestApp(t, { WEBHOOK_POLL_MS: '60000' });
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(), eventTypes: ['church.updated'] });
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());

  // Another session's transaction with a transaction id, begun before the write: until it ends,
  // the feed may not pass the write's event (an event of it could still commit before).
  const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  t.after(() => other.end());
  await other.query('begin');
  await other.query('select txid_current()');
  await services.churches.updateAsOperator(church.id, { name: 'St Phoebe' });
  await sleep(500);
  assert.equal(receiver.received.length, 0, 'held back while the other transaction is open');
  await other.query('commit');
  const ended = Date.now();
  await receiver.until((all) => all.length >= 1, 10_000);
  assert.ok(Date.now() - ended < 5_000, `sent ${Date.now() - ended} ms after the other transaction ended`);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { buildSigninTestHost, signedIn } from '../../../test/pages.ts';
import { startReceiver, webhookHeaders } from '../../../test/webhook-receiver.ts';

function codeById(html: string, id: string): string {
  const value = new RegExp(`<code id="${id}"[^>]*>([^<]+)</code>`).exec(html)?.[1];
  assert.ok(value, `a <code id="${id}"> on the page`);
  return value;
}

test('app page: the Webhooks section adds, tests, lists, redelivers, disables, rotates and deletes endpoints', { timeout: 60_000 }, async (t) => {
  const host = await buildSigninTestHost(t);
  const { services } = host;
  const receiver = await startReceiver(t);
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());
  const { client } = await signedIn(host);
  await client.get('/developers');
  const { page: created } = await client.postAndFollow('/developers', { name: 'Parish Portal', type: 'confidential', redirectUris: '' });
  const clientId = codeById(created.body, 'client-id');
  const base = `/developers/apps/${clientId}`;
  const audit = async () => (await services.audit.page(undefined)).events.map((event) => event.type);

  const page = await client.get(base);
  assert.match(page.body, /<h2 id="webhooks-title">Webhooks<\/h2>/);
  assert.match(page.body, /No endpoints yet/);
  assert.match(page.body, /<label for="webhook-url">Endpoint URL<\/label>/);
  assert.match(page.body, /<label for="webhook-event-prayer-created">prayer\.created<\/label>/);
  assert.match(page.body, /id="webhook-scope-read-prayers" name="scopes" value="read:prayers" checked/);
  assert.doesNotMatch(page.body, /id="webhook-scope-read-donations" name="scopes" value="read:donations" checked/);
  assert.match(page.body, /read:donations<\/label>\n<p class="hint"[^>]*>[^<]*needs donations access approved/);

  await t.test('a bad form is explained and keeps what was typed', async () => {
    const noUrl = await client.post(`${base}/webhooks`, { url: '', scopes: 'read:prayers' });
    assert.equal(noUrl.statusCode, 400);
    assert.match(noUrl.body, /Enter the endpoint URL\./);
    const noScope = await client.post(`${base}/webhooks`, { url: receiver.url() });
    assert.equal(noScope.statusCode, 400);
    assert.match(noScope.body, /Choose at least one scope/);
    const badType = await client.post(`${base}/webhooks`, { url: 'ftp://x.example/', scopes: 'read:prayers', eventTypes: 'prayer.created' });
    assert.equal(badType.statusCode, 400);
    assert.match(badType.body, /must be an absolute https:\/\/ URL/);
    assert.match(badType.body, /value="ftp:\/\/x.example\/"/);
    assert.match(badType.body, /id="webhook-event-prayer-created" name="eventTypes" value="prayer.created" checked/);
    const donations = await client.post(`${base}/webhooks`, { url: receiver.url(), scopes: 'read:donations' });
    assert.equal(donations.statusCode, 400);
    assert.match(donations.body, /approved for donation records/);
    assert.equal((await services.webhooks.list({ label: 'test' }, clientId)).length, 0);
  });

  let webhookId = 0;
  let secret = '';
  await t.test('adding one shows its secret once', async () => {
    const posted = await client.post(`${base}/webhooks`, { url: receiver.url('/in'), scopes: ['read:prayers', 'read:events'], eventTypes: ['prayer.created'] });
    assert.equal(posted.statusCode, 303, posted.body.slice(0, 500));
    assert.equal(posted.headers.location, base);
    const added = await client.get(base);
    assert.match(added.body, /Endpoint added\. Copy its signing secret now/);
    const [webhook] = await services.webhooks.list({ label: 'test' }, clientId);
    webhookId = webhook.id;
    secret = codeById(added.body, `webhook-secret-${webhookId}`);
    assert.match(secret, /^whsec_/);
    assert.deepEqual(webhook.scopes, ['read:events', 'read:prayers']);
    assert.deepEqual(webhook.eventTypes, ['prayer.created']);
    const later = await client.get(base);
    assert.doesNotMatch(later.body, new RegExp(secret.slice(6, 20).replace(/[+/]/g, '\\$&')));
    assert.match(later.body, new RegExp(`<code>${receiver.url('/in')}</code> <span class="badge good">Enabled</span>`));
    assert.ok((await audit()).includes('webhook.created'));
  });

  await t.test('a test event goes out, and the delivery is listed; it can be redelivered', async () => {
    const sent = await client.post(`${base}/webhooks/${webhookId}/test`, {});
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, `${base}?done=webhook-test-sent#webhook-${webhookId}`);
    const [received] = await receiver.until((all) => all.length === 1);
    const event = new Webhook(secret).verify(received.body, webhookHeaders(received)) as { type: string };
    assert.equal(event.type, 'webhook.test');
    let listed = await client.get(`${base}?done=webhook-test-sent`);
    // The worker records the answer just after the receiver has it: look again for up to 10 s.
    for (let i = 0; i < 100 && !/Delivered/.test(listed.body); i++) {
      await sleep(100);
      listed = await client.get(base);
    }
    assert.match(listed.body, /<th scope="row"><code>webhook\.test<\/code>/);
    assert.match(listed.body, /<span class="badge good">Delivered<\/span>/);
    const deliveryId = /\/deliveries\/(\d+)\/redeliver/.exec(listed.body)?.[1];
    assert.ok(deliveryId);
    const again = await client.post(`${base}/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, {});
    assert.equal(again.statusCode, 303);
    assert.equal(again.headers.location, `${base}?done=webhook-redelivered#webhook-${webhookId}`);
    const [, second] = await receiver.until((all) => all.length === 2);
    assert.equal(second.headers['webhook-id'], received.headers['webhook-id']);
    assert.equal((await client.post(`${base}/webhooks/${webhookId}/deliveries/999999/redeliver`, {})).statusCode, 404);
  });

  await t.test('disable and enable', async () => {
    assert.equal((await client.post(`${base}/webhooks/${webhookId}/disable`, {})).headers.location, `${base}?done=webhook-disabled#webhook-${webhookId}`);
    const disabled = await client.get(`${base}?done=webhook-disabled`);
    assert.match(disabled.body, /Endpoint disabled\./);
    assert.match(disabled.body, /<span class="badge bad">Disabled<\/span>/);
    assert.match(disabled.body, /Disabled by its owner/);
    assert.doesNotMatch(disabled.body, /Send test event/);
    assert.equal((await client.post(`${base}/webhooks/${webhookId}/enable`, {})).statusCode, 303);
    assert.match((await client.get(base)).body, /<span class="badge good">Enabled<\/span>/);
    const types = await audit();
    assert.ok(types.includes('webhook.disabled') && types.includes('webhook.enabled'));
  });

  await t.test('rotating shows the new secret once', async () => {
    const posted = await client.post(`${base}/webhooks/${webhookId}/secret`, {});
    assert.equal(posted.statusCode, 303);
    const rotated = await client.get(base);
    const next = codeById(rotated.body, `webhook-secret-${webhookId}`);
    assert.notEqual(next, secret);
    assert.doesNotMatch((await client.get(base)).body, new RegExp(`id="webhook-secret-${webhookId}"`), 'shown once');
    assert.ok((await audit()).includes('webhook.secret_rotated'));
  });

  await t.test('forms without the CSRF token are refused; another person sees 404', async () => {
    for (const action of ['test', 'disable', 'enable', 'secret', 'delete']) {
      assert.equal((await client.post(`${base}/webhooks/${webhookId}/${action}`, { _csrf: '' })).statusCode, 403, action);
    }
    assert.equal((await client.post(`${base}/webhooks`, { _csrf: '', url: receiver.url(), scopes: 'read:prayers' })).statusCode, 403);
    const { client: other } = await signedIn(host);
    await other.get('/developers');
    assert.equal((await other.post(`${base}/webhooks/${webhookId}/delete`, {})).statusCode, 404);
    assert.equal((await other.post(`${base}/webhooks`, { url: receiver.url(), scopes: 'read:prayers' })).statusCode, 404);
    assert.equal((await client.post(`${base}/webhooks/999999/delete`, {})).statusCode, 404);
    assert.equal((await services.webhooks.list({ label: 'test' }, clientId)).length, 1);
  });

  await t.test('delete', async () => {
    const deleted = await client.post(`${base}/webhooks/${webhookId}/delete`, {});
    assert.equal(deleted.headers.location, `${base}?done=webhook-deleted#webhooks`);
    const after = await client.get(`${base}?done=webhook-deleted`);
    assert.match(after.body, /Endpoint deleted\./);
    assert.match(after.body, /No endpoints yet/);
    assert.ok((await audit()).includes('webhook.deleted'));
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApiKey, buildUser } from '../../test/helpers.ts';
import { commandLine } from '../../test/cli.ts';

test('webhooks create, list and delete', async (t) => {
  const { services, cli } = await commandLine(t, 'webhooks');
  const owner = await buildUser(services);
  const { clientId } = await buildApiKey(services, owner.id);

  await t.test('create prints {id, secret} once, with the types and scopes it got', async () => {
    const created = await cli('webhooks', 'create', '--app', clientId, '--url', 'https://hooks.example.org/in', '--event', 'prayer.created', '--event', 'prayer.deleted', '--scope', 'read:prayers', '--json');
    assert.equal(created.code, 0, created.stderr);
    const json = JSON.parse(created.stdout);
    assert.equal(typeof json.id, 'number');
    assert.match(json.secret, /^whsec_[A-Za-z0-9+/]{32}$/);
    assert.deepEqual(json.eventTypes, ['prayer.created', 'prayer.deleted']);
    assert.deepEqual(json.scopes, ['read:prayers']);

    const plain = await cli('webhooks', 'create', '--app', clientId, '--url', 'https://hooks.example.org/all');
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stdout, /Events: all/);
    assert.match(plain.stdout, /Signing secret \(shown once; store it now\): whsec_/);
    const audit = (await services.audit.page(undefined, 10)).events;
    assert.ok(audit.some((event) => event.type === 'webhook.created' && event.actor === 'command line'));
  });

  await t.test('list shows every endpoint, never a secret', async () => {
    const listed = await cli('webhooks', 'list', '--app', clientId, '--json');
    assert.equal(listed.code, 0, listed.stderr);
    const { webhooks } = JSON.parse(listed.stdout);
    assert.deepEqual(webhooks.map((w: { url: string; enabled: boolean }) => [w.url, w.enabled]), [['https://hooks.example.org/in', true], ['https://hooks.example.org/all', true]]);
    assert.ok(!listed.stdout.includes('whsec_'));
    const text = await cli('webhooks', 'list', '--app', clientId);
    assert.match(text.stdout, /^ID\s+URL\s+EVENTS\s+SCOPES\s+STATE\s+CREATED/);
    assert.match(text.stdout, /prayer\.created prayer\.deleted/);
  });

  await t.test('delete removes it, and is recorded', async () => {
    const { webhooks } = JSON.parse((await cli('webhooks', 'list', '--app', clientId, '--json')).stdout);
    const deleted = await cli('webhooks', 'delete', String(webhooks[0].id), '--json');
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.deepEqual(JSON.parse(deleted.stdout), { id: webhooks[0].id, deleted: true });
    assert.equal(JSON.parse((await cli('webhooks', 'list', '--app', clientId, '--json')).stdout).webhooks.length, 1);
    const again = await cli('webhooks', 'delete', String(webhooks[0].id));
    assert.equal(again.code, 1);
    assert.match(again.stderr, /Webhook \d+ does not exist/);
    assert.ok((await services.audit.page(undefined, 10)).events.some((event) => event.type === 'webhook.deleted'));
  });

  await t.test('mistakes: bad values exit 1 with the reason, bad calls exit 2', async () => {
    const cases: [string[], number, RegExp][] = [
      [['webhooks', 'create', '--app', clientId], 2, /Missing --url/],
      [['webhooks', 'create', '--url', 'https://x.example/'], 2, /Missing --app/],
      [['webhooks', 'create', '--app', clientId, '--url', 'nope'], 1, /must be an absolute https:\/\/ URL/],
      [['webhooks', 'create', '--app', clientId, '--url', 'https://x.example/', '--event', 'prayer.sung'], 1, /Unknown event type prayer\.sung/],
      [['webhooks', 'create', '--app', clientId, '--url', 'https://x.example/', '--scope', 'read:donations'], 1, /approved for donation records/],
      [['webhooks', 'create', '--app', 'app_missing', '--url', 'https://x.example/'], 1, /App app_missing does not exist/],
      [['webhooks', 'list'], 2, /Missing --app/],
      [['webhooks', 'delete'], 2, /Missing ID/],
      [['webhooks', 'delete', 'x'], 2, /ID must be a positive integer/],
    ];
    for (const [args, code, message] of cases) {
      const result = await cli(...args);
      assert.equal(result.code, code, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, message);
    }
    const help = await cli('webhooks', '--help');
    assert.match(help.stdout, /webhooks create --app CLIENT_ID --url URL \[--event TYPE\]\.\.\. \[--scope S\]\.\.\. \[--json\]/);
  });
});

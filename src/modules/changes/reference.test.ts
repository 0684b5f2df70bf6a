import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { Webhook } from 'standardwebhooks';
import { buildTestApp } from '../../../test/helpers.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import { signedHeaders } from '../webhooks/signing.ts';
import { CHANGE_TYPE_NAMES } from './schemas.ts';

test('the API reference covers authentication with both issuers, every webhook and the feed, from the constants the service runs on', async (t) => {
  const { request, config } = await buildTestApp(t, { CHANGES_RETENTION_DAYS: '45' });
  const document = (await request({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const introduction: string = document.info.description;
  for (const heading of ['# Authentication', '# Webhooks', '# Change feed']) assert.ok(introduction.includes(`\n${heading}\n`), heading);
  assert.ok(introduction.includes(`${config.apiBaseUrl}/oauth/authorize`), 'the API issuer');
  assert.ok(introduction.includes(`${config.loginUrl}/.well-known/openid-configuration`), 'the sign-in issuer');
  for (const scope of [...API_SCOPE_NAMES, 'openid', 'profile', 'email']) assert.ok(introduction.includes(`\`${scope}\``), scope);
  for (const type of CHANGE_TYPE_NAMES) assert.ok(introduction.includes(`| \`${type}\` |`), type);
  assert.match(introduction, /retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h/);
  assert.match(introduction, /Events are kept 45 days/);

  assert.deepEqual(Object.keys(document.webhooks), CHANGE_TYPE_NAMES);
  const created = document.webhooks['prayer.created'].post;
  assert.equal(created.operationId, 'prayerCreatedWebhook');
  assert.deepEqual(created.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/ChangeEvent' });
  assert.ok(document.components.schemas.ChangeEvent, 'the payload schema is in the document');
  // The headers it documents are the ones a delivery carries, and they verify with a Standard Webhooks library.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = JSON.stringify({ id: 'evt_1', type: 'prayer.created', timestamp: new Date().toISOString(), data: { object: { id: 1 } } });
  const headers = signedHeaders(secret, 'evt_1', new Date(), body);
  assert.deepEqual(created.parameters.map((parameter: { name: string }) => parameter.name).sort(), Object.keys(headers).filter((name) => name.startsWith('webhook-')).sort());
  assert.ok(new Webhook(secret).verify(body, headers));
});

test('the docs name every event type and scope the reference does', async () => {
  // The event table of docs/api.md shortens a row's later types to their last part (`.updated`).
  const rows = (await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8')).split('\n').filter((line) => line.startsWith('| `'));
  for (const type of CHANGE_TYPE_NAMES) {
    const [resource] = type.split('.');
    const last = type.slice(type.lastIndexOf('.'));
    assert.ok(rows.some((row) => row.startsWith(`| \`${resource}.`) && (row.includes(`\`${type}\``) || row.includes(`\`${last}\``))), `docs/api.md's event table names ${type}`);
  }
  // docs/oauth.md sends its readers to the scope table of docs/api.md.
  const api = await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8');
  for (const scope of API_SCOPE_NAMES) assert.ok(api.includes(`\`${scope}\``), `docs/api.md names ${scope}`);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assistantMetadataRefusal, loopbackRedirectAllowed } from './assistants.ts';

test('loopbackRedirectAllowed: a named loopback address on any port, the same host, path and query; nothing else', () => {
  const named = ['http://127.0.0.1/callback', 'http://localhost:3000/cb?x=1', 'https://assistant.example/callback'];
  assert.equal(loopbackRedirectAllowed(named, 'http://127.0.0.1:51234/callback'), true);
  assert.equal(loopbackRedirectAllowed(named, 'http://localhost:4000/cb?x=1'), true);
  assert.equal(loopbackRedirectAllowed(named, 'http://localhost:4000/callback'), false, 'another host name');
  assert.equal(loopbackRedirectAllowed(named, 'http://127.0.0.1:51234/other'), false, 'another path');
  assert.equal(loopbackRedirectAllowed(named, 'http://localhost:4000/cb?x=2'), false, 'another query');
  assert.equal(loopbackRedirectAllowed(named, 'https://assistant.example:8443/callback'), false, 'not loopback');
  assert.equal(loopbackRedirectAllowed(named, 'https://127.0.0.1:51234/callback'), false, 'not plain http');
  assert.equal(loopbackRedirectAllowed(named, 'not a url'), false);
});

test('assistantMetadataRefusal: public clients with https or loopback redirect URIs only', () => {
  const base = { token_endpoint_auth_method: 'none' as const, redirect_uris: ['http://127.0.0.1/callback', 'https://assistant.example/cb'] };
  assert.equal(assistantMetadataRefusal(base), undefined);
  assert.match(assistantMetadataRefusal({ ...base, token_endpoint_auth_method: 'client_secret_basic' as const }) ?? '', /public clients/);
  assert.match(assistantMetadataRefusal({ ...base, grant_types: ['client_credentials'] }) ?? '', /grant_types/);
  assert.match(assistantMetadataRefusal({ ...base, redirect_uris: [] }) ?? '', /at least one/);
  assert.match(assistantMetadataRefusal({ ...base, redirect_uris: ['http://assistant.example/cb'] }) ?? '', /loopback/);
  assert.match(assistantMetadataRefusal({ ...base, redirect_uris: ['https://assistant.example/cb#x'] }) ?? '', /fragment/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startReceiver } from '../../../test/webhook-receiver.ts';
import { checkWebhookUrl, forbiddenAddressKind } from './addresses.ts';
import { WebhookTransport } from './transport.ts';

test('forbiddenAddressKind: loopback, private, link-local, CGNAT, multicast, unspecified, metadata, 6to4, Teredo, NAT64 to a private address and every special-purpose range are refused', () => {
  const refused: [string, string][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fd00:ec2::254', 'private (unique local, cloud metadata)'],
    ['fc00::1', 'private (unique local, cloud metadata)'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b:1::a9fe:a9fe', 'link-local (cloud metadata)'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['2002:7f00:1::1', '6to4 (carries an IPv4 address)'],
    ['2002:808:808::1', '6to4 (carries an IPv4 address)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo (carries an IPv4 address)'],
    ['fec0::1', 'site-local'],
    ['100::1', 'special-purpose (discard)'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'special-purpose (benchmarking)'],
    ['2001:20::1', 'special-purpose (orchid2)'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['example.org', 'not an IP address'],
  ];
  for (const [address, kind] of refused) assert.equal(forbiddenAddressKind(address), kind, address);
  for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8']) {
    assert.equal(forbiddenAddressKind(address), undefined, address);
  }
});

test('checkWebhookUrl: syntax everywhere; https and public hosts in production', () => {
  assert.equal(checkWebhookUrl('http://127.0.0.1:9000/in', false), 'http://127.0.0.1:9000/in');
  assert.equal(checkWebhookUrl('https://hooks.example.org/in?x=1', true), 'https://hooks.example.org/in?x=1');
  assert.throws(() => checkWebhookUrl('http://hooks.example.org/in', true), /must use https/);
  assert.throws(() => checkWebhookUrl('https://localhost/in', true), /localhost is loopback/);
  assert.throws(() => checkWebhookUrl('https://[::ffff:7f00:1]/in', true), /loopback/);
  assert.throws(() => checkWebhookUrl('https://192.168.0.10/in', true), /192\.168\.0\.10 is private/);
  assert.throws(() => checkWebhookUrl('javascript:alert(1)', false), /absolute https/);
  assert.throws(() => checkWebhookUrl(`https://x.example/${'a'.repeat(2001)}`, false), /at most 2000/);
});

test('delivery resolves the name once, checks the addresses and connects to them', async (t) => {
  const receiver = await startReceiver(t);
  // A name that resolves to loopback, as a rebinding name would after the subscription was checked.
  const resolve = async (hostname: string) => (hostname === 'hooks.example.test' ? [{ address: '127.0.0.1', family: 4 }] : []);
  const post = { url: `http://hooks.example.test:${receiver.port}/in`, headers: { 'content-type': 'application/json' }, body: '{}' };

  const production = new WebhookTransport({ timeoutMs: 2000, production: true, resolve });
  t.after(() => production.close());
  assert.deepEqual(await production.post({ ...post, url: `https://hooks.example.test:${receiver.port}/in` }), {
    error: 'hooks.example.test resolves to 127.0.0.1, a loopback address: only public addresses are reached',
  });
  const systemResolver = new WebhookTransport({ timeoutMs: 2000, production: true });
  t.after(() => systemResolver.close());
  assert.match((await systemResolver.post({ ...post, url: `https://localhost:${receiver.port}/in` }) as { error: string }).error, /^localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
  assert.match((await production.post({ ...post, url: `https://127.0.0.1:${receiver.port}/in` }) as { error: string }).error, /127\.0\.0\.1 is a loopback address/);
  assert.match((await production.post(post) as { error: string }).error, /must use https/);
  assert.equal(receiver.received.length, 0, 'nothing reached the receiver');

  const development = new WebhookTransport({ timeoutMs: 2000, production: false, resolve });
  t.after(() => development.close());
  assert.deepEqual(await development.post(post), { status: 200 });
  assert.equal(receiver.received[0].headers.host, `hooks.example.test:${receiver.port}`, 'the name travels in Host; the connection went to the address resolved');
});

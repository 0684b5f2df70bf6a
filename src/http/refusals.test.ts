import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildCaller, buildChurch, buildTestApp } from '../../test/helpers.ts';
import { buildSigninTestHost } from '../../test/pages.ts';
import { errorName } from './errors.ts';

/** Sends raw bytes and returns everything the server writes until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

function parseRaw(response: string): { status: number; headers: string; body: unknown } {
  const [head, body] = response.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

/**
 * Refusals made by Node's HTTP parser and by Fastify before any route runs are answered in
 * the spec's error object with a PascalCase name, like every other answer of the API host.
 */
test('refusals before any route runs answer the error object', async (t) => {
  const { app, services } = await buildTestApp(t);
  const { key } = await buildCaller(services);
  const church = await buildChurch(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/v1`;

  await t.test('a client gets 30 s to send its request, then is cut off', () => {
    assert.equal(app.server.requestTimeout, 30_000);
  });

  await t.test('headers larger than the server accepts: 431, and the connection is closed', async () => {
    const response = parseRaw(await rawExchange(port, `GET /api/v1/churches HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`));
    assert.equal(response.status, 431);
    assert.deepEqual(response.body, {
      error: 'RequestHeaderFieldsTooLarge',
      message: 'The request headers are larger than the server accepts',
      statusCode: 431,
    });
    assert.match(response.headers, /\r\nconnection: close/);
    assert.match(response.headers, /\r\ncontent-type: application\/json/);
    assert.match(response.headers, /\r\ncache-control: no-store/);
  });

  await t.test('bytes that are not HTTP: 400', async () => {
    const response = parseRaw(await rawExchange(port, 'HELLO THERE\r\n\r\n'));
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { error: 'BadRequest', message: 'The request is not valid HTTP', statusCode: 400 });
  });

  const post = (body: string, contentType: string) =>
    fetch(`${base}/prayers`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': contentType }, body });

  await t.test('a body over the size limit: 413', async () => {
    const res = await post(JSON.stringify({ communityId: church.id, content: 'x'.repeat(1_100_000) }), 'application/json');
    assert.equal(res.status, 413);
    const body = (await res.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
    assert.equal(body.error, 'PayloadTooLarge');
    assert.equal(body.statusCode, 413);
  });

  await t.test('a body of a type the API does not read: 415', async () => {
    for (const contentType of ['application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('content=hello', contentType);
      assert.equal(res.status, 415, contentType);
      const body = (await res.json()) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
      assert.equal(body.error, 'UnsupportedMediaType');
      assert.equal(body.statusCode, 415);
    }
  });

  await t.test('JSON that does not parse: 400', async () => {
    const res = await post('{"communityId":', 'application/json');
    assert.equal(res.status, 400);
    const body = (await res.json()) as Record<string, unknown>;
    assert.equal(body.error, 'BadRequest');
    assert.equal(body.statusCode, 400);
  });
});

test('error names are the reason phrases of their statuses in PascalCase', () => {
  const expected: Record<number, string> = {
    400: 'BadRequest', 404: 'NotFound', 408: 'RequestTimeout', 413: 'PayloadTooLarge', 414: 'UriTooLong',
    415: 'UnsupportedMediaType', 429: 'TooManyRequests', 431: 'RequestHeaderFieldsTooLarge', 503: 'ServiceUnavailable',
  };
  for (const [status, name] of Object.entries(expected)) assert.equal(errorName(Number(status)), name);
});

test('the sign-in host answers the HTTP parser\'s refusals with its error page', async (t) => {
  const { app } = await buildSigninTestHost(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  for (const [bytes, status] of [
    [`GET /login HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['NOT HTTP AT ALL\r\n\r\n', 400],
  ] as const) {
    const response = await rawExchange(port, bytes);
    const [head, body] = response.split('\r\n\r\n');
    assert.equal(Number(head.split(' ')[1]), status);
    assert.match(head.toLowerCase(), /content-type: text\/html/);
    assert.match(head.toLowerCase(), /connection: close/);
    assert.match(body, /<!doctype html>/i);
    assert.match(body, /\/assets\/style\.css/, 'styled like every other page');
  }
  assert.equal(app.server.requestTimeout, 30_000, 'a slow client is cut off');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requestOf, toolsOf } from './tools.ts';

const DOCUMENT = {
  components: { schemas: { Thing: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, example: { id: 1 } } } },
  paths: {
    '/things/{id}': {
      patch: {
        operationId: 'updateThing',
        summary: 'Change a thing',
        description: 'Only its owner.',
        security: [{ oauth2: ['write:households'] }, { apiKey: [] }],
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'integer' } },
          { in: 'query', name: 'dryRun', schema: { type: 'boolean' } },
          { in: 'header', name: 'idempotency-key', schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } } },
        responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/Thing' } } } } } } },
      },
    },
    '/feed': { get: { operationId: 'readFeed', summary: 'Read the feed', security: [{ oauth2: ['read:churches'] }, { oauth2: ['read:events'] }], responses: { 200: {} } } },
    '/public': { get: { operationId: 'publicThing', summary: 'Public', security: [], responses: { 200: {} } } },
  },
};

test('toolsOf: the operation’s name, words, inputs side by side, output with its references resolved; public operations left out', () => {
  const [update, feed, ...rest] = toolsOf(DOCUMENT);
  assert.equal(rest.length, 0);
  assert.equal(update.name, 'updateThing');
  assert.equal(update.description, 'Change a thing\n\nOnly its owner.');
  assert.deepEqual(Object.keys(update.inputSchema.properties as object), ['id', 'dryRun', 'name', 'idempotencyKey']);
  assert.deepEqual(update.inputSchema.required, ['id', 'name']);
  assert.deepEqual(update.outputSchema, { type: 'object', properties: { data: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } } });
  assert.deepEqual(update.annotations, { title: 'Change a thing', readOnlyHint: false, destructiveHint: false, idempotentHint: false });
  assert.equal(update.scope, 'write:households');
  assert.equal(feed.scope, 'any');
  assert.equal(feed.annotations.readOnlyHint, true);
  assert.equal(feed.outputSchema, undefined);
});

test('toolsOf refuses a body field named like a parameter', () => {
  const clash = structuredClone(DOCUMENT);
  (clash.paths['/things/{id}'].patch.requestBody.content['application/json'].schema.properties as Record<string, unknown>).dryRun = { type: 'string' };
  assert.throws(() => toolsOf(clash), /updateThing: the body field dryRun has the name of a parameter/);
});

test('requestOf: path parameters in the path, query parameters in the query, the rest in the body, the key in its header', () => {
  const [update, feed] = toolsOf(DOCUMENT);
  assert.deepEqual(requestOf(update, { id: 7, dryRun: true, name: 'New', idempotencyKey: 'k' }), { method: 'PATCH', url: '/things/7?dryRun=true', body: { name: 'New' }, idempotencyKey: 'k' });
  assert.deepEqual(requestOf(update, { id: '../x', name: 'N' }), { method: 'PATCH', url: '/things/..%2Fx', body: { name: 'N' } });
  assert.deepEqual(requestOf(feed, { colour: 'red' }), { method: 'GET', url: '/feed?colour=red' }, 'an unknown argument goes where the API refuses it');
});

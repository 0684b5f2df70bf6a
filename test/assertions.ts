import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers.ts';

/** Paging every list refuses, each with the parameter its 400 names. */
const BAD_PAGING: readonly [query: string, name: string][] = [
  ['limit=101', 'limit'],
  ['limit=0', 'limit'],
  ['limit=1.5', 'limit'],
  ['page=0', 'page'],
  ['page=abc', 'page'],
];

/** A 400 in the spec's error object whose message names the query parameter `name`; `label` says which request. */
export function assertRefusedParameter(res: LightMyRequestResponse, name: string, label: string): void {
  assert.equal(res.statusCode, 400, label);
  const body = res.json();
  assert.equal(body.error, 'BadRequest');
  assert.equal(body.statusCode, 400);
  assert.match(body.message, new RegExp(`query parameter '${name}'`), `${label}: ${body.message}`);
}

/** `GET url?query` of a list with `key`, for the paging every list refuses and then each of `more`: refused, naming the parameter paired with it. */
export async function assertRefusedListQueries(request: TestApp['request'], url: string, key: string, more: readonly (readonly [query: string, name: string])[] = []): Promise<void> {
  for (const [query, name] of [...BAD_PAGING, ...more]) {
    assertRefusedParameter(await request({ method: 'GET', url: `${url}?${query}`, key }), name, `${url}?${query}`);
  }
}

/** A 404 in the spec's error object saying `message`. */
export function assertNotFound(res: LightMyRequestResponse, message: string): void {
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { error: 'NotFound', message, statusCode: 404 });
}

/** A time as the API writes it: ISO 8601 in UTC, to the millisecond. */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A 201 answering the object just created: `expected`, but for its new id and its two times,
 * which are one instant (nothing has updated it yet). Answers the object.
 */
export function assertCreated(res: LightMyRequestResponse, expected: Record<string, unknown>) {
  assert.equal(res.statusCode, 201);
  const created = res.json().data;
  assert.deepEqual({ ...created, id: 0, createdAt: '', updatedAt: '' }, { ...expected, id: 0, createdAt: '', updatedAt: '' });
  assert.match(created.createdAt, ISO_INSTANT);
  assert.equal(created.updatedAt, created.createdAt);
  return created;
}

import assert from 'node:assert/strict';
import type { ApiScope } from '../src/http/scopes.ts';
import { buildCaller, type TestApp } from './helpers.ts';

/** Something people take a place in, with room for so many: an event's registrations, a group's members. */
export interface Places {
  /** A new one with room for `capacity`. */
  make(capacity: number): Promise<{ id: number }>;
  /** The object's URL. */
  url(id: number): string;
  /** Below it: where a caller takes a place (POST) and gives it back (DELETE). */
  join: string;
  leave: string;
  /** The write scope that takes a place. */
  scope: ApiScope;
  /** The field of the answered object that counts the places taken. */
  countField: string;
  /** The rows stored and the maintained count. */
  stored(id: number): Promise<{ rows: number; count: number }>;
}

/** Thirty callers at once for ten places: exactly ten get one, and the count says ten. Answers the full one's id. */
export async function raceForPlaces({ app, request, services }: TestApp, key: string, places: Places): Promise<number> {
  const { id } = await places.make(10);
  const callers = await Promise.all(Array.from({ length: 30 }, () => buildCaller(services, [places.scope])));
  const responses = await Promise.all(callers.map(({ key: k }) => app.inject({ method: 'POST', url: `${places.url(id)}/${places.join}`, headers: { authorization: `Bearer ${k}` } })));
  const statuses = responses.map((r) => r.statusCode);
  assert.equal(statuses.filter((s) => s === 201).length, 10);
  assert.equal(statuses.filter((s) => s === 409).length, 20);
  assert.deepEqual(await places.stored(id), { rows: 10, count: 10 });
  const after = await request({ method: 'GET', url: `${places.url(id)}/${places.join}`.replace(/\/[a-z]+$/, ''), key });
  assert.equal(after.json().data[places.countField], 10);
  assert.equal(after.json().data.spotsLeft, 0);
  return id;
}

/** One caller taking a place ten times at once gets one (201, then 200s); giving it back five times at once gives back one. */
export async function repeatsCountOnce({ request }: TestApp, key: string, places: Places): Promise<void> {
  const { id } = await places.make(10);
  const joins = await Promise.all(Array.from({ length: 10 }, () => request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key })));
  assert.deepEqual(joins.map((r) => r.statusCode).sort(), [200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  for (const r of joins) assert.equal(r.json().data[places.countField], 1);
  assert.deepEqual(await places.stored(id), { rows: 1, count: 1 });

  const leaves = await Promise.all(Array.from({ length: 5 }, () => request({ method: 'DELETE', url: `${places.url(id)}/${places.leave}`, key })));
  assert.deepEqual(leaves.map((r) => r.statusCode).sort(), [200, 404, 404, 404, 404]);
  assert.deepEqual(await places.stored(id), { rows: 0, count: 0 });
}

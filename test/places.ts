import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { ApiScope } from '../src/http/scopes.ts';
import { buildCaller, buildEvent, buildGroup, type TestApp } from './helpers.ts';

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
  /** The field of the answered object that says whether the caller has a place. */
  takenField: string;
  /** The rows stored and the maintained count. */
  stored(id: number): Promise<{ rows: number; count: number }>;
}

/** Where the places of one kind are stored: the table of taken places, and the owner's maintained count. */
interface PlaceTables {
  table: 'event_registrations' | 'group_members';
  owner: 'event_id' | 'group_id';
  owners: 'events' | 'groups';
  count: 'registration_count' | 'member_count';
}

/** The kinds of places: an event's registrations and a group's members. */
type Kind = 'events' | 'groups';

/** Each kind's words in the API, and how a test makes one of its objects. */
const KINDS = {
  events: { join: 'register', leave: 'register', scope: 'write:events', countField: 'registrationCount', takenField: 'isRegistered', build: buildEvent },
  groups: { join: 'join', leave: 'leave', scope: 'write:groups', countField: 'memberCount', takenField: 'isMember', build: buildGroup },
} as const;

const TABLES: Record<Kind, PlaceTables> = {
  events: { table: 'event_registrations', owner: 'event_id', owners: 'events', count: 'registration_count' },
  groups: { table: 'group_members', owner: 'group_id', owners: 'groups', count: 'member_count' },
};

/** The places of one kind, in objects of the church `churchId`. */
export function placesOf(kind: Kind, { services }: TestApp, churchId: number): Places {
  const { build, ...words } = KINDS[kind];
  return {
    ...words,
    make: (capacity) => build(services, churchId, { capacity }),
    url: (id) => `/api/v1/${kind}/${id}`,
    stored: storedPlaces(services.database.db, TABLES[kind]),
  };
}

/** Takes a place in object `id` straight in the store (`row`: the place's other columns), keeping the count in step as the product does. */
export async function takeDirectly(db: Db, kind: Kind, id: number, row: Record<string, unknown>): Promise<void> {
  const { table, owner, owners, count } = TABLES[kind];
  await db.insertInto(table).values({ [owner]: id, ...row } as never).execute();
  await sql`update ${sql.table(owners)} set ${sql.ref(count)} = ${sql.ref(count)} + 1 where id = ${id}`.execute(db);
}

/** `Places.stored` read straight from the store. */
function storedPlaces(db: Db, { table, owner, owners, count }: PlaceTables): Places['stored'] {
  return async (id) => {
    const { rows } = await sql<{ rows: number | string; count: number }>`
      select (select count(*) from ${sql.table(table)} where ${sql.ref(owner)} = ${id}) as rows, ${sql.ref(count)} as count
      from ${sql.table(owners)} where id = ${id}`.execute(db);
    return { rows: Number(rows[0].rows), count: rows[0].count };
  };
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

/**
 * Taking a place in a new object with room for `capacity`: a 201 answering the object with the
 * caller in and one place taken; someone else reads it taken, not by them, and the list at
 * `listUrl` shows the caller in. Answers the object.
 */
export async function takingAPlace({ request }: TestApp, key: string, otherKey: string, places: Places, capacity: number, listUrl: string): Promise<Record<string, unknown> & { id: number }> {
  const { id } = await places.make(capacity);
  const res = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key });
  assert.equal(res.statusCode, 201);
  const data = res.json().data;
  assert.equal(data.id, id);
  assert.equal(data[places.countField], 1);
  assert.equal(data.spotsLeft, capacity - 1);
  assert.equal(data[places.takenField], true);
  assert.deepEqual(await places.stored(id), { rows: 1, count: 1 });

  const theirs = (await request({ method: 'GET', url: places.url(id), key: otherKey })).json().data;
  assert.equal(theirs[places.takenField], false);
  assert.equal(theirs[places.countField], 1);
  const listed = (await request({ method: 'GET', url: listUrl, key })).json().data;
  assert.equal(listed.find((one: { id: number }) => one.id === id)[places.takenField], true);
  return data;
}

/** Taking a place twice keeps one, and the second answer is a 200 with the same state as the first. */
export async function takingTwiceKeepsOne({ request }: TestApp, key: string, places: Places): Promise<void> {
  const { id } = await places.make(3);
  const first = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key });
  assert.equal(first.statusCode, 201);
  const second = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key });
  assert.equal(second.statusCode, 200);
  assert.deepEqual(second.json(), first.json());
  assert.equal(second.json().data[places.countField], 1);
  assert.deepEqual(await places.stored(id), { rows: 1, count: 1 });
}

/** With every place taken a newcomer gets a 409 saying so (`full`), while whoever has a place still gets a 200. */
export async function fullRefusesNewcomers({ request }: TestApp, key: string, otherKey: string, places: Places, full: (id: number) => string): Promise<void> {
  const { id } = await places.make(1);
  const taken = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key: otherKey });
  assert.equal(taken.statusCode, 201);
  assert.equal(taken.json().data.spotsLeft, 0);
  const refused = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key });
  assert.equal(refused.statusCode, 409);
  assert.deepEqual(refused.json(), { error: 'Conflict', message: full(id), statusCode: 409 });
  assert.deepEqual(await places.stored(id), { rows: 1, count: 1 });
  const again = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key: otherKey });
  assert.equal(again.statusCode, 200);
  assert.equal(again.json().data[places.countField], 1);
  assert.equal(again.json().data[places.takenField], true);
}

/**
 * Giving a place back answers the object without it; a second time is a 404 saying the caller
 * has none (`notTaken`), and the freed place can be taken again. `whileGone` checks more in between.
 */
export async function givingBackFreesThePlace(
  { request }: TestApp,
  key: string,
  otherKey: string,
  places: Places,
  notTaken: (id: number) => string,
  whileGone?: (id: number) => Promise<void>,
): Promise<void> {
  const { id } = await places.make(2);
  await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key: otherKey });
  await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key });
  const res = await request({ method: 'DELETE', url: `${places.url(id)}/${places.leave}`, key });
  assert.equal(res.statusCode, 200);
  const data = res.json().data;
  assert.equal(data[places.takenField], false);
  assert.equal(data[places.countField], 1);
  assert.equal(data.spotsLeft, 1);
  assert.deepEqual(await places.stored(id), { rows: 1, count: 1 });
  const again = await request({ method: 'DELETE', url: `${places.url(id)}/${places.leave}`, key });
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { error: 'NotFound', message: notTaken(id), statusCode: 404 });
  assert.deepEqual(await places.stored(id), { rows: 1, count: 1 });
  await whileGone?.(id);
  const back = await request({ method: 'POST', url: `${places.url(id)}/${places.join}`, key });
  assert.equal(back.statusCode, 201, 'the freed place can be taken again');
  assert.equal(back.json().data.spotsLeft, 0);
}

/** Taking and giving back a place of an unknown object is a 404 (`missing`); an id that is not one is a 400 naming it. */
export async function unknownOrBadIds({ request }: TestApp, key: string, places: Places, missing: string): Promise<void> {
  for (const [method, action] of [['POST', places.join], ['DELETE', places.leave]] as const) {
    const unknown = await request({ method, url: `${places.url(999999)}/${action}`, key });
    assert.equal(unknown.statusCode, 404, `${method} ${action}`);
    assert.equal(unknown.json().message, missing);
    for (const bad of ['abc', '1.5']) {
      const refused = await request({ method, url: `${places.url(999999).replace(/999999$/, bad)}/${action}`, key });
      assert.equal(refused.statusCode, 400, `${method} ${action} ${bad}`);
      assert.match(refused.json().message, /'id'/);
    }
  }
}

/**
 * Every route of the resource wants a credential (401 without one); the key works in either
 * header; `readUrl` is one of them that answers the object `id`.
 */
export async function needsCredential({ request }: TestApp, key: string, routes: readonly (readonly ['GET' | 'POST' | 'DELETE', string])[], readUrl: string, id: number): Promise<void> {
  for (const [method, url] of routes) {
    const none = await request({ method, url });
    assert.equal(none.statusCode, 401, `${method} ${url}`);
    assert.equal(none.json().error, 'Unauthorized');
  }
  const viaHeader = await request({ method: 'GET', url: readUrl, headers: { 'x-api-key': key } });
  assert.equal(viaHeader.statusCode, 200);
  assert.equal(viaHeader.json().data.id, id);
  const wrong = await request({ method: 'GET', url: readUrl, headers: { 'x-api-key': 'cpk_not-a-real-key' } });
  assert.equal(wrong.statusCode, 401);
}

/**
 * A 403 names the scope missing: taking or giving back a place without the write scope, reading
 * (`readUrls`) with only other scopes (`otherRead` among them). Nothing is taken by the refusals.
 */
export async function refusalsNameTheScope({ request, services }: TestApp, places: Places, id: number, readScope: ApiScope, otherRead: ApiScope, readUrls: readonly string[]): Promise<void> {
  const { key: readOnly } = await buildCaller(services, [readScope]);
  for (const [method, action] of [['POST', places.join], ['DELETE', places.leave]] as const) {
    const denied = await request({ method, url: `${places.url(id)}/${action}`, key: readOnly });
    assert.equal(denied.statusCode, 403, `${method} ${action}`);
    assert.equal(denied.json().error, 'Forbidden');
    assert.match(denied.json().message, new RegExp(places.scope));
  }
  const { key: writeOnly } = await buildCaller(services, [places.scope, otherRead]);
  for (const url of readUrls) {
    const denied = await request({ method: 'GET', url, key: writeOnly });
    assert.equal(denied.statusCode, 403, url);
    assert.match(denied.json().message, new RegExp(readScope));
  }
  assert.deepEqual(await places.stored(id), { rows: 0, count: 0 });
}

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch, buildEvent, buildGroup, buildPrayer, buildTestApp } from '../../test/helpers.ts';
import { encodeCursor, PageBookmarks, paginate, type KeysetList } from './pagination.ts';
import type { ListState } from '../paging.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

test('paging by bookmark and by cursor returns exactly what OFFSET returns', async (t) => {
  const { services, request } = await buildTestApp(t);
  const { db } = services.database;
  const { key, user } = await buildCaller(services);
  const churches = [await buildChurch(services), await buildChurch(services), await buildChurch(services)];
  const pick = random(42);
  for (let i = 0; i < 150; i++) {
    await buildPrayer(services, churches[pick(3)].id, user.id, { is_answered: pick(3) === 0, is_anonymous: pick(4) === 0 });
  }
  // Several events share a start time, so the (starts_at, id) order is exercised on its ties.
  const day = 86_400_000;
  for (let i = 0; i < 60; i++) {
    const startsAt = new Date(Date.UTC(2031, 0, 1) + (pick(20) - 10) * day).toISOString();
    await buildEvent(services, churches[pick(3)].id, { starts_at: startsAt, ends_at: startsAt });
  }
  for (let i = 0; i < 40; i++) await buildGroup(services, churches[pick(3)].id);

  const ids = async (url: string) => {
    const res = await request({ method: 'GET', url, key });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    const body = res.json() as { data: { id: number }[]; pagination: { total: number; hasMore: boolean; nextCursor?: string } };
    return { ids: body.data.map((row) => row.id), pagination: body.pagination };
  };

  interface Listing {
    url: string;
    offset: (limit: number, offset: number) => Promise<number[]>;
    count: () => Promise<number>;
  }
  const churchId = churches[1].id;
  const listings: Listing[] = [
    {
      url: '/api/v1/prayers?',
      offset: async (limit, offset) =>
        (await db.selectFrom('prayers').select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map((r) => r.id),
      count: async () => Number((await db.selectFrom('prayers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    },
    {
      url: `/api/v1/prayers?communityId=${churchId}&isAnswered=false&`,
      offset: async (limit, offset) =>
        (
          await db
            .selectFrom('prayers')
            .select('id')
            .where('church_id', '=', churchId)
            .where('is_answered', '=', false)
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute()
        ).map((r) => r.id),
      count: async () =>
        Number(
          (
            await db
              .selectFrom('prayers')
              .where('church_id', '=', churchId)
              .where('is_answered', '=', false)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
    },
    {
      url: '/api/v1/events?',
      offset: async (limit, offset) =>
        (await db.selectFrom('events').select('id').orderBy('starts_at').orderBy('id').limit(limit).offset(offset).execute()).map((r) => r.id),
      count: async () => Number((await db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    },
    {
      url: `/api/v1/groups?churchId=${churchId}&`,
      offset: async (limit, offset) =>
        (await db.selectFrom('groups').select('id').where('church_id', '=', churchId).orderBy('id').limit(limit).offset(offset).execute()).map((r) => r.id),
      count: async () => Number((await db.selectFrom('groups').where('church_id', '=', churchId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    },
    {
      url: '/api/v1/churches?',
      offset: async (limit, offset) =>
        (await db.selectFrom('churches').select('id').orderBy('id').limit(limit).offset(offset).execute()).map((r) => r.id),
      count: async () => Number((await db.selectFrom('churches').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    },
  ];

  const check = async (listing: Listing, page: number, limit: number, label: string) => {
    const got = await ids(`${listing.url}page=${page}&limit=${limit}`);
    assert.deepEqual(got.ids, await listing.offset(limit, (page - 1) * limit), `${label}: ${listing.url} page ${page} limit ${limit}`);
    const total = await listing.count();
    assert.equal(got.pagination.total, total, `${label}: total of ${listing.url}`);
    assert.equal(got.pagination.hasMore, page * limit < total);
  };

  /** Writes that shift rows between pages: new rows at the front, rows leaving and moving scopes. */
  const write = async (step: number) => {
    if (step % 3 === 0) await buildPrayer(services, churches[step % 3].id, user.id, { is_answered: false });
    if (step % 5 === 0) {
      const some = await db.selectFrom('prayers').select('id').where('is_answered', '=', false).orderBy('id').limit(1).offset(step).executeTakeFirst();
      if (some) await db.updateTable('prayers').set({ is_answered: true }).where('id', '=', some.id).execute();
    }
    if (step % 7 === 0) {
      const some = await db.selectFrom('prayers').select('id').orderBy('id', 'desc').limit(1).offset(step).executeTakeFirst();
      if (some) await db.deleteFrom('prayers').where('id', '=', some.id).execute();
    }
    if (step % 4 === 0) {
      const some = await db.selectFrom('events').select('id').orderBy('id').limit(1).offset(step % 50).executeTakeFirstOrThrow();
      await db.updateTable('events').set({ starts_at: new Date(Date.UTC(2030, 11, 1) + step * 3_600_000).toISOString() }).where('id', '=', some.id).execute();
    }
    if (step % 6 === 0) await buildGroup(services, churchId);
  };

  await t.test('a sequential walk, with and without writes between pages', async () => {
    for (const listing of listings) {
      for (const limit of [1, 7, 20]) {
        const pages = Math.ceil((await listing.count()) / limit) + 1;
        for (let page = 1; page <= pages; page++) await check(listing, page, limit, 'walk');
      }
      const pages = Math.ceil((await listing.count()) / 6) + 2;
      for (let page = 1; page <= pages; page++) {
        await check(listing, page, 6, 'walk with writes');
        await write(page);
      }
    }
  });

  await t.test('random jumps, repeats and steps back, with and without writes', async () => {
    for (const listing of listings) {
      for (let i = 0; i < 60; i++) {
        const limit = [1, 5, 20][pick(3)];
        const pages = Math.ceil((await listing.count()) / limit) + 2;
        const page = pick(pages) + 1;
        await check(listing, page, limit, 'jump');
        await check(listing, page, limit, 'repeat');
        await check(listing, page + 1, limit, 'next after a jump');
        if (page > 1) await check(listing, page - 1, limit, 'step back');
        if (i % 2) await write(i);
      }
    }
  });

  await t.test('a cursor walk visits every row once, in order, and keeps its place while rows are added', async () => {
    for (const listing of listings) {
      const expected = await listing.offset(100_000, 0);
      const seen: number[] = [];
      let next: string | undefined;
      let page = await ids(`${listing.url}limit=7`);
      for (;;) {
        seen.push(...page.ids);
        next = page.pagination.nextCursor;
        if (!next) break;
        page = await ids(`${listing.url}limit=7&cursor=${next}`);
      }
      assert.deepEqual(seen, expected, listing.url);
    }
    // New prayers arrive at the front of the newest-first list while a client follows cursors:
    // the cursor neither repeats nor skips what was there when the walk started.
    const before = await listings[0].offset(100_000, 0);
    const first = await ids('/api/v1/prayers?limit=10');
    await buildPrayer(services, churchId, user.id);
    await buildPrayer(services, churchId, user.id);
    const second = await ids(`/api/v1/prayers?limit=10&cursor=${first.pagination.nextCursor}`);
    assert.deepEqual([...first.ids, ...second.ids], before.slice(0, 20));
  });

  await t.test('a cursor is bound to its list and filters, and a forged one is refused', async () => {
    const first = await ids('/api/v1/prayers?limit=5');
    const wrongList = await request({ method: 'GET', url: `/api/v1/churches?cursor=${first.pagination.nextCursor}`, key });
    assert.equal(wrongList.statusCode, 400);
    assert.match(wrongList.json().message, /'cursor'/);
    const wrongFilter = await request({ method: 'GET', url: `/api/v1/prayers?isAnswered=true&cursor=${first.pagination.nextCursor}`, key });
    assert.equal(wrongFilter.statusCode, 400);
    for (const cursor of ['abc', Buffer.from('[1,2]').toString('base64url'), encodeCursor('prayers?', -1, [5]), encodeCursor('prayers?', 0, ['x'])]) {
      const res = await request({ method: 'GET', url: `/api/v1/prayers?cursor=${cursor}`, key });
      assert.equal(res.statusCode, 400, cursor);
      assert.equal(res.json().error, 'BadRequest');
    }
  });

  await t.test('upcoming events page like OFFSET over the events starting after now', async () => {
    const offset = async (limit: number, offsetRows: number) =>
      (
        await db
          .selectFrom('events')
          .select('id')
          .where('starts_at', '>', new Date().toISOString())
          .orderBy('starts_at')
          .orderBy('id')
          .limit(limit)
          .offset(offsetRows)
          .execute()
      ).map((r) => r.id);
    for (let page = 1; page <= 12; page++) {
      const got = await ids(`/api/v1/events/upcoming?page=${page}&limit=6`);
      assert.deepEqual(got.ids, await offset(6, (page - 1) * 6), `upcoming page ${page}`);
      if (page === 5) await buildEvent(services, churchId, { starts_at: new Date(Date.now() + day).toISOString() });
    }
  });
});

test('a bookmark is trusted only while its list version is current and its time has not passed', async () => {
  const bookmarks = new PageBookmarks(3);
  const state: ListState = { total: 10, version: 4, contentVersion: 9, validUntil: 1_000 };
  bookmarks.set('list', 5, [5], state);
  assert.deepEqual(bookmarks.get('list', 5, state, 999), [5]);
  assert.equal(bookmarks.get('list', 5, { ...state, version: 5 }, 999), undefined);
  assert.equal(bookmarks.get('list', 5, state, 1_000), undefined);
  assert.equal(bookmarks.get('other', 5, state, 0), undefined);
  for (let i = 0; i < 5; i++) bookmarks.set('list', 10 + i, [i], state);
  assert.equal(bookmarks.size, 3);
  assert.equal(bookmarks.get('list', 5, state, 0), undefined, 'the oldest entries make room');
});

test('a page past the end reads nothing', async () => {
  let reads = 0;
  const list: KeysetList<{ id: number }> = {
    name: 'numbers',
    keyTypes: ['number'],
    state: async () => ({ total: 3, version: 1, contentVersion: 1, validUntil: Infinity }),
    rows: async () => {
      reads++;
      return [];
    },
    keyOf: (row) => [row.id],
  };
  const result = await paginate(list, { page: 1_000_000, limit: 100 }, new PageBookmarks());
  assert.deepEqual(result, { rows: [], pagination: { page: 1_000_000, limit: 100, total: 3, hasMore: false } });
  assert.equal(reads, 0);
});


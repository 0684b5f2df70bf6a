import { Type, type Static, type TSchema } from 'typebox';
import { badRequest } from './errors.ts';
import type { ListState, SeekKey, Window } from '../paging.ts';

/** `page` and `limit` of every list endpoint, as the spec sets them. */
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'Page number, from 1' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Items per page, 1 to 100' }),
});
export type PageQuery = Static<typeof PageQuery>;

/** `updatedSince` of every resource list. */
export const UpdatedSince = Type.Optional(
  Type.String({
    format: 'date-time',
    description: 'Only items whose `updatedAt` is at or after this time (ISO 8601), in the list\'s usual order; `total` counts them. Not with `cursor`.',
  }),
);

/**
 * `createdAt` and `updatedAt` of an API object, in this order; `lastChange` says what moves
 * `updatedAt` (its changes, its people joining…), which is what `updatedSince` compares.
 */
export function Timestamps(lastChange?: string) {
  return {
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String(lastChange === undefined ? { format: 'date-time' } : { format: 'date-time', description: lastChange }),
  };
}

/** `page`, `limit` and `updatedSince`: the lists read by offset only (members, registrants, a person's churches). */
export const PageSinceQuery = Type.Object({ ...PageQuery.properties, updatedSince: UpdatedSince });
export type PageSinceQuery = Static<typeof PageSinceQuery>;

/** `page` and `limit`, plus `cursor` on the lists that can be walked by key, and `updatedSince`. */
export const CursorPageQuery = Type.Object({
  ...PageQuery.properties,
  updatedSince: UpdatedSince,
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1024,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Continue after the last item of a previous page: the `nextCursor` of that page, used with the same filters. ' +
        'Takes the place of `page`; stays correct while items are added or removed, so it suits syncing large collections.',
    }),
  ),
});
export type CursorPageQuery = Static<typeof CursorPageQuery>;

/**
 * `updatedSince` as stored times compare, or undefined when not asked for. Such a list is read
 * by offset and counted per request (the maintained totals count whole lists), so it takes no
 * cursor.
 */
export function updatedSinceOf(query: { updatedSince?: string; cursor?: string }): string | undefined {
  if (query.updatedSince === undefined) return undefined;
  if (query.cursor !== undefined) throw badRequest("Invalid query parameter 'cursor': cannot be used with 'updatedSince'; use 'page'");
  const time = new Date(query.updatedSince);
  if (Number.isNaN(time.getTime())) throw badRequest("Invalid query parameter 'updatedSince': not a valid date-time");
  return time.toISOString();
}

export const Pagination = Type.Object(
  {
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer({ description: 'Number of items in the whole list' }),
    hasMore: Type.Boolean({ description: 'Whether a later page has items' }),
    nextCursor: Type.Optional(
      Type.String({ description: 'Opaque; send it as `cursor` to get the items after this page. Absent on the last page and on lists without cursors.' }),
    ),
  },
  { title: 'Pagination', examples: [{ page: 1, limit: 20, total: 128, hasMore: true, nextCursor: 'WyJjaHVyY2hlcyIsMjAsMjBd' }] },
);
export type Pagination = Static<typeof Pagination>;

export function listEnvelope<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), pagination: Pagination });
}

export function singleEnvelope<T extends TSchema>(item: T) {
  return Type.Object({ data: item });
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.limit;
}

export function page<T>(data: T[], query: PageQuery, total: number): Page<T> {
  return {
    data,
    pagination: { page: query.page, limit: query.limit, total, hasMore: query.page * query.limit < total },
  };
}

/** An id a client sends (path, query or body): a positive 32-bit integer, described by what it names. */
export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

export const IdParams = Type.Object({ id: Id('Identifier') });

/** `:id` a resource (`resource` says which) and `:userId` a person in it: the path of one member. */
export const memberParams = (resource: string) => Type.Object({ id: Id(resource), userId: Id('The person') });

/** One list as the paginator sees it, with its filters applied. */
export interface KeysetList<Row> {
  /** Names the list and its filters: bookmarks and cursors apply only to the same name. */
  name: string;
  /** The sort key's value types, in order; a cursor's key is checked against them. */
  keyTypes: readonly ('number' | 'string')[];
  state(): Promise<ListState>;
  rows(limit: number, window: Window): Promise<Row[]>;
  /**
   * Optional: the rows and the state in one read (one round trip, one snapshot); `state` is
   * undefined when no row came back to carry it. Lists with maintained counters offer it.
   */
  rowsWithState?(limit: number, window: Window): Promise<{ rows: Row[]; state: ListState | undefined }>;
  keyOf(row: Row): SeekKey;
}

interface Bookmark {
  key: SeekKey;
  version: number;
  validUntil: number;
}

/**
 * Where earlier pages ended: (list and filters, position) -> the key of the row at that
 * position, and the list version it was seen at. A walk through pages 1, 2, 3 … then reads
 * each page by seeking past the previous page's last key instead of skipping rows with
 * OFFSET. A bookmark is used only while its list version is current, so the rows are
 * exactly those OFFSET would return; anything else (a jump, a stale bookmark, another
 * instance's walk) falls back to OFFSET and leaves a bookmark for the next page.
 */
export class PageBookmarks {
  private readonly entries = new Map<string, Bookmark>();
  private readonly maxEntries: number;
  constructor(maxEntries = 10_000) {
    this.maxEntries = maxEntries;
  }

  get(name: string, position: number, state: ListState, now: number): SeekKey | undefined {
    const bookmark = this.entries.get(`${name}#${position}`);
    if (!bookmark || bookmark.version !== state.version || bookmark.validUntil <= now) return undefined;
    return bookmark.key;
  }

  set(name: string, position: number, key: SeekKey, state: ListState): void {
    const id = `${name}#${position}`;
    // Oldest first out: re-inserting moves an entry to the end of the Map's order.
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { key, version: state.version, validUntil: state.validUntil });
  }

  get size(): number {
    return this.entries.size;
  }
}

interface Cursor {
  position: number;
  key: SeekKey;
}

/**
 * The cursor is base64url JSON `[name, position, ...key]`: opaque to clients, and checked
 * against the list and filters it was issued for. A tampered cursor can only move the
 * reader within a list it may read anyway.
 */
export function encodeCursor(name: string, position: number, key: SeekKey): string {
  return Buffer.from(JSON.stringify([name, position, ...key])).toString('base64url');
}

function decodeCursor(cursor: string, list: KeysetList<unknown>): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const invalid = () => badRequest("Invalid query parameter 'cursor': not a cursor of this list");
  if (!Array.isArray(parsed) || parsed.length !== 2 + list.keyTypes.length) throw invalid();
  const [name, position, ...key] = parsed as unknown[];
  if (typeof name !== 'string' || !Number.isSafeInteger(position) || (position as number) < 0) throw invalid();
  if (!key.every((value, i) => typeof value === list.keyTypes[i])) throw invalid();
  if (name !== list.name) throw badRequest("Invalid query parameter 'cursor': it was issued for another list or other filters");
  return { position: position as number, key: key as SeekKey };
}

/**
 * Rows whose window does not depend on the list's state (page 1, a cursor) and that state:
 * in one read when the list offers it (`sameRead`), else side by side in no known order.
 */
async function readIndependent<Row>(list: KeysetList<Row>, limit: number, window: Window): Promise<{ rows: Row[]; state: ListState; sameRead: boolean }> {
  if (list.rowsWithState) {
    const { rows, state } = await list.rowsWithState(limit, window);
    if (state) return { rows, state, sameRead: true };
    // No row came back to carry the state.
    return { rows, state: await list.state(), sameRead: false };
  }
  const [state, rows] = await Promise.all([list.state(), list.rows(limit, window)]);
  return { rows, state, sameRead: false };
}

/**
 * One page of a list, by `page` (with a bookmark when the previous page was just read) or
 * by `cursor`. `total` comes from the list's maintained state, never from counting rows.
 */
export async function paginate<Row>(list: KeysetList<Row>, query: CursorPageQuery, bookmarks: PageBookmarks): Promise<{ rows: Row[]; pagination: Pagination }> {
  const { limit } = query;
  if (query.cursor === undefined && query.page === 1) {
    const { rows, state, sameRead } = await readIndependent(list, limit, { offset: 0 });
    // A bookmark is trusted only when its version is no newer than its rows: true of one read.
    if (sameRead) bookmarks.set(list.name, rows.length, list.keyOf(rows[rows.length - 1]), state);
    const hasMore = limit < state.total;
    return {
      rows,
      pagination: {
        page: 1,
        limit,
        total: state.total,
        hasMore,
        ...(hasMore && rows.length ? { nextCursor: encodeCursor(list.name, rows.length, list.keyOf(rows[rows.length - 1])) } : {}),
      },
    };
  }

  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor, list);
    // One row more than asked tells whether there is a next page, whatever happened to `total` meanwhile.
    const { rows, state } = await readIndependent(list, limit + 1, { after: cursor.key });
    const hasMore = rows.length > limit;
    if (hasMore) rows.pop();
    const end = cursor.position + rows.length;
    return {
      rows,
      pagination: {
        page: Math.floor(cursor.position / limit) + 1,
        limit,
        total: state.total,
        hasMore,
        ...(hasMore ? { nextCursor: encodeCursor(list.name, end, list.keyOf(rows[rows.length - 1])) } : {}),
      },
    };
  }

  const state = await list.state();

  const position = (query.page - 1) * limit;
  let rows: Row[] = [];
  // Past the end there is nothing to read; skipping the query also keeps a huge `page` cheap.
  if (position < state.total) {
    const after = position > 0 ? bookmarks.get(list.name, position, state, Date.now()) : undefined;
    rows = await list.rows(limit, after ? { after } : { offset: position });
    if (rows.length) bookmarks.set(list.name, position + rows.length, list.keyOf(rows[rows.length - 1]), state);
  }
  const hasMore = query.page * limit < state.total;
  return {
    rows,
    pagination: {
      page: query.page,
      limit,
      total: state.total,
      hasMore,
      ...(hasMore && rows.length ? { nextCursor: encodeCursor(list.name, position + rows.length, list.keyOf(rows[rows.length - 1])) } : {}),
    },
  };
}

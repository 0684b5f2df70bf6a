import { Type, type Static, type TSchema } from 'typebox';

/** `page` and `limit` of every list endpoint, as the spec sets them. */
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'Page number, from 1' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Items per page, 1 to 100' }),
});
export type PageQuery = Static<typeof PageQuery>;

export const Pagination = Type.Object(
  {
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer({ description: 'Number of items in the whole list' }),
    hasMore: Type.Boolean({ description: 'Whether a later page has items' }),
  },
  { title: 'Pagination' },
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

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Identifier' }),
});

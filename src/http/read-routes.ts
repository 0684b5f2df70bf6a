import type { Static, TObject, TSchema } from 'typebox';
import { typedByCalls, type Api } from './item-routes.ts';
import { listEnvelope, singleEnvelope, type Page } from './pagination.ts';
import type { Principal } from './principal.ts';
import { ok, type OperationWords } from './responses.ts';
import type { ApiScope } from './scopes.ts';

/**
 * The reads that are not kept (kept ones are in `kept-routes.ts`): one resource, answered in
 * `{ data }`, or a page of a list. A module declares each with its URL, scope, words and
 * schemas, and hands in its service's call; the request plumbing and the envelope are here once.
 */

interface Read<Params extends TObject, Query extends TObject> {
  url: string;
  scope: ApiScope;
  doc: OperationWords;
  /** The path's parameters, when the URL has any. */
  params?: Params;
  querystring?: Query;
  /** The error statuses it answers. */
  errors: number[];
}

/** What a read is handed: the request's checked path and query, and the caller. */
export interface ReadRequest<Params extends TObject, Query extends TObject> {
  params: Static<Params>;
  query: Static<Query>;
  principal: Principal;
}

export interface ItemRead<Params extends TObject, Query extends TObject, Item> extends Read<Params, Query> {
  /** The resource as answered, inside `data`. */
  answer: TSchema;
  get(request: ReadRequest<Params, Query>): Promise<Item>;
}

/** `GET {url}`: one resource (or one report), answered as `{ data }`. */
export function itemReadRoute<Params extends TObject, Query extends TObject, Item>(app: Api, route: ItemRead<Params, Query, Item>): void {
  typedByCalls(app).get(route.url, {
    config: { scope: route.scope },
    schema: { ...route.doc, ...inputs(route), response: ok(singleEnvelope(route.answer), ...route.errors) },
    handler: async (request) => ({ data: await route.get(request as ReadRequest<Params, Query>) }),
  });
}

export interface ListRead<Params extends TObject, Query extends TObject, Item> extends Read<Params, Query> {
  /** One item as the list shows it. */
  entry: TSchema;
  page(request: ReadRequest<Params, Query>): Promise<Page<Item>>;
}

/** `GET {url}`: a page of a list, in the list envelope. */
export function listReadRoute<Params extends TObject, Query extends TObject, Item>(app: Api, route: ListRead<Params, Query, Item>): void {
  typedByCalls(app).get(route.url, {
    config: { scope: route.scope },
    schema: { ...route.doc, ...inputs(route), response: ok(listEnvelope(route.entry), ...route.errors) },
    handler: (request) => route.page(request as ReadRequest<Params, Query>),
  });
}

/** The schemas of what the request brings, in the order the OpenAPI document lists them. */
function inputs(route: Read<TObject, TObject>): { params?: TObject; querystring?: TObject } {
  return {
    ...(route.params === undefined ? {} : { params: route.params }),
    ...(route.querystring === undefined ? {} : { querystring: route.querystring }),
  };
}

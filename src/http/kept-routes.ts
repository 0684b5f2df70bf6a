import type { Static, TObject, TSchema } from 'typebox';
import { typedByCalls, type Api } from './item-routes.ts';
import type { ListAnswers, ListStamp } from './list-answers.ts';
import { IdParams, listEnvelope, singleEnvelope, type Page } from './pagination.ts';
import type { Principal } from './principal.ts';
import { ok, type OperationWords } from './responses.ts';
import type { ApiScope } from './scopes.ts';

/**
 * The reads whose answers are kept (`list-answers.ts`): a resource list and one resource of it.
 * Each is answered by its list's stamp and its read; the stamp is kept with the answer, so it
 * holds the query and the reader, never the request.
 */

interface KeptRead {
  url: string;
  scope: ApiScope;
  doc: OperationWords;
  /** The error statuses it answers. */
  errors: number[];
}

export interface KeptList<Query extends TObject, Item> extends KeptRead {
  querystring: Query;
  /** One item as the list shows it. */
  entry: TSchema;
  /** What decides the answer besides the request: the list read for this query and its state, and the reader when items show something of them. */
  stamp(query: Static<Query>, principal: Principal): Promise<ListStamp>;
  page(query: Static<Query>, principal: Principal): Promise<Page<Item>>;
}

/** `GET {url}`: a page of a resource list, kept per query and reader. */
export function keptListRoute<Query extends TObject, Item>(app: Api, answers: ListAnswers, list: KeptList<Query, Item>): void {
  typedByCalls(app).get(list.url, {
    config: { scope: list.scope },
    schema: { ...list.doc, querystring: list.querystring, response: ok(listEnvelope(list.entry), ...list.errors) },
    handler: async (request, reply) => {
      const query = request.query as Static<Query>;
      const { principal } = request;
      return answers.answer(request, reply, () => list.stamp(query, principal), () => list.page(query, principal));
    },
  });
}

export interface KeptItem<Item> extends KeptRead {
  /** The resource as answered. */
  answer: TSchema;
  /** The stamp of the resource's list, for this reader. */
  stamp(principal: Principal): Promise<ListStamp>;
  get(id: number, principal: Principal): Promise<Item>;
}

/** `GET {url}`: one resource, named by `:id`, kept with its list's version and reader. */
export function keptItemRoute<Item>(app: Api, answers: ListAnswers, item: KeptItem<Item>): void {
  typedByCalls(app).get<{ Params: { id: number } }>(item.url, {
    config: { scope: item.scope },
    schema: { ...item.doc, params: IdParams, response: ok(singleEnvelope(item.answer), ...item.errors) },
    handler: async (request, reply) => {
      const { params, principal } = request;
      return answers.answer(request, reply, () => item.stamp(principal), async () => ({ data: await item.get(params.id, principal) }));
    },
  });
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import { IdParams, singleEnvelope } from './pagination.ts';
import type { Policy } from './policies.ts';
import type { Principal } from './principal.ts';
import { answerCreated, answerCreatedOrOk, answerNoContent, created, createdOrOk, noContent, ok, type OperationWords } from './responses.ts';
import type { ApiScope } from './scopes.ts';

/**
 * The writes that read alike in every module: making a resource (201), joining it (201 or 200),
 * changing it or acting on it (answered with the resource as it is now), deleting it (204),
 * adding something to it (201). A module declares each such route with its method, URL, scope,
 * rule, words and schemas, and hands in its service's call; the request plumbing and the answer
 * are here once.
 */

export type Api = Parameters<FastifyPluginAsyncTypebox>[0];

// The routes here are typed by the module's service calls rather than inferred from the schemas
// handed in (TypeBox cannot infer through a generic schema); the schemas still check every request.
// So a body reaches a handler here untyped; the body schema has checked it, and the handler
// says what it is (`as Static<Body>`).
export const typedByCalls = (app: Api) => app.withTypeProvider<FastifyTypeProviderDefault>();

interface IdPath {
  id: number;
}

/** What every write route states of itself. */
interface WriteRoute {
  url: string;
  scope: ApiScope;
  policy: Policy;
  doc: OperationWords;
  /** The error statuses it answers. */
  errors: number[];
}

/** A write on one resource, whose path names it as `:id`: `/events/:id`, `/prayers/:id/pray`. */
interface WriteOnId extends WriteRoute {
  /** The path's parameters, when `:id` is described as more than `IdParams`' "Identifier". */
  params?: TObject<{ id: TSchema }>;
}

export interface CreateRoute<Body extends TSchema, Made> extends WriteRoute {
  body: Body;
  /** What was made, as answered. */
  answer: TSchema;
  run(principal: Principal, body: Static<Body>): Promise<Made>;
}

/** `POST {url}`: makes a new resource; answers it (201). */
export function createRoute<Body extends TSchema, Made>(app: Api, route: CreateRoute<Body, Made>): void {
  typedByCalls(app).post(route.url, {
    config: { scope: route.scope, policy: route.policy },
    schema: { ...route.doc, body: route.body, response: created(singleEnvelope(route.answer), ...route.errors) },
    handler: async (request, reply) => answerCreated(reply, await route.run(request.principal, request.body as Static<Body>)),
  });
}

export interface ItemRoute<Body extends TSchema, Item> extends WriteOnId {
  /** `PATCH` with the fields to change, or `POST`/`DELETE` for an action of the caller (praying, leaving). */
  method: 'PATCH' | 'POST' | 'DELETE';
  /** What a `PATCH` sends. */
  body?: Body;
  /** The resource as answered. */
  answer: TSchema;
  run(id: number, principal: Principal, body: Static<Body>): Promise<Item>;
}

/** `{method} {url}`: a change of the resource or an action on it; answers the resource as it is now (200). */
export function itemRoute<Body extends TSchema, Item>(app: Api, route: ItemRoute<Body, Item>): void {
  typedByCalls(app).route<{ Params: IdPath }>({
    method: route.method,
    url: route.url,
    config: { scope: route.scope, policy: route.policy },
    schema: {
      ...route.doc,
      params: route.params ?? IdParams,
      ...(route.body === undefined ? {} : { body: route.body }),
      response: ok(singleEnvelope(route.answer), ...route.errors),
    },
    handler: async (request) => ({ data: await route.run(request.params.id, request.principal, request.body as Static<Body>) }),
  });
}

export interface JoinRoute<Item> extends WriteOnId {
  /** The resource as answered. */
  answer: TSchema;
  /** Puts the caller in the resource; `created` when this call did, not when they already were. */
  run(id: number, principal: Principal): Promise<{ item: Item; created: boolean }>;
}

/**
 * `POST {url}`: the caller joins the resource (a church, a group) or registers for it (an event);
 * answers it, 201 when this call made it so, 200 when it already was, so a client may safely retry.
 */
export function joinRoute<Item>(app: Api, route: JoinRoute<Item>): void {
  typedByCalls(app).post<{ Params: IdPath }>(route.url, {
    config: { scope: route.scope, policy: route.policy },
    schema: { ...route.doc, params: route.params ?? IdParams, response: createdOrOk(singleEnvelope(route.answer), ...route.errors) },
    handler: async (request, reply) => {
      const { item, created } = await route.run(request.params.id, request.principal);
      return answerCreatedOrOk(reply, created, item);
    },
  });
}

export interface DeleteRoute extends WriteOnId {
  /** What the 204 says happened: `Deleted`, `Removed`, `Left`. */
  outcome: string;
  run(id: number, principal: Principal): Promise<void>;
}

/** `DELETE {url}`: answers 204, with no body, once the service is done. */
export function deleteRoute(app: Api, route: DeleteRoute): void {
  typedByCalls(app).delete<{ Params: IdPath }>(route.url, {
    config: { scope: route.scope, policy: route.policy },
    schema: { ...route.doc, params: route.params ?? IdParams, response: noContent(route.outcome, ...route.errors) },
    handler: async (request, reply) => answerNoContent(reply, route.run(request.params.id, request.principal)),
  });
}

export interface AddRoute<Body extends TSchema, Added> extends WriteOnId {
  body: Body;
  /** What was added, as answered. */
  answer: TSchema;
  run(id: number, principal: Principal, body: Static<Body>): Promise<Added>;
}

/** `POST {url}`: adds something new to the resource (a room to an event, a child to a household); answers it (201). */
export function addRoute<Body extends TSchema, Added>(app: Api, route: AddRoute<Body, Added>): void {
  typedByCalls(app).post<{ Params: IdPath }>(route.url, {
    config: { scope: route.scope, policy: route.policy },
    schema: { ...route.doc, params: route.params ?? IdParams, body: route.body, response: created(singleEnvelope(route.answer), ...route.errors) },
    handler: async (request, reply) => answerCreated(reply, await route.run(request.params.id, request.principal, request.body as Static<Body>)),
  });
}

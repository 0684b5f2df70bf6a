import type { Static, TObject, TSchema } from 'typebox';
import { typedByCalls, type Api } from './item-routes.ts';
import { IdParams, listEnvelope, memberParams, PageSinceQuery, singleEnvelope, type Page } from './pagination.ts';
import type { Policy } from './policies.ts';
import { answerCreatedOrOk, answerNoContent, createdOrOk, noContent, ok, type OperationWords } from './responses.ts';
import type { ApiScope } from './scopes.ts';

/**
 * The people of a resource, one piece for every resource that has them: a church's and a
 * group's members, an event's registrants. Each list reads alike (a page by offset, with
 * `updatedSince`, public profile fields only), and where staff manage the people, adding
 * someone with a role and removing them are the same two routes. A module hands in what is
 * its own: the schemas, the words of the reference, its rules and its service's calls.
 */

interface MemberPath {
  id: number;
  userId: number;
}

type RoleOf<Body extends TObject<{ role: TSchema }>> = Static<Body>['role'];

export interface PeopleList<Entry> {
  /** The list's path, ending in the resource's `:id` and the list's name: `/groups/:id/members`. */
  url: string;
  scope: ApiScope;
  doc: OperationWords;
  /** One person as the list shows them. */
  entry: TSchema;
  list(resourceId: number, viewerId: number, query: PageSinceQuery): Promise<Page<Entry>>;
}

/** `GET {url}`: a page of the resource's people. */
export function peopleListRoute<Entry>(app: Api, people: PeopleList<Entry>): void {
  typedByCalls(app).get<{ Params: { id: number }; Querystring: PageSinceQuery }>(people.url, {
    config: { scope: people.scope },
    schema: { ...people.doc, params: IdParams, querystring: PageSinceQuery, response: ok(listEnvelope(people.entry), 400, 401, 403, 404, 429) },
    handler: (request) => people.list(request.params.id, request.principal.userId, request.query),
  });
}

export interface MemberManagement<Member, RoleBody extends TObject<{ role: TSchema }>> {
  /** The path of one member: `/churches/:id/members/:userId`. */
  url: string;
  scope: ApiScope;
  /** What `:id` names, for the reference: `The church`. */
  resource: string;
  member: TSchema;
  /** The body of `PUT`: the role to give. */
  roleBody: RoleBody;
  set: {
    doc: OperationWords;
    policy: Policy;
    /** Adds the person with the role, or sets the role of someone already in. */
    run(resourceId: number, actorId: number, userId: number, role: RoleOf<RoleBody>): Promise<{ member: Member; created: boolean }>;
  };
  remove: {
    doc: OperationWords;
    policy: Policy;
    /** The error statuses it answers: 409 where the last admin cannot go. */
    errors: number[];
    run(resourceId: number, actorId: number, userId: number): Promise<void>;
  };
}

/** `PUT {url}` (201 when the person was added, 200 when only their role was set) and `DELETE {url}`. */
export function memberManagementRoutes<Member, RoleBody extends TObject<{ role: TSchema }>>(app: Api, members: MemberManagement<Member, RoleBody>): void {
  const params = memberParams(members.resource);
  const { set, remove } = members;
  const routes = typedByCalls(app);
  routes.put<{ Params: MemberPath; Body: { role: RoleOf<RoleBody> } }>(members.url, {
    config: { scope: members.scope, policy: set.policy },
    schema: { ...set.doc, params, body: members.roleBody, response: createdOrOk(singleEnvelope(members.member), 400, 401, 403, 404, 409, 429) },
    handler: async (request, reply) => {
      const { id, userId } = request.params;
      const { member, created } = await set.run(id, request.principal.userId, userId, request.body.role);
      return answerCreatedOrOk(reply, created, member);
    },
  });

  routes.delete<{ Params: MemberPath }>(members.url, {
    config: { scope: members.scope, policy: remove.policy },
    schema: { ...remove.doc, params, response: noContent('Removed', ...remove.errors) },
    handler: async (request, reply) => answerNoContent(reply, remove.run(request.params.id, request.principal.userId, request.params.userId)),
  });
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/responses.ts';
import { IdParams, listEnvelope, PageQuery, singleEnvelope } from '../../http/pagination.ts';
import { Group, GroupMember, GroupsQuery } from './schemas.ts';
import type { GroupsService } from './service.ts';

export const groupsRoutes: FastifyPluginAsyncTypebox<{ groups: GroupsService }> = async (app, { groups }) => {
  app.get('/groups', {
    config: { scope: 'read:groups' },
    schema: {
      tags: ['Groups'],
      summary: 'List small groups',
      description: 'Small groups ordered by id. `churchId` keeps the groups of one church (404 when it does not exist).',
      querystring: GroupsQuery,
      response: { 200: listEnvelope(Group), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => groups.list(request.query, request.principal.userId),
  });

  app.get('/groups/:id', {
    config: { scope: 'read:groups' },
    schema: {
      tags: ['Groups'],
      summary: 'Group details',
      params: IdParams,
      response: { 200: singleEnvelope(Group), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await groups.get(request.params.id, request.principal.userId) }),
  });

  app.get('/groups/:id/members', {
    config: { scope: 'read:groups' },
    schema: {
      tags: ['Groups'],
      summary: 'Group members',
      description: 'Members ordered by when they joined, then user id. Public profile fields only; never email addresses.',
      params: IdParams,
      querystring: PageQuery,
      response: { 200: listEnvelope(GroupMember), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => groups.members(request.params.id, request.query),
  });

  app.post('/groups/:id/join', {
    config: { scope: 'write:groups', policy: 'canJoinGroup' },
    schema: {
      tags: ['Groups'],
      summary: 'Join a group',
      description:
        'Makes the caller a member and answers the updated group: 201 when this call made them a member, 200 when ' +
        'they already were (nothing changes, so retrying is safe). 409 when the group is full.',
      params: IdParams,
      response: {
        200: singleEnvelope(Group),
        201: singleEnvelope(Group),
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    handler: async (request, reply) => {
      const { group, created } = await groups.join(request.params.id, request.principal.userId);
      reply.code(created ? 201 : 200);
      return { data: group };
    },
  });

  app.delete('/groups/:id/leave', {
    config: { scope: 'write:groups', policy: 'canJoinGroup' },
    schema: {
      tags: ['Groups'],
      summary: 'Leave a group',
      description: 'Takes the caller out of the group and answers the updated group. 404 when the caller is not a member.',
      params: IdParams,
      response: { 200: singleEnvelope(Group), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await groups.leave(request.params.id, request.principal.userId) }),
  });
};

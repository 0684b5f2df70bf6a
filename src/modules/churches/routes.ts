import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../http/responses.ts';
import { CursorPageQuery, IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { Church, ChurchChanges, ChurchMember, ChurchMembersQuery, MemberCount, MemberParams, MemberRoleBody } from './schemas.ts';
import type { ChurchesService } from './service.ts';
import { UserChurchesQuery } from '../users/schemas.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canLeaveChurch, canManageChurchMembers, canUpdateChurch } from './policy.ts';

export const churchesRoutes: FastifyPluginAsyncTypebox<{ churches: ChurchesService; answers: ListAnswers }> = async (app, { churches, answers }) => {
  app.get('/churches', {
    config: { scope: 'read:churches' },
    schema: {
      operationId: 'listChurches',
      tags: ['Churches'],
      summary: 'List churches',
      description: 'Churches ordered by id.',
      querystring: CursorPageQuery,
      response: { 200: listEnvelope(Church), ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => answers.answer(request, reply, () => churches.listStamp(), () => churches.list(request.query)),
  });

  app.get('/churches/:id', {
    config: { scope: 'read:churches' },
    schema: {
      operationId: 'getChurch',
      tags: ['Churches'],
      summary: 'Church details',
      params: IdParams,
      response: { 200: singleEnvelope(Church), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return answers.answer(request, reply, () => churches.listStamp(), async () => ({ data: await churches.get(id) }));
    },
  });

  app.get('/churches/:id/members/count', {
    config: { scope: 'read:churches' },
    schema: {
      operationId: 'getChurchMemberCount',
      tags: ['Churches'],
      summary: 'Member count of a church',
      params: IdParams,
      response: { 200: singleEnvelope(MemberCount), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await churches.memberCount(request.params.id) }),
  });

  app.patch('/churches/:id', {
    config: { scope: 'write:churches', policy: canUpdateChurch },
    schema: {
      operationId: 'updateChurch',
      tags: ['Churches'],
      summary: 'Change a church',
      description:
        "For the church's admins. Changes the fields sent and leaves the others; `website` must be an http or https URL, " +
        '`country` an ISO 3166-1 alpha-2 code. Answers the updated church.',
      params: IdParams,
      body: ChurchChanges,
      response: { 200: singleEnvelope(Church), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await churches.update(request.params.id, request.principal.userId, request.body) }),
  });

  app.post('/churches/:id/join', {
    // Open: anyone may belong to any church, and joining again changes nothing.
    config: { scope: 'write:churches', policy: anyCaller },
    schema: {
      operationId: 'joinChurch',
      tags: ['Churches'],
      summary: 'Join a church',
      description:
        'Makes the caller a `member` and answers the updated church: 201 when this call made them a member, 200 when ' +
        'they already belonged (nothing changes, so retrying is safe).',
      params: IdParams,
      response: { 200: singleEnvelope(Church), 201: singleEnvelope(Church), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const { church, created } = await churches.join(request.params.id, request.principal.userId);
      reply.code(created ? 201 : 200);
      return { data: church };
    },
  });

  app.delete('/churches/:id/leave', {
    config: { scope: 'write:churches', policy: canLeaveChurch },
    schema: {
      operationId: 'leaveChurch',
      tags: ['Churches'],
      summary: 'Leave a church',
      description: "Takes the caller out of the church. 404 when the caller is not a member; 409 for the church's last admin.",
      params: IdParams,
      response: { 204: Type.Null({ description: 'Left' }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      await churches.leave(request.params.id, request.principal.userId);
      return reply.code(204).send(null);
    },
  });

  app.get('/churches/:id/members', {
    config: { scope: 'read:churches' },
    schema: {
      operationId: 'listChurchMembers',
      tags: ['Churches'],
      summary: 'Church members',
      description:
        'For members of the church. Members ordered by when they joined, then user id, with their role; public ' +
        'profile fields only, never email addresses. With `updatedSince`, only the members whose `updatedAt` is at or ' +
        'after it: who joined, whose role changed, or who changed their name or picture since then. A member who left is ' +
        'no longer listed; the change feed reports it (`church.member.removed`).',
      params: IdParams,
      querystring: ChurchMembersQuery,
      response: { 200: listEnvelope(ChurchMember), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => churches.members(request.params.id, request.principal.userId, request.query),
  });

  app.put('/churches/:id/members/:userId', {
    config: { scope: 'write:churches', policy: canManageChurchMembers },
    schema: {
      operationId: 'setChurchMember',
      tags: ['Churches'],
      summary: 'Add a member or change their role',
      description:
        "For the church's admins. 201 when the person was added, 200 when their role was set (or already was). " +
        '409 when it would leave the church without an admin.',
      params: MemberParams,
      body: MemberRoleBody,
      response: {
        200: singleEnvelope(ChurchMember),
        201: singleEnvelope(ChurchMember),
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    handler: async (request, reply) => {
      const { id, userId } = request.params;
      const { member, created } = await churches.setMemberRole(id, request.principal.userId, userId, request.body.role);
      reply.code(created ? 201 : 200);
      return { data: member };
    },
  });

  app.delete('/churches/:id/members/:userId', {
    config: { scope: 'write:churches', policy: canManageChurchMembers },
    schema: {
      operationId: 'removeChurchMember',
      tags: ['Churches'],
      summary: 'Remove a member',
      description: "For the church's admins. 404 when the person is not a member; 409 for the church's last admin.",
      params: MemberParams,
      response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      await churches.removeMember(request.params.id, request.principal.userId, request.params.userId);
      return reply.code(204).send(null);
    },
  });
};

/**
 * The churches a person belongs to. Its path is under /users, and the API host registers it
 * right after the users routes, where it stands in the OpenAPI document.
 */
export const userChurchesRoutes: FastifyPluginAsyncTypebox<{ churches: ChurchesService }> = async (app, { churches }) => {
  app.get('/users/:id/churches', {
    config: { scope: 'read:users' },
    schema: {
      operationId: 'listUserChurches',
      tags: ['Users'],
      summary: 'Churches of a user',
      description: 'Church objects, as in the church list, in the order the user joined them (then by church id).',
      params: IdParams,
      querystring: UserChurchesQuery,
      response: { 200: listEnvelope(Church), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => churches.ofMember(request.params.id, request.query),
  });
};

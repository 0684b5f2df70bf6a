import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/responses.ts';
import { IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { Church } from '../churches/schemas.ts';
import { OwnProfile, UserChurchesQuery, UserProfile } from './schemas.ts';
import type { UsersService } from './service.ts';

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  // A static segment wins over a parametric one in Fastify's router, so /users/me never
  // reaches /users/:id.
  app.get('/users/me', {
    config: { scope: 'read:users' },
    schema: {
      operationId: 'getCurrentUser',
      tags: ['Users'],
      summary: 'The current user',
      description: 'The profile of the caller (the owner of the API key, or the person who authorized the token), email included.',
      response: { 200: singleEnvelope(OwnProfile), ...errorResponses(401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await users.me(request.principal.userId) }),
  });

  app.get('/users/:id', {
    config: { scope: 'read:users' },
    schema: {
      operationId: 'getUser',
      tags: ['Users'],
      summary: 'User profile',
      description: "Public profile fields; `email` and `emailVerified` only when the user is the caller.",
      params: IdParams,
      response: { 200: singleEnvelope(UserProfile), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await users.profile(request.params.id, request.principal.userId) }),
  });

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
    handler: (request) => users.churches(request.params.id, request.query),
  });
};

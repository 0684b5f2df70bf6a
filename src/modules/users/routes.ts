import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/responses.ts';
import { IdParams, singleEnvelope } from '../../http/pagination.ts';
import { OwnProfile, UserProfile } from './schemas.ts';
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
};

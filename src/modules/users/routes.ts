import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, operationDoc } from '../../http/responses.ts';
import { IdParams, singleEnvelope } from '../../http/pagination.ts';
import { OwnProfile, UserProfile } from './schemas.ts';
import type { UsersService } from './service.ts';

const doc = operationDoc('Users');

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  // A static segment wins over a parametric one in Fastify's router, so /users/me never
  // reaches /users/:id.
  app.get('/users/me', {
    config: { scope: 'read:users' },
    schema: {
      ...doc('getCurrentUser', 'The current user', 'The profile of the caller (the owner of the API key, or the person who authorized the token), email included.'),
      response: ok(singleEnvelope(OwnProfile), 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await users.me(request.principal.userId) }),
  });

  app.get('/users/:id', {
    config: { scope: 'read:users' },
    schema: {
      ...doc('getUser', 'User profile', "Public profile fields; `email` and `emailVerified` only when the user is the caller."),
      params: IdParams,
      response: ok(singleEnvelope(UserProfile), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await users.profile(request.params.id, request.principal.userId) }),
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operationDoc } from '../../http/responses.ts';
import { IdParams } from '../../http/pagination.ts';
import { itemReadRoute } from '../../http/read-routes.ts';
import { OwnProfile, UserProfile } from './schemas.ts';
import type { UsersService } from './service.ts';

const doc = operationDoc('Users');

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  // A static segment wins over a parametric one in Fastify's router, so /users/me never
  // reaches /users/:id.
  itemReadRoute(app, {
    url: '/users/me', scope: 'read:users',
    doc: doc('getCurrentUser', 'The current user', 'The profile of the caller (the owner of the API key, or the person who authorized the token), email included.'),
    answer: OwnProfile, errors: [401, 403, 404, 429],
    get: ({ principal }) => users.me(principal.userId),
  });

  itemReadRoute(app, {
    url: '/users/:id', scope: 'read:users', params: IdParams,
    doc: doc('getUser', 'User profile', "Public profile fields; `email` and `emailVerified` only when the user is the caller."),
    answer: UserProfile, errors: [400, 401, 403, 404, 429],
    get: ({ principal, params }) => users.profile(params.id, principal.userId),
  });
};

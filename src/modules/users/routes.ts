import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UsersService } from './service.ts';

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (_app, _options) => {};

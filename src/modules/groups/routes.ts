import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GroupsService } from './service.ts';

export const groupsRoutes: FastifyPluginAsyncTypebox<{ groups: GroupsService }> = async (_app, _options) => {};

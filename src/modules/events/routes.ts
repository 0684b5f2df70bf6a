import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EventsService } from './service.ts';

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService }> = async (_app, _options) => {};

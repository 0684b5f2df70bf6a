import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PrayersService } from './service.ts';

export const prayersRoutes: FastifyPluginAsyncTypebox<{ prayers: PrayersService }> = async (_app, _options) => {};

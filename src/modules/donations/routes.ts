import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DonationsService } from './service.ts';

export const donationsRoutes: FastifyPluginAsyncTypebox<{ donations: DonationsService }> = async (_app, _options) => {};

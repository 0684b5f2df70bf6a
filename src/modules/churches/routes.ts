import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/responses.ts';
import { CursorPageQuery, IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { Church, MemberCount } from './schemas.ts';
import type { ChurchesService } from './service.ts';

export const churchesRoutes: FastifyPluginAsyncTypebox<{ churches: ChurchesService }> = async (app, { churches }) => {
  app.get('/churches', {
    config: { scope: 'read:churches' },
    schema: {
      tags: ['Churches'],
      summary: 'List churches',
      description: 'Churches ordered by id.',
      querystring: CursorPageQuery,
      response: { 200: listEnvelope(Church), ...errorResponses(400, 401, 403, 429) },
    },
    handler: (request) => churches.list(request.query),
  });

  app.get('/churches/:id', {
    config: { scope: 'read:churches' },
    schema: {
      tags: ['Churches'],
      summary: 'Church details',
      params: IdParams,
      response: { 200: singleEnvelope(Church), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await churches.get(request.params.id) }),
  });

  app.get('/churches/:id/members/count', {
    config: { scope: 'read:churches' },
    schema: {
      tags: ['Churches'],
      summary: 'Member count of a church',
      params: IdParams,
      response: { 200: singleEnvelope(MemberCount), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await churches.memberCount(request.params.id) }),
  });
};

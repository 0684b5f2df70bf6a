import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerCreated, answerNoContent, created, noContent, ok, operationDoc } from '../../http/responses.ts';
import { IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { NewPrayer, Prayer, PrayerChanges, PrayerListQuery } from './schemas.ts';
import type { PrayersService } from './service.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canDeletePrayer, canEditPrayer, canMarkAnswered } from './policy.ts';

const doc = operationDoc('Prayers');

export const prayersRoutes: FastifyPluginAsyncTypebox<{ prayers: PrayersService; answers: ListAnswers }> = async (app, { prayers, answers }) => {
  app.get('/prayers', {
    config: { scope: 'read:prayers' },
    schema: {
      ...doc(
        'listPrayers',
        'List prayer requests',
        'Prayer requests, newest first (id descending), optionally of one church or by answered state. ' +
          'On an anonymous request `userId` is null unless the caller wrote it.',
      ),
      querystring: PrayerListQuery,
      response: ok(listEnvelope(Prayer), 400, 401, 403, 429),
    },
    handler: async (request, reply) => {
      // The stamp is kept with the answer: it holds the query and the reader, never the request.
      const { query, principal } = request;
      return answers.answer(request, reply, () => prayers.listStamp(principal, query), () => prayers.list(principal, query));
    },
  });

  app.get('/prayers/:id', {
    config: { scope: 'read:prayers' },
    schema: {
      ...doc('getPrayer', 'Prayer request details'),
      params: IdParams,
      response: ok(singleEnvelope(Prayer), 400, 401, 403, 404, 429),
    },
    handler: async (request, reply) => {
      const { params, principal } = request;
      return answers.answer(request, reply, () => prayers.itemStamp(principal), async () => ({ data: await prayers.get(principal, params.id) }));
    },
  });

  app.post('/prayers', {
    // Open: any member of the platform may ask any church to pray.
    config: { scope: 'write:prayers', policy: anyCaller },
    schema: {
      ...doc(
        'createPrayer',
        'Create a prayer request',
        'The caller becomes the author. `communityId` must name an existing church (400 otherwise); ' +
          '`isAnonymous` is false when omitted; any other field is ignored.',
      ),
      body: NewPrayer,
      response: created(singleEnvelope(Prayer), 400, 401, 403, 429),
    },
    handler: async (request, reply) => answerCreated(reply, await prayers.create(request.principal, request.body)),
  });

  app.post('/prayers/:id/pray', {
    // Open: anyone may pray for any request; every prayer counts.
    config: { scope: 'write:prayers', policy: anyCaller },
    schema: {
      ...doc('prayForPrayer', 'Record a prayer', 'Records that the caller prayed for the request and raises `prayerCount` by exactly 1; every call counts.'),
      params: IdParams,
      response: ok(singleEnvelope(Prayer), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await prayers.pray(request.principal, request.params.id) }),
  });

  app.post('/prayers/:id/answered', {
    config: { scope: 'write:prayers', policy: canMarkAnswered },
    schema: {
      ...doc('markPrayerAnswered', 'Mark a prayer request answered', 'Author only (403 for anyone else). Idempotent: a second call keeps the first `answeredAt`.'),
      params: IdParams,
      response: ok(singleEnvelope(Prayer), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await prayers.markAnswered(request.principal, request.params.id) }),
  });

  app.patch('/prayers/:id', {
    config: { scope: 'write:prayers', policy: canEditPrayer },
    schema: {
      ...doc(
        'updatePrayer',
        'Edit a prayer request',
        'Author only (403 for anyone else). Changes `content` (trimmed, 1 to 2000 characters) and/or `isAnonymous`; ' +
          'fields left out stay as they are, and an empty body changes nothing. Unknown fields are 400.',
      ),
      params: IdParams,
      body: PrayerChanges,
      response: ok(singleEnvelope(Prayer), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await prayers.update(request.principal, request.params.id, request.body) }),
  });

  app.delete('/prayers/:id', {
    config: { scope: 'write:prayers', policy: canDeletePrayer },
    schema: {
      ...doc(
        'deletePrayer',
        'Delete a prayer request',
        'The author, or an admin of the request\'s church (moderation); 403 for anyone else. ' +
          'The request and the record of prayers said for it are gone; list totals follow.',
      ),
      params: IdParams,
      response: noContent('Deleted', 400, 401, 403, 404, 429),
    },
    handler: async (request, reply) => answerNoContent(reply, prayers.remove(request.principal, request.params.id)),
  });
};

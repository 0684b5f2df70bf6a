import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerCreated, created, ok, operationDoc } from '../../http/responses.ts';
import { deleteRoute, itemRoute } from '../../http/item-routes.ts';
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

  itemRoute(app, {
    // Open: anyone may pray for any request; every prayer counts.
    method: 'POST', url: '/prayers/:id/pray', scope: 'write:prayers', policy: anyCaller,
    doc: doc('prayForPrayer', 'Record a prayer', 'Records that the caller prayed for the request and raises `prayerCount` by exactly 1; every call counts.'),
    answer: Prayer, errors: [400, 401, 403, 404, 429],
    run: (id, principal) => prayers.pray(principal, id),
  });

  itemRoute(app, {
    method: 'POST', url: '/prayers/:id/answered', scope: 'write:prayers', policy: canMarkAnswered,
    doc: doc('markPrayerAnswered', 'Mark a prayer request answered', 'Author only (403 for anyone else). Idempotent: a second call keeps the first `answeredAt`.'),
    answer: Prayer, errors: [400, 401, 403, 404, 429],
    run: (id, principal) => prayers.markAnswered(principal, id),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/prayers/:id', scope: 'write:prayers', policy: canEditPrayer,
    doc: doc(
      'updatePrayer',
      'Edit a prayer request',
      'Author only (403 for anyone else). Changes `content` (trimmed, 1 to 2000 characters) and/or `isAnonymous`; ' +
        'fields left out stay as they are, and an empty body changes nothing. Unknown fields are 400.',
    ),
    body: PrayerChanges, answer: Prayer, errors: [400, 401, 403, 404, 429],
    run: (id, principal, changes) => prayers.update(principal, id, changes),
  });

  deleteRoute(app, {
    url: '/prayers/:id', scope: 'write:prayers', policy: canDeletePrayer,
    doc: doc(
      'deletePrayer',
      'Delete a prayer request',
      'The author, or an admin of the request\'s church (moderation); 403 for anyone else. ' +
        'The request and the record of prayers said for it are gone; list totals follow.',
    ),
    outcome: 'Deleted', errors: [400, 401, 403, 404, 429],
    run: (id, principal) => prayers.remove(principal, id),
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operationDoc } from '../../http/responses.ts';
import { createRoute, deleteRoute, itemRoute } from '../../http/item-routes.ts';
import { keptItemRoute, keptListRoute } from '../../http/kept-routes.ts';
import { NewPrayer, Prayer, PrayerChanges, PrayerListQuery } from './schemas.ts';
import type { PrayersService } from './service.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canDeletePrayer, canEditPrayer, canMarkAnswered } from './policy.ts';

const doc = operationDoc('Prayers');

export const prayersRoutes: FastifyPluginAsyncTypebox<{ prayers: PrayersService; answers: ListAnswers }> = async (app, { prayers, answers }) => {
  keptListRoute(app, answers, {
    url: '/prayers', scope: 'read:prayers',
    doc: doc(
      'listPrayers',
      'List prayer requests',
      'Prayer requests, newest first (id descending), optionally of one church or by answered state. ' +
        'On an anonymous request `userId` is null unless the caller wrote it.',
    ),
    querystring: PrayerListQuery, entry: Prayer, errors: [400, 401, 403, 429],
    stamp: (query, principal) => prayers.listStamp(principal, query),
    page: (query, principal) => prayers.list(principal, query),
  });

  keptItemRoute(app, answers, {
    url: '/prayers/:id', scope: 'read:prayers',
    doc: doc('getPrayer', 'Prayer request details'),
    answer: Prayer, errors: [400, 401, 403, 404, 429],
    stamp: (principal) => prayers.itemStamp(principal),
    get: (id, principal) => prayers.get(principal, id),
  });

  createRoute(app, {
    // Open: any member of the platform may ask any church to pray.
    url: '/prayers', scope: 'write:prayers', policy: anyCaller,
    doc: doc(
      'createPrayer',
      'Create a prayer request',
      'The caller becomes the author. `communityId` must name an existing church (400 otherwise); ' +
        '`isAnonymous` is false when omitted; any other field is ignored.',
    ),
    body: NewPrayer, answer: Prayer, errors: [400, 401, 403, 429],
    run: (principal, prayer) => prayers.create(principal, prayer),
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

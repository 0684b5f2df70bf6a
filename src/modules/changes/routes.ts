import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponse, ok, operationDoc } from '../../http/responses.ts';
import { ChangesPage, ChangesQuery } from './schemas.ts';
import type { ChangesService } from './service.ts';

const doc = operationDoc('Changes');

export const changesRoutes: FastifyPluginAsyncTypebox<{ changes: ChangesService }> = async (app, { changes }) => {
  app.get('/changes', {
    config: { scope: 'any' },
    schema: {
      ...doc(
        'listChanges',
        'Change feed',
        'Every committed change the caller could read through the API, oldest first: created, updated and deleted resources, ' +
          'memberships, registrations, prayers said. Any API scope reads the feed; each event type needs the read scope of its ' +
          'resource, donations also the app\'s donations approval and only the caller\'s own, church member events membership of ' +
          'the church. Registration events name the registrant only to admins of the event\'s church; everyone else gets the ' +
          'event with its counts. Send `nextCursor` back as `after` to read on (it is there even when `hasMore` is false: poll with it). ' +
          '`page` is always 1 and `total` counts the events of this answer. Events are kept CHANGES_RETENTION_DAYS days; ' +
          'a cursor older than that is 410 `CursorExpired`: resync from the lists.',
      ),
      querystring: ChangesQuery,
      response: { ...ok(ChangesPage, 400, 401, 403, 429), 410: errorResponse('The cursor is older than the events kept') },
    },
    handler: (request) => changes.feed(request.principal, request.query),
  });
};

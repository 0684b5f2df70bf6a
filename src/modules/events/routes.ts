import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, operationDoc } from '../../http/responses.ts';
import { createRoute, deleteRoute, itemRoute, joinRoute } from '../../http/item-routes.ts';
import { IdParams, singleEnvelope } from '../../http/pagination.ts';
import { keptItemRoute, keptListRoute } from '../../http/kept-routes.ts';
import { peopleListRoute } from '../../http/member-routes.ts';
import { Event, EventChanges, EventsQuery, HeadcountBody, NewEvent, Registrant } from './schemas.ts';
import type { EventsService } from './service.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canManageEvents, canRecordHeadcount } from './policy.ts';

const doc = operationDoc('Events');
const CHURCH_FILTER = '`churchId` keeps the events of one church (404 when it does not exist).';

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService; answers: ListAnswers }> = async (app, { events, answers }) => {
  keptListRoute(app, answers, {
    url: '/events', scope: 'read:events',
    doc: doc('listEvents', 'List events', `All events, past and future, ordered by start time, then id. ${CHURCH_FILTER}`),
    querystring: EventsQuery, entry: Event, errors: [400, 401, 403, 404, 429],
    stamp: (query, principal) => events.listStamp(query, principal.userId),
    page: (query, principal) => events.list(query, principal.userId),
  });

  keptListRoute(app, answers, {
    url: '/events/upcoming', scope: 'read:events',
    doc: doc('listUpcomingEvents', 'Upcoming events', `Events starting after now, soonest first, then by id. ${CHURCH_FILTER}`),
    querystring: EventsQuery, entry: Event, errors: [400, 401, 403, 404, 429],
    stamp: (query, principal) => events.upcomingStamp(query, principal.userId),
    page: (query, principal) => events.upcoming(query, principal.userId),
  });

  keptItemRoute(app, answers, {
    url: '/events/:id', scope: 'read:events',
    doc: doc('getEvent', 'Event details'),
    answer: Event, errors: [400, 401, 403, 404, 429],
    stamp: (principal) => events.itemStamp(principal.userId),
    get: (id, principal) => events.get(id, principal.userId),
  });

  joinRoute(app, {
    // Open: anyone on the platform may register for any event; capacity and timing are the service's rules.
    url: '/events/:id/register', scope: 'write:events', policy: anyCaller,
    doc: doc(
      'registerForEvent',
      'Register for an event',
      'Registers the caller and answers the updated event: 201 when this call registered them, 200 when they ' +
        'already were (nothing changes, so retrying is safe). 409 when the event is full or has already started.',
    ),
    answer: Event, errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => events.register(id, principal.userId).then(({ event, created }) => ({ item: event, created })),
  });

  itemRoute(app, {
    // Open: a caller cancels only their own registration.
    method: 'DELETE', url: '/events/:id/register', scope: 'write:events', policy: anyCaller,
    doc: doc(
      'unregisterFromEvent',
      'Unregister from an event',
      'Cancels the caller\'s registration and answers the updated event. 404 when the caller is not registered; ' +
        '409 once the event has started (registrations of past events are kept as they were).',
    ),
    answer: Event, errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => events.unregister(id, principal.userId),
  });

  createRoute(app, {
    url: '/events', scope: 'write:events', policy: canManageEvents,
    doc: doc(
      'createEvent',
      'Create an event',
      'Church admins only (403 for anyone else). `churchId` must name an existing church (400 otherwise); ' +
        '`startsAt` must be before `endsAt`; times are answered in UTC. `capacity` null or omitted means unlimited.',
    ),
    body: NewEvent, answer: Event, errors: [400, 401, 403, 429],
    run: (principal, event) => events.create(principal.userId, event),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/events/:id', scope: 'write:events', policy: canManageEvents,
    doc: doc(
      'updateEvent',
      'Change an event',
      "Admins of the event's church only. Fields left out keep their value. The event must still end after it " +
        'starts (400); `capacity` below `registrationCount` is 409; `capacity` null makes it unlimited.',
    ),
    body: EventChanges, answer: Event, errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal, changes) => events.update(id, principal.userId, changes),
  });

  deleteRoute(app, {
    url: '/events/:id', scope: 'write:events', policy: canManageEvents,
    doc: doc('deleteEvent', 'Delete an event', "Admins of the event's church only. Deletes the event and its registrations."),
    outcome: 'Deleted', errors: [400, 401, 403, 404, 429],
    run: (id, principal) => events.remove(id, principal.userId),
  });

  peopleListRoute(app, {
    url: '/events/:id/registrations',
    scope: 'read:events',
    doc: doc(
      'listEventRegistrations',
      'Who registered for an event',
      "Admins of the event's church only. Earliest registration first (ties by user id); no email addresses. With " +
        '`updatedSince`, only the registrations whose `updatedAt` is at or after it: who registered, or who changed their ' +
        'name or picture since then. A cancelled registration is no longer listed. The change feed gives these admins each ' +
        'registration as it happens: `event.registration.created` carries the entry plus `eventId`, `.deleted` ' +
        '`{id, deleted: true, eventId}`; a change of name or picture is not in the feed (read it with `updatedSince`).',
    ),
    entry: Registrant,
    list: (id, viewerId, query) => events.registrations(id, viewerId, query),
  });

  app.put('/events/:id/headcount', {
    config: { scope: 'write:events', policy: canRecordHeadcount },
    schema: {
      ...operationDoc('Attendance')(
        'setEventHeadcount',
        'Record how many people were at an event',
        "The church's admins and volunteers (403 for anyone else). `count` is the people there beyond those checked in (the adults in the " +
          'service); sending it again replaces it. Answers the event with its `headcount`; the attendance report counts it in the period of ' +
          "the event's start, in the church's time zone.",
      ),
      params: IdParams,
      body: HeadcountBody,
      response: ok(singleEnvelope(Event), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await events.setHeadcount(request.params.id, request.principal.userId, request.body.count) }),
  });
};

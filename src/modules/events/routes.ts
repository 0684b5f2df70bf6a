import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerCreated, answerCreatedOrOk, created, createdOrOk, ok, operationDoc, type OperationWords } from '../../http/responses.ts';
import { deleteRoute, itemRoute } from '../../http/item-routes.ts';
import { IdParams, listEnvelope, singleEnvelope, type Page } from '../../http/pagination.ts';
import { peopleListRoute } from '../../http/member-routes.ts';
import { Event, EventChanges, EventsQuery, HeadcountBody, NewEvent, Registrant } from './schemas.ts';
import type { EventsService } from './service.ts';
import type { ListAnswers, ListStamp } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canManageEvents, canRecordHeadcount } from './policy.ts';

const doc = operationDoc('Events');
const CHURCH_FILTER = '`churchId` keeps the events of one church (404 when it does not exist).';

/** How one list of events (all of them, or the upcoming ones) is read: its stamp and its page, for a query and a reader. */
interface EventList {
  stamp(query: EventsQuery, userId: number): Promise<ListStamp>;
  page(query: EventsQuery, userId: number): Promise<Page<Event>>;
}

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService; answers: ListAnswers }> = async (app, { events, answers }) => {
  // Both lists take the same query and give the same answer, kept per query and reader.
  const eventList = (url: string, words: OperationWords, list: EventList) =>
    app.get(url, {
      config: { scope: 'read:events' },
      schema: { ...words, querystring: EventsQuery, response: ok(listEnvelope(Event), 400, 401, 403, 404, 429) },
      handler: async (request, reply) => {
        // The stamp is kept with the answer: it holds the query and the reader, never the request.
        const { query, principal } = request;
        return answers.answer(request, reply, () => list.stamp(query, principal.userId), () => list.page(query, principal.userId));
      },
    });

  eventList('/events', doc('listEvents', 'List events', `All events, past and future, ordered by start time, then id. ${CHURCH_FILTER}`), {
    stamp: (query, userId) => events.listStamp(query, userId),
    page: (query, userId) => events.list(query, userId),
  });

  eventList('/events/upcoming', doc('listUpcomingEvents', 'Upcoming events', `Events starting after now, soonest first, then by id. ${CHURCH_FILTER}`), {
    stamp: (query, userId) => events.upcomingStamp(query, userId),
    page: (query, userId) => events.upcoming(query, userId),
  });

  app.get('/events/:id', {
    config: { scope: 'read:events' },
    schema: { ...doc('getEvent', 'Event details'), params: IdParams, response: ok(singleEnvelope(Event), 400, 401, 403, 404, 429) },
    handler: async (request, reply) => {
      const { params, principal } = request;
      return answers.answer(request, reply, () => events.itemStamp(principal.userId), async () => ({ data: await events.get(params.id, principal.userId) }));
    },
  });

  app.post('/events/:id/register', {
    // Open: anyone on the platform may register for any event; capacity and timing are the service's rules.
    config: { scope: 'write:events', policy: anyCaller },
    schema: {
      ...doc(
        'registerForEvent',
        'Register for an event',
        'Registers the caller and answers the updated event: 201 when this call registered them, 200 when they ' +
          'already were (nothing changes, so retrying is safe). 409 when the event is full or has already started.',
      ),
      params: IdParams,
      response: createdOrOk(singleEnvelope(Event), 400, 401, 403, 404, 409, 429),
    },
    handler: async (request, reply) => {
      const { event, created } = await events.register(request.params.id, request.principal.userId);
      return answerCreatedOrOk(reply, created, event);
    },
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

  app.post('/events', {
    config: { scope: 'write:events', policy: canManageEvents },
    schema: {
      ...doc(
        'createEvent',
        'Create an event',
        'Church admins only (403 for anyone else). `churchId` must name an existing church (400 otherwise); ' +
          '`startsAt` must be before `endsAt`; times are answered in UTC. `capacity` null or omitted means unlimited.',
      ),
      body: NewEvent,
      response: created(singleEnvelope(Event), 400, 401, 403, 429),
    },
    handler: async (request, reply) => answerCreated(reply, await events.create(request.principal.userId, request.body)),
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

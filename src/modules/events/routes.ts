import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/responses.ts';
import { IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { Event, EventsQuery } from './schemas.ts';
import type { EventsService } from './service.ts';

export const eventsRoutes: FastifyPluginAsyncTypebox<{ events: EventsService }> = async (app, { events }) => {
  app.get('/events', {
    config: { scope: 'read:events' },
    schema: {
      tags: ['Events'],
      summary: 'List events',
      description: 'All events, past and future, ordered by start time, then id. `churchId` keeps the events of one church (404 when it does not exist).',
      querystring: EventsQuery,
      response: { 200: listEnvelope(Event), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => events.list(request.query, request.principal.userId),
  });

  app.get('/events/upcoming', {
    config: { scope: 'read:events' },
    schema: {
      tags: ['Events'],
      summary: 'Upcoming events',
      description: 'Events starting after now, soonest first, then by id. `churchId` keeps the events of one church (404 when it does not exist).',
      querystring: EventsQuery,
      response: { 200: listEnvelope(Event), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => events.upcoming(request.query, request.principal.userId),
  });

  app.get('/events/:id', {
    config: { scope: 'read:events' },
    schema: {
      tags: ['Events'],
      summary: 'Event details',
      params: IdParams,
      response: { 200: singleEnvelope(Event), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await events.get(request.params.id, request.principal.userId) }),
  });

  app.post('/events/:id/register', {
    config: { scope: 'write:events', policy: 'canRegisterForEvent' },
    schema: {
      tags: ['Events'],
      summary: 'Register for an event',
      description:
        'Registers the caller and answers the updated event: 201 when this call registered them, 200 when they ' +
        'already were (nothing changes, so retrying is safe). 409 when the event is full or has already started.',
      params: IdParams,
      response: {
        200: singleEnvelope(Event),
        201: singleEnvelope(Event),
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    handler: async (request, reply) => {
      const { event, created } = await events.register(request.params.id, request.principal.userId);
      reply.code(created ? 201 : 200);
      return { data: event };
    },
  });

  app.delete('/events/:id/register', {
    config: { scope: 'write:events', policy: 'canRegisterForEvent' },
    schema: {
      tags: ['Events'],
      summary: 'Unregister from an event',
      description:
        'Cancels the caller\'s registration and answers the updated event. 404 when the caller is not registered; ' +
        '409 once the event has started (registrations of past events are kept as they were).',
      params: IdParams,
      response: { 200: singleEnvelope(Event), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request) => ({ data: await events.unregister(request.params.id, request.principal.userId) }),
  });
};

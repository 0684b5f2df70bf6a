import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ok, operationDoc } from '../../http/responses.ts';
import { CalendarResponse, FeedIdParams, FeedTokenQuery } from './schemas.ts';
import type { CalendarsService, Feed } from './service.ts';

const doc = operationDoc('Calendars');

const PRIVACY =
  'Calendar apps send no credential: this feed is reached by a secret URL (`?token=cal_…`), which a person gets on their account page or ' +
  "the group's page and can replace there (\"Reset link\"); an unknown, replaced or malformed secret is 404, as is one whose person is no longer allowed to read it.";

const CACHING =
  'Answers carry an `ETag`; `If-None-Match` with it answers 304, which costs no rate-limit quota. Requests are rate-limited per address. ' +
  'Each event is a VEVENT with UID `event-{id}@{host}`, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION, LOCATION, URL (the event in this API), ' +
  'LAST-MODIFIED and a SEQUENCE raised by every change of its title, description, location or times; an event deleted in the last 30 days stays as STATUS:CANCELLED.';

async function send(reply: FastifyReply, feed: Feed): Promise<FastifyReply> {
  if (await reply.revalidate(feed.tag)) return reply.send();
  return reply.type('text/calendar; charset=utf-8').send(feed.body);
}

/** The calendar feeds: no scope (calendar apps cannot authenticate), so counted per address. */
export const calendarsRoutes: FastifyPluginAsyncTypebox<{ calendars: CalendarsService }> = async (app, { calendars }) => {
  app.get('/churches/:id/calendar.ics', {
    schema: {
      ...doc(
        'getChurchCalendar',
        "A church's calendar (iCalendar)",
        "The church's events, for calendar apps (webcal:// or https). Public, needs no credential, unless the church's admins set " +
          '`calendarPublic: false` (`PATCH /churches/{id}`): then, as for an unknown church, 404. ' +
          CACHING,
      ),
      params: FeedIdParams,
      response: ok(CalendarResponse, 400, 404, 429),
    },
    handler: async (request, reply) => send(reply, await calendars.churchFeed(request.params.id)),
  });

  app.get('/groups/:id/calendar.ics', {
    schema: {
      ...doc(
        'getGroupCalendar',
        "A group's calendar (iCalendar)",
        "The group's meetings (all-day events, UID `meeting-{id}@{host}`, a SEQUENCE raised when the date changes, and STATUS:CANCELLED for 30 days after a deletion) and its church's events (events belong to a church, not a group), " +
          "for one of the group's members or its church's admins. " +
          PRIVACY +
          ' ' +
          CACHING,
      ),
      params: FeedIdParams,
      querystring: FeedTokenQuery,
      response: ok(CalendarResponse, 400, 404, 429),
    },
    handler: async (request, reply) => send(reply, await calendars.groupFeed(request.params.id, request.query.token)),
  });

  app.get('/users/me/calendar.ics', {
    schema: {
      ...doc('getMyCalendar', 'My calendar (iCalendar)', 'The events the person registered for. ' + PRIVACY + ' ' + CACHING),
      querystring: FeedTokenQuery,
      response: ok(CalendarResponse, 400, 404, 429),
    },
    handler: async (request, reply) => send(reply, await calendars.personalFeed(request.query.token)),
  });
};

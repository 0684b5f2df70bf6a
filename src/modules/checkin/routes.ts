import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerCreatedOrOk, createdOrOk, errorResponse, ok, operationDoc } from '../../http/responses.ts';
import { IdParams, singleEnvelope } from '../../http/pagination.ts';
import { addRoute, deleteRoute, itemRoute } from '../../http/item-routes.ts';
import { listReadRoute } from '../../http/read-routes.ts';
import { canCheckIn, canCheckOut, canManageRooms } from './policy.ts';
import { CheckIn, CheckInResult, CheckOut, LabelsQuery, NewCheckIn, NewRoom, PdfResponse, Room, RoomChanges, RosterEntry, RosterQuery } from './schemas.ts';
import type { CheckInService } from './service.ts';

const doc = operationDoc('Check-in');

const APPROVAL = 'An app needs the "Household access" approval besides the scope (403 otherwise); a person\'s own API key does not.';
const HIDDEN = "Anyone who is neither an adult of the household nor a volunteer or admin of the church gets 404, as if it did not exist.";

export const checkInRoutes: FastifyPluginAsyncTypebox<{ checkIns: CheckInService }> = async (app, { checkIns }) => {
  app.get('/events/:id/rooms', {
    config: { scope: 'read:events' },
    schema: {
      ...doc(
        'listEventRooms',
        "An event's check-in rooms",
        "The event's rooms in the order they were made, each with `checkedIn`, the children in it now. For members of the event's church (403 otherwise).",
      ),
      params: IdParams,
      response: ok(Type.Object({ data: Type.Array(Room) }), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await checkIns.rooms(request.params.id, request.principal.userId) }),
  });

  addRoute(app, {
    url: '/events/:id/rooms', scope: 'write:events', policy: canManageRooms,
    doc: doc(
      'createEventRoom',
      'Add a check-in room',
      "Church admins only. `capacity` omitted or null: unlimited. Ages are whole years on the event's date, inclusive; `minAge` above `maxAge` is 400.",
    ),
    body: NewRoom, answer: Room, errors: [400, 401, 403, 404, 429],
    run: (eventId, principal, room) => checkIns.createRoom(eventId, principal.userId, room),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/rooms/:id', scope: 'write:events', policy: canManageRooms,
    doc: doc('updateRoom', 'Change a check-in room', 'Church admins only. Fields left out keep their value. A capacity below the children in the room now is 409.'),
    body: RoomChanges, answer: Room, errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal, changes) => checkIns.updateRoom(id, principal.userId, changes),
  });

  deleteRoute(app, {
    url: '/rooms/:id', scope: 'write:events', policy: canManageRooms,
    doc: doc('deleteRoom', 'Remove a check-in room', 'Church admins only. 409 while a child is in it. Past check-ins keep their names and times, without the room.'),
    outcome: 'Removed', errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => checkIns.deleteRoom(id, principal.userId),
  });

  app.post('/events/:id/check-ins', {
    config: { scope: 'write:households', policy: canCheckIn },
    schema: {
      ...doc(
        'checkIn',
        'Check a family in',
        'By an adult of the household, or a volunteer or admin of the church, from an hour before the event starts until it ends (409 `CheckInClosed` otherwise). ' +
          'Answers the household\'s `securityCode` for this event (the same for each of its people, unique at the event) and a check-in per person. ' +
          'All or nothing: a full room is 409 `RoomFull` (capacity counts the children in it now), a child outside the room\'s ages 409 `AgeOutOfRange`, ' +
          'a child of another household, an unknown room or a person who is not an adult of the household 404; nothing is checked in then. ' +
          'Someone already checked in (and not out) keeps their check-in, answered again: 201 when this call checked anyone in, 200 when everyone already was. ' +
          `${HIDDEN} ${APPROVAL}`,
      ),
      params: IdParams,
      body: NewCheckIn,
      response: createdOrOk(singleEnvelope(CheckInResult), 400, 401, 403, 404, 409, 429),
    },
    handler: async (request, reply) => {
      const { result, created } = await checkIns.checkIn(request.params.id, request.principal, request.body);
      return answerCreatedOrOk(reply, created, result);
    },
  });

  listReadRoute(app, {
    url: '/events/:id/check-ins', scope: 'read:households', params: IdParams, querystring: RosterQuery,
    doc: doc(
      'listCheckIns',
      "The event's check-in roster",
      'For volunteers and admins of the church (403 otherwise): who is in which room, since when, with their allergies; by room, then name. ' +
        `\`status\`: \`in\` (default), \`out\` or \`all\`. Never a security code. ${APPROVAL}`,
    ),
    entry: RosterEntry, errors: [400, 401, 403, 404, 429],
    page: ({ params, principal, query }) => checkIns.roster(params.id, principal, query),
  });

  app.get('/events/:id/check-ins/labels', {
    config: { scope: 'read:households' },
    schema: {
      ...doc(
        'getHouseholdLabels',
        "A household's labels",
        'One PDF: a label for each person of the household still checked in at the event, then the parent\'s receipt with the security code. ' +
          `For the household's adults and the church's volunteers and admins; 404 when nobody of the household is checked in. ${HIDDEN} ${APPROVAL}`,
      ),
      params: IdParams,
      querystring: LabelsQuery,
      response: ok(PdfResponse, 400, 401, 403, 404, 429),
    },
    handler: async (request, reply) => {
      const pdf = await checkIns.householdLabels(request.params.id, request.query.householdId, request.principal);
      return reply.type('application/pdf').header('cache-control', 'no-store').send(pdf);
    },
  });

  app.get('/check-ins/:id/label', {
    config: { scope: 'read:households' },
    schema: {
      ...doc(
        'getCheckInLabel',
        'A label',
        "A 4 × 2 inch PDF label: the name in large type, the room, the event and its date, the security code, and the allergies marked when there are any (never notes). " +
          `For the household's adults and the church's volunteers and admins. ${HIDDEN} ${APPROVAL}`,
      ),
      params: IdParams,
      response: ok(PdfResponse, 400, 401, 403, 404, 429),
    },
    handler: async (request, reply) => {
      const pdf = await checkIns.label(request.params.id, request.principal);
      return reply.type('application/pdf').header('cache-control', 'no-store').send(pdf);
    },
  });

  app.post('/check-ins/:id/check-out', {
    config: { scope: 'write:households', policy: canCheckOut },
    schema: {
      ...doc(
        'checkOut',
        'Check out with the security code',
        'By a volunteer or admin of the church. The household\'s code (any case) answers the check-in with `checkedOutAt`; a wrong one is 403 `SecurityCodeMismatch`. ' +
          'After 5 wrong codes the check-in is locked: 423 `CheckOutLocked`, even with the right code, until a church admin checks it out with `{override: true, reason}`, ' +
          `which the audit log records. Already checked out: 409. ${HIDDEN} ${APPROVAL}`,
      ),
      params: IdParams,
      body: CheckOut,
      response: { ...ok(singleEnvelope(CheckIn), 400, 401, 403, 404, 409, 429), 423: errorResponse('Locked after 5 wrong security codes') },
    },
    handler: async (request) => ({ data: await checkIns.checkOut(request.params.id, request.principal, request.body, request.ip) }),
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../http/responses.ts';
import { listEnvelope, PageQuery, singleEnvelope } from '../../http/pagination.ts';
import { canRecordMeeting } from './policy.ts';
import { AttendanceQuery, AttendanceRecord, AttendanceReport, ChurchParams, GroupParams, Meeting, MeetingChanges, MeetingParams, MeetingsQuery, NewMeeting, UserParams } from './schemas.ts';
import type { AttendanceService } from './service.ts';

export const attendanceRoutes: FastifyPluginAsyncTypebox<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  app.get('/groups/:id/meetings', {
    config: { scope: 'read:groups' },
    schema: {
      operationId: 'listGroupMeetings',
      tags: ['Attendance'],
      summary: "A group's meetings",
      description: "Newest first, with who came. For the group's members and the church's admins (403 for anyone else).",
      params: GroupParams,
      querystring: MeetingsQuery,
      response: { 200: listEnvelope(Meeting), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => attendance.meetings(request.params.id, request.principal.userId, request.query),
  });

  app.post('/groups/:id/meetings', {
    config: { scope: 'write:groups', policy: canRecordMeeting },
    schema: {
      operationId: 'recordGroupMeeting',
      tags: ['Attendance'],
      summary: 'Record a group meeting',
      description:
        "The group's leaders and the church's admins (403 for anyone else). `date` is the day the group met (YYYY-MM-DD, not after today in " +
        "the church's time zone); every one of `attendeeIds` must be a member of the group (400 naming the first who is not); `guests` counts " +
        'people who came without being members.',
      params: GroupParams,
      body: NewMeeting,
      response: { 201: singleEnvelope(Meeting), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await attendance.recordMeeting(request.params.id, request.principal.userId, request.body) };
    },
  });

  app.patch('/meetings/:id', {
    config: { scope: 'write:groups', policy: canRecordMeeting },
    schema: {
      operationId: 'updateMeeting',
      tags: ['Attendance'],
      summary: 'Change a group meeting',
      description: "The group's leaders and the church's admins. Fields left out stay; `attendeeIds` replaces who came. Same rules as recording.",
      params: MeetingParams,
      body: MeetingChanges,
      response: { 200: singleEnvelope(Meeting), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await attendance.updateMeeting(request.params.id, request.principal.userId, request.body) }),
  });

  app.delete('/meetings/:id', {
    config: { scope: 'write:groups', policy: canRecordMeeting },
    schema: {
      operationId: 'deleteMeeting',
      tags: ['Attendance'],
      summary: 'Delete a group meeting',
      description: "The group's leaders and the church's admins; the meeting no longer counts in attendance.",
      params: MeetingParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      await attendance.deleteMeeting(request.params.id, request.principal.userId);
      return reply.code(204).send(null);
    },
  });

  app.get('/churches/:id/attendance', {
    config: { scope: 'read:churches' },
    schema: {
      operationId: 'getChurchAttendance',
      tags: ['Attendance'],
      summary: "A church's attendance per week or month",
      description:
        "For the church's admins (403 for anyone else). Every period from `from` to `to` (both included, at most 2 years apart: 400 beyond) " +
        "is in the answer, oldest first, zeros included. Periods are counted in the church's `timeZone`: a week starts on Sunday at " +
        'midnight there, a month on its first day. `checkIns` counts check-ins, `headcount` adds up the headcounts of the events that ' +
        'started in the period, `groupAttendance` the attendees and guests of group meetings held in it, and `uniquePeople` the different ' +
        'people checked in or at a meeting.',
      params: ChurchParams,
      querystring: AttendanceQuery,
      response: { 200: AttendanceReport, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await attendance.report(request.params.id, request.principal.userId, request.query) }),
  });

  app.get('/users/:id/attendance', {
    config: { scope: 'read:users' },
    schema: {
      operationId: 'getUserAttendance',
      tags: ['Attendance'],
      summary: "A person's attendance",
      description:
        'The events the person was checked in at (as an adult of their household) and the group meetings they came to, newest first. ' +
        'The person sees all of it; an admin of a church sees the records of their own church (403 for anyone who administers none; ' +
        '404 when the person does not exist).',
      params: UserParams,
      querystring: PageQuery,
      response: { 200: listEnvelope(AttendanceRecord), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => attendance.personAttendance(request.params.id, request.principal.userId, request.query),
  });
};

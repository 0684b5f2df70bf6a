import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, operationDoc } from '../../http/responses.ts';
import { addRoute, deleteRoute, itemRoute } from '../../http/item-routes.ts';
import { PageQuery } from '../../http/pagination.ts';
import { listReadRoute } from '../../http/read-routes.ts';
import { canRecordMeeting } from './policy.ts';
import { AttendanceQuery, AttendanceRecord, AttendanceReport, ChurchParams, GroupParams, Meeting, MeetingChanges, MeetingParams, MeetingsQuery, NewMeeting, UserParams } from './schemas.ts';
import type { AttendanceService } from './service.ts';

const doc = operationDoc('Attendance');

export const attendanceRoutes: FastifyPluginAsyncTypebox<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  listReadRoute(app, {
    url: '/groups/:id/meetings', scope: 'read:groups', params: GroupParams, querystring: MeetingsQuery,
    doc: doc('listGroupMeetings', "A group's meetings", "Newest first, with who came. For the group's members and the church's admins (403 for anyone else)."),
    entry: Meeting, errors: [400, 401, 403, 404, 429],
    page: ({ params, principal, query }) => attendance.meetings(params.id, principal.userId, query),
  });

  addRoute(app, {
    url: '/groups/:id/meetings', scope: 'write:groups', policy: canRecordMeeting, params: GroupParams,
    doc: doc(
      'recordGroupMeeting',
      'Record a group meeting',
      "The group's leaders and the church's admins (403 for anyone else). `date` is the day the group met (YYYY-MM-DD, not after today in " +
        "the church's time zone); every one of `attendeeIds` must be a member of the group (400 naming the first who is not); `guests` counts " +
        'people who came without being members.',
    ),
    body: NewMeeting, answer: Meeting, errors: [400, 401, 403, 404, 429],
    run: (groupId, principal, meeting) => attendance.recordMeeting(groupId, principal.userId, meeting),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/meetings/:id', scope: 'write:groups', policy: canRecordMeeting, params: MeetingParams,
    doc: doc(
      'updateMeeting',
      'Change a group meeting',
      "The group's leaders and the church's admins. Fields left out stay; `attendeeIds` replaces who came. Same rules as recording.",
    ),
    body: MeetingChanges, answer: Meeting, errors: [400, 401, 403, 404, 429],
    run: (id, principal, changes) => attendance.updateMeeting(id, principal.userId, changes),
  });

  deleteRoute(app, {
    url: '/meetings/:id', scope: 'write:groups', policy: canRecordMeeting, params: MeetingParams,
    doc: doc('deleteMeeting', 'Delete a group meeting', "The group's leaders and the church's admins; the meeting no longer counts in attendance."),
    outcome: 'Deleted', errors: [400, 401, 403, 404, 429],
    run: (id, principal) => attendance.deleteMeeting(id, principal.userId),
  });

  app.get('/churches/:id/attendance', {
    config: { scope: 'read:churches' },
    schema: {
      ...doc(
        'getChurchAttendance',
        "A church's attendance per week or month",
        "For the church's admins (403 for anyone else). Every period from `from` to `to` (both included, at most 2 years apart: 400 beyond) " +
          "is in the answer, oldest first, zeros included. Periods are counted in the church's `timeZone`: a week starts on Sunday at " +
          'midnight there, a month on its first day. `checkIns` counts check-ins, `headcount` adds up the headcounts of the events that ' +
          'started in the period, `groupAttendance` the attendees and guests of group meetings held in it, and `uniquePeople` the different ' +
          'people checked in or at a meeting.',
      ),
      params: ChurchParams,
      querystring: AttendanceQuery,
      response: ok(AttendanceReport, 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await attendance.report(request.params.id, request.principal.userId, request.query) }),
  });

  listReadRoute(app, {
    url: '/users/:id/attendance', scope: 'read:users', params: UserParams, querystring: PageQuery,
    doc: doc(
      'getUserAttendance',
      "A person's attendance",
      'The events the person was checked in at (as an adult of their household) and the group meetings they came to, newest first. ' +
        'The person sees all of it; an admin of a church sees the records of their own church (403 for anyone who administers none; ' +
        '404 when the person does not exist).',
    ),
    entry: AttendanceRecord, errors: [400, 401, 403, 404, 429],
    page: ({ params, principal, query }) => attendance.personAttendance(params.id, principal.userId, query),
  });
};

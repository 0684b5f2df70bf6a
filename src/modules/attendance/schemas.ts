import { Type, type Static } from 'typebox';
import { Id, PageQuery, Timestamps } from '../../http/pagination.ts';
import { PERSON_EXAMPLE, PictureUrl } from '../users/schemas.ts';

const Day = (description: string) => Type.String({ minLength: 1, maxLength: 10, description: `${description}, YYYY-MM-DD` });

/** Most attendees one meeting records. */
export const MAX_ATTENDEES = 1000;

/** A member of the group who came, as other people see them. */
export const Attendee = Type.Object(
  { id: Type.Integer({ description: 'The user id' }), givenName: Type.String(), familyName: Type.String(), name: Type.String(), picture: PictureUrl },
  { title: 'Attendee', examples: [PERSON_EXAMPLE] },
);

export const Meeting = Type.Object(
  {
    id: Type.Integer(),
    groupId: Type.Integer(),
    churchId: Type.Integer(),
    date: Type.String({ format: 'date', description: 'The day the group met, YYYY-MM-DD' }),
    attendees: Type.Array(Attendee, { description: 'Members of the group who came, by name' }),
    guests: Type.Integer({ description: 'People who came without being members' }),
    attendance: Type.Integer({ description: 'Attendees plus guests' }),
    notes: Type.String(),
    ...Timestamps(),
  },
  {
    title: 'Meeting',
    examples: [
      {
        id: 5,
        groupId: 3,
        churchId: 1,
        date: '2026-11-18',
        attendees: [PERSON_EXAMPLE],
        guests: 2,
        attendance: 3,
        notes: 'Studied Romans 8.',
        createdAt: '2026-11-18T21:05:00.000Z',
        updatedAt: '2026-11-18T21:05:00.000Z',
      },
    ],
  },
);
export type Meeting = Static<typeof Meeting>;

const attendeeIds = Type.Array(Id('A member of the group'), { maxItems: MAX_ATTENDEES, description: 'Members of the group who came; each must be a member (400 naming the one who is not)' });
const guests = Type.Integer({ minimum: 0, maximum: 100_000, description: 'People who came without being members; 0 when left out' });
const notes = Type.String({ maxLength: 5000, description: 'Trimmed; empty when left out' });

export const NewMeeting = Type.Object(
  { date: Day('The day the group met, not in the future'), attendeeIds, guests: Type.Optional(guests), notes: Type.Optional(notes) },
  { additionalProperties: false, title: 'NewMeeting', examples: [{ date: '2026-11-18', attendeeIds: [7, 9], guests: 2, notes: 'Studied Romans 8.' }] },
);
export type NewMeeting = Static<typeof NewMeeting>;

export const MeetingChanges = Type.Object(
  { date: Type.Optional(Day('The day the group met, not in the future')), attendeeIds: Type.Optional(attendeeIds), guests: Type.Optional(guests), notes: Type.Optional(notes) },
  { additionalProperties: false, title: 'MeetingChanges', examples: [{ attendeeIds: [7, 9, 12] }] },
);
export type MeetingChanges = Static<typeof MeetingChanges>;

export const MeetingsQuery = Type.Object({ ...PageQuery.properties });
export type MeetingsQuery = Static<typeof MeetingsQuery>;

export const AttendanceQuery = Type.Object({
  from: Day("The first day of the report, in the church's time zone"),
  to: Day('The last day of the report (included), at most 2 years after `from`'),
  interval: Type.Union([Type.Literal('week'), Type.Literal('month')], { default: 'week', description: 'Weeks start on Sunday' }),
});
export type AttendanceQuery = Static<typeof AttendanceQuery>;

export const AttendancePeriod = Type.Object(
  {
    period: Type.String({ format: 'date', description: "The period's first day in the church's time zone: a Sunday, or the first of a month" }),
    checkIns: Type.Integer({ description: 'Check-ins (children and adults) at the church in the period' }),
    headcount: Type.Integer({ description: 'The headcounts of the events that started in the period, added up' }),
    groupAttendance: Type.Integer({ description: 'Attendees and guests of the group meetings held in the period' }),
    uniquePeople: Type.Integer({ description: 'Different people checked in or at a group meeting in the period (headcounts and guests are not people by name)' }),
  },
  { title: 'AttendancePeriod', examples: [{ period: '2026-11-15', checkIns: 212, headcount: 340, groupAttendance: 96, uniquePeople: 268 }] },
);
export type AttendancePeriod = Static<typeof AttendancePeriod>;

export const AttendanceReport = Type.Object(
  { data: Type.Array(AttendancePeriod, { description: 'Every period of the range, oldest first, zeros included' }) },
  { title: 'AttendanceReport' },
);
export type AttendanceReport = Static<typeof AttendanceReport>;

export const AttendanceRecord = Type.Object(
  {
    kind: Type.Union([Type.Literal('event'), Type.Literal('meeting')], { description: '`event`: checked in at an event; `meeting`: at a group meeting' }),
    churchId: Type.Integer(),
    date: Type.String({ format: 'date', description: "The day, in the church's time zone" }),
    eventId: Type.Union([Type.Integer(), Type.Null()]),
    groupId: Type.Union([Type.Integer(), Type.Null()]),
    meetingId: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.String({ description: "The event's title or the group's name" }),
    checkedInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When they were first checked in at the event; null for a meeting' }),
  },
  {
    title: 'AttendanceRecord',
    examples: [
      { kind: 'event', churchId: 1, date: '2026-11-22', eventId: 12, groupId: null, meetingId: null, title: 'Sunday service', checkedInAt: '2026-11-22T15:52:10.000Z' },
      { kind: 'meeting', churchId: 1, date: '2026-11-18', eventId: null, groupId: 3, meetingId: 5, title: 'Young adults', checkedInAt: null },
    ],
  },
);
export type AttendanceRecord = Static<typeof AttendanceRecord>;

export const MeetingParams = Type.Object({ id: Id('The meeting') });
export const GroupParams = Type.Object({ id: Id('The group') });
export const UserParams = Type.Object({ id: Id('The person') });
export const ChurchParams = Type.Object({ id: Id('The church') });

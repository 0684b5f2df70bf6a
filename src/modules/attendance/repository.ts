import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GroupMeetingsTable } from '../../db/tables.ts';
import { countRows, Repository } from '../../db/repository.ts';
import { PERSON_COLUMNS } from '../../db/member-lists.ts';

export type MeetingRow = Selectable<GroupMeetingsTable>;

/** An attendee with the public profile columns; the email is never selected. */
export interface AttendeeRow {
  meeting_id: number;
  id: number;
  given_name: string;
  family_name: string;
  picture: string | null;
}

export class AttendanceRepository extends Repository {
  /** A group's meetings, newest first. */
  meetings(groupId: number, limit: number, offset: number): Promise<MeetingRow[]> {
    return this.db.selectFrom('group_meetings').selectAll().where('group_id', '=', groupId).orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  meetingCount(groupId: number): Promise<number> {
    return countRows(this.db.selectFrom('group_meetings').where('group_id', '=', groupId));
  }

  findMeeting(id: number): Promise<MeetingRow | undefined> {
    return this.db.selectFrom('group_meetings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  attendeesOf(meetingIds: readonly number[]): Promise<AttendeeRow[]> {
    if (!meetingIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('meeting_attendees as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.meeting_id', ...PERSON_COLUMNS])
      .where('a.meeting_id', 'in', meetingIds)
      .orderBy('u.family_name')
      .orderBy('u.given_name')
      .orderBy('u.id')
      .execute();
  }

  /** Which of these people are members of the group. */
  async groupMembersAmong(groupId: number, userIds: readonly number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await this.db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).where('user_id', 'in', userIds).execute();
    return new Set(rows.map((row) => row.user_id));
  }

  async insertMeeting(meeting: Insertable<GroupMeetingsTable>): Promise<number> {
    const row = await this.db.insertInto('group_meetings').values(meeting).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateMeeting(id: number, columns: Updateable<GroupMeetingsTable>): Promise<boolean> {
    const result = await this.db.updateTable('group_meetings').set(columns).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteMeeting(id: number): Promise<void> {
    await this.db.deleteFrom('group_meetings').where('id', '=', id).execute();
  }

  /** The meetings the person is recorded at, for their account's deletion. */
  async meetingsAttendedBy(userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('meeting_attendees').select('meeting_id').where('user_id', '=', userId).orderBy('meeting_id').execute();
    return rows.map((row) => row.meeting_id);
  }

  async removeAttendee(meetingId: number, userId: number): Promise<void> {
    await this.db.deleteFrom('meeting_attendees').where('meeting_id', '=', meetingId).where('user_id', '=', userId).execute();
  }

  /** Replaces who came. */
  async setAttendees(meetingId: number, userIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('meeting_attendees').where('meeting_id', '=', meetingId).execute();
    if (userIds.length) await this.db.insertInto('meeting_attendees').values(userIds.map((user_id) => ({ meeting_id: meetingId, user_id }))).execute();
  }

  /** The church's check-ins from `start` (included) to `end` (excluded): when, and who. */
  checkInsBetween(churchId: number, start: string, end: string): Promise<{ checked_in_at: string; child_id: number | null; user_id: number | null }[]> {
    return this.db
      .selectFrom('check_ins')
      .select(['checked_in_at', 'child_id', 'user_id'])
      .where('church_id', '=', churchId)
      .where('checked_in_at', '>=', start)
      .where('checked_in_at', '<', end)
      .execute();
  }

  /** The headcounts of the church's events that start from `start` to `end` (excluded). */
  headcountsBetween(churchId: number, start: string, end: string): Promise<{ starts_at: string; headcount: number | null }[]> {
    return this.db
      .selectFrom('events')
      .select(['starts_at', 'headcount'])
      .where('church_id', '=', churchId)
      .where('starts_at', '>=', start)
      .where('starts_at', '<', end)
      .where('headcount', 'is not', null)
      .execute();
  }

  /** The church's meetings from day `from` to day `end` (excluded), with their guests. */
  meetingsBetween(churchId: number, from: string, end: string): Promise<{ id: number; date: string; guests: number }[]> {
    return this.db.selectFrom('group_meetings').select(['id', 'date', 'guests']).where('church_id', '=', churchId).where('date', '>=', from).where('date', '<', end).execute();
  }

  async attendeeIdsOf(meetingIds: readonly number[]): Promise<{ meeting_id: number; user_id: number }[]> {
    if (!meetingIds.length) return [];
    return this.db.selectFrom('meeting_attendees').select(['meeting_id', 'user_id']).where('meeting_id', 'in', meetingIds).execute();
  }

  /** The events the person was checked in at as an adult: each once, at their first check-in there. */
  eventsAttended(userId: number): Promise<{ event_id: number; church_id: number; title: string; checked_in_at: string }[]> {
    return this.db
      .selectFrom('check_ins as c')
      .innerJoin('events as e', 'e.id', 'c.event_id')
      .select(['c.event_id', 'c.church_id', 'e.title'])
      .select((eb) => eb.fn.min('c.checked_in_at').as('checked_in_at'))
      .where('c.user_id', '=', userId)
      .groupBy(['c.event_id', 'c.church_id', 'e.title'])
      .execute() as Promise<{ event_id: number; church_id: number; title: string; checked_in_at: string }[]>;
  }

  meetingsAttended(userId: number): Promise<{ meeting_id: number; group_id: number; church_id: number; name: string; date: string }[]> {
    return this.db
      .selectFrom('meeting_attendees as a')
      .innerJoin('group_meetings as m', 'm.id', 'a.meeting_id')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .select(['a.meeting_id', 'm.group_id', 'm.church_id', 'g.name', 'm.date'])
      .where('a.user_id', '=', userId)
      .execute();
  }

  /** The time zones of these churches. */
  async timeZones(churchIds: readonly number[]): Promise<Map<number, string>> {
    if (!churchIds.length) return new Map();
    const rows = await this.db.selectFrom('churches').select(['id', 'time_zone']).where('id', 'in', churchIds).execute();
    return new Map(rows.map((row) => [row.id, row.time_zone]));
  }

  /** The church's check-ins from `start` to `end` (excluded), oldest first, with their event and room. */
  checkInsForExport(churchId: number, start: string, end: string) {
    return this.db
      .selectFrom('check_ins as c')
      .innerJoin('events as e', 'e.id', 'c.event_id')
      .leftJoin('rooms as r', 'r.id', 'c.room_id')
      .select(['c.checked_in_at', 'c.checked_out_at', 'c.name', 'c.child_id', 'e.title', 'r.name as room'])
      .where('c.church_id', '=', churchId)
      .where('c.checked_in_at', '>=', start)
      .where('c.checked_in_at', '<', end)
      .orderBy('c.checked_in_at')
      .orderBy('c.id')
      .execute();
  }

  /** Who came to the church's meetings from day `from` to day `end` (excluded), by day. */
  meetingAttendanceForExport(churchId: number, from: string, end: string) {
    return this.db
      .selectFrom('group_meetings as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .innerJoin('meeting_attendees as a', 'a.meeting_id', 'm.id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['m.date', 'g.name as group_name', 'u.given_name', 'u.family_name'])
      .where('m.church_id', '=', churchId)
      .where('m.date', '>=', from)
      .where('m.date', '<', end)
      .orderBy('m.date')
      .orderBy('m.id')
      .orderBy('u.family_name')
      .orderBy('u.given_name')
      .execute();
  }
}

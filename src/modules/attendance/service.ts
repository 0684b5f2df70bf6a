import { nowIso, toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork, type Work } from '../../db/unit-of-work.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, type Page, type PageQuery } from '../../http/pagination.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchesService } from '../churches/service.ts';
import type { GroupsService } from '../groups/service.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { personOf } from '../users/person.ts';
import type { UsersService } from '../users/service.ts';
import { addDays, dayIn, isDay, yearsAfter, periodStarts, startOfDay, type Interval } from './periods.ts';
import { canRecordMeeting, canViewChurchAttendance, canViewMeetings, canViewPersonAttendance } from './policy.ts';
import type { AttendanceRepository, AttendeeRow, MeetingRow } from './repository.ts';
import type { AttendancePeriod, AttendanceQuery, AttendanceRecord, Meeting, MeetingChanges, NewMeeting } from './schemas.ts';

/** One line of the command line's attendance export. */
export interface ExportRow {
  date: string;
  event: string;
  room: string;
  person: string;
  kind: 'child' | 'adult' | 'meeting';
  checkedInAt: string;
  checkedOutAt: string;
}

/** The longest report, in calendar years: its `to` is at most the same day that many years after `from`. */
const MAX_REPORT_YEARS = 2;

const meetingNotFound = (id: number) => notFound(`Meeting ${id} does not exist`);
const groupNotFound = (id: number) => notFound(`Group ${id} does not exist`);

function checkedDay(name: string, value: string, part: 'field' | 'query parameter' | 'option'): string {
  if (!isDay(value)) throw badRequest(part === 'option' ? `--${name} '${value}' is not a date written YYYY-MM-DD, e.g. 2026-11-22` : `Invalid ${part} '${name}': '${value}' is not a date written YYYY-MM-DD, e.g. 2026-11-22`);
  return value;
}

export function toMeeting(row: MeetingRow, attendees: AttendeeRow[], pictures: ProfilePictures): Meeting {
  return {
    id: row.id,
    groupId: row.group_id,
    churchId: row.church_id,
    date: row.date,
    attendees: attendees.map((attendee) => personOf(attendee, pictures)),
    guests: row.guests,
    attendance: attendees.length + row.guests,
    notes: row.notes,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Group meetings, headcounts and what they add up to, in each church's time zone. */
export class AttendanceService extends WritingService<AttendanceRepository, Change> {
  private readonly churches: ChurchesService;
  private readonly groups: GroupsService;
  private readonly users: UsersService;
  private readonly pictures: ProfilePictures;
  constructor(repository: AttendanceRepository, writes: UnitOfWork<Change>, services: { churches: ChurchesService; groups: GroupsService; users: UsersService; pictures: ProfilePictures }) {
    super(repository, writes);
    this.churches = services.churches;
    this.groups = services.groups;
    this.users = services.users;
    this.pictures = services.pictures;
  }

  /** A group's meetings, newest first, for its members and the church's admins. */
  async meetings(groupId: number, callerUserId: number, query: PageQuery): Promise<Page<Meeting>> {
    const group = await this.groups.membershipOf(groupId, callerUserId);
    if (!group) throw groupNotFound(groupId);
    if (!canViewMeetings(await this.churches.roleOf(group.churchId, callerUserId), group.role)) {
      throw forbidden(`Only members of group ${groupId} and admins of church ${group.churchId} can see its meetings`);
    }
    const [rows, total] = await Promise.all([this.repository.meetings(groupId, query.limit, offsetOf(query)), this.repository.meetingCount(groupId)]);
    return page(await this.shaped(this.repository, rows), query, total);
  }

  async recordMeeting(groupId: number, callerUserId: number, body: NewMeeting): Promise<Meeting> {
    const group = await this.groups.membershipOf(groupId, callerUserId);
    if (!group) throw groupNotFound(groupId);
    await this.assertRecords(groupId, group, callerUserId);
    const date = await this.meetingDay(group.churchId, body.date);
    const attendees = await this.checkedAttendees(groupId, body.attendeeIds);
    const at = nowIso();
    return this.unitOfWork(async ({ repository, record }) => {
      const id = await repository.insertMeeting({ group_id: groupId, church_id: group.churchId, date, guests: body.guests ?? 0, notes: body.notes?.trim() ?? '', created_by: callerUserId, created_at: at, updated_at: at });
      await repository.setAttendees(id, attendees);
      const [meeting] = await this.shaped(repository, [(await repository.findMeeting(id))!]);
      record(meetingChange(meeting));
      return meeting;
    });
  }

  async updateMeeting(id: number, callerUserId: number, changes: MeetingChanges): Promise<Meeting> {
    const row = await this.meetingRecordedBy(id, callerUserId);
    const date = changes.date === undefined ? undefined : await this.meetingDay(row.church_id, changes.date);
    const attendees = changes.attendeeIds === undefined ? undefined : await this.checkedAttendees(row.group_id, changes.attendeeIds);
    return this.unitOfWork(async ({ repository, record }) => {
      const columns = { date, guests: changes.guests, notes: changes.notes?.trim(), updated_at: nowIso() };
      if (!(await repository.updateMeeting(id, columns))) throw meetingNotFound(id);
      if (attendees) await repository.setAttendees(id, attendees);
      const [meeting] = await this.shaped(repository, [(await repository.findMeeting(id))!]);
      record(meetingChange(meeting));
      return meeting;
    });
  }

  /**
   * Takes a person whose account is being deleted off every meeting they were recorded at, in
   * the deletion's unit of work: each meeting changes as if its attendees had been edited, so
   * the change feed and webhooks carry its list without them.
   */
  async removeFromEveryMeeting({ trx, record }: Work<Change>, userId: number): Promise<void> {
    const repository = this.repository.within(trx);
    for (const id of await repository.meetingsAttendedBy(userId)) {
      await repository.removeAttendee(id, userId);
      await repository.updateMeeting(id, { updated_at: nowIso() });
      const [meeting] = await this.shaped(repository, [(await repository.findMeeting(id))!]);
      record(meetingChange(meeting));
    }
  }

  async deleteMeeting(id: number, callerUserId: number): Promise<void> {
    const row = await this.meetingRecordedBy(id, callerUserId);
    await this.unitOfWork(async ({ repository, record }) => {
      if (!(await repository.findMeeting(id))) throw meetingNotFound(id);
      await repository.deleteMeeting(id);
      record({
        type: 'attendance.recorded',
        resourceId: id,
        churchId: row.church_id,
        groupId: row.group_id,
        object: { id, deleted: true, kind: 'meeting', groupId: row.group_id, churchId: row.church_id },
      });
    });
  }

  /**
   * The church's attendance per week (from Sunday) or month, in its time zone, from `from` to
   * `to` (both included): every period, zeros included. For its admins.
   */
  async report(churchId: number, callerUserId: number, query: AttendanceQuery): Promise<AttendancePeriod[]> {
    const from = checkedDay('from', query.from, 'query parameter');
    const to = checkedDay('to', query.to, 'query parameter');
    if (to < from) throw badRequest("Invalid query parameter 'to': must not be before 'from'");
    if (to > yearsAfter(from, MAX_REPORT_YEARS)) throw badRequest("Invalid query parameter 'to': a report covers at most 2 years from 'from'; ask for several");
    const church = await this.churches.get(churchId);
    if (!canViewChurchAttendance(await this.churches.roleOf(churchId, callerUserId))) {
      throw forbidden(`Only admins of church ${churchId} can see its attendance`);
    }
    return this.periods(churchId, church.timeZone, from, to, query.interval as Interval);
  }

  /** The report's periods, counted from the rows of the whole range read at once. */
  async periods(churchId: number, zone: string, from: string, to: string, interval: Interval): Promise<AttendancePeriod[]> {
    const { starts, end } = periodStarts(from, to, interval);
    const bounds = starts.map((start) => startOfDay(start, zone));
    const rangeEnd = startOfDay(end, zone);
    const [checkIns, headcounts, meetings] = await Promise.all([
      this.repository.checkInsBetween(churchId, bounds[0], rangeEnd),
      this.repository.headcountsBetween(churchId, bounds[0], rangeEnd),
      this.repository.meetingsBetween(churchId, starts[0], end),
    ]);
    const attendees = await this.repository.attendeeIdsOf(meetings.map((meeting) => meeting.id));
    const periods = starts.map((period) => ({ period, checkIns: 0, headcount: 0, groupAttendance: 0, people: new Set<string>() }));
    // The period an instant falls in: the last whose start is not after it (a binary search: a long range holds many rows).
    const byInstant = (instant: string) => {
      const time = toIso(instant);
      let [low, high] = [0, bounds.length - 1];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (bounds[middle] <= time) low = middle;
        else high = middle - 1;
      }
      return periods[low];
    };
    const byDay = (day: string) => periods[starts.findLastIndex((start) => start <= day)];
    for (const row of checkIns) {
      const period = byInstant(row.checked_in_at);
      period.checkIns += 1;
      period.people.add(row.child_id !== null ? `child:${row.child_id}` : `user:${row.user_id}`);
    }
    for (const row of headcounts) byInstant(row.starts_at).headcount += row.headcount ?? 0;
    const meetingPeriod = new Map(meetings.map((meeting) => [meeting.id, byDay(meeting.date)]));
    for (const meeting of meetings) meetingPeriod.get(meeting.id)!.groupAttendance += meeting.guests;
    for (const row of attendees) {
      const period = meetingPeriod.get(row.meeting_id)!;
      period.groupAttendance += 1;
      period.people.add(`user:${row.user_id}`);
    }
    return periods.map(({ people, ...period }) => ({ ...period, uniquePeople: people.size }));
  }

  /**
   * The events a person was checked in at (as an adult) and the group meetings they came to,
   * newest first: all of them for themself, for anyone else those of the churches they administer.
   */
  async personAttendance(personId: number, callerUserId: number, query: PageQuery): Promise<Page<AttendanceRecord>> {
    await this.users.get(personId);
    const administered = callerUserId === personId ? undefined : new Set((await this.churches.adminChurches(callerUserId)).map((church) => church.id));
    if (!canViewPersonAttendance(callerUserId, personId, (administered?.size ?? 0) > 0)) {
      throw forbidden("Only the person and admins of their churches can see their attendance");
    }
    const [events, meetings] = await Promise.all([this.repository.eventsAttended(personId), this.repository.meetingsAttended(personId)]);
    const zones = await this.repository.timeZones([...new Set([...events, ...meetings].map((row) => row.church_id))]);
    const records: AttendanceRecord[] = [
      ...events.map((row) => ({
        kind: 'event' as const,
        churchId: row.church_id,
        date: dayIn(toIso(row.checked_in_at), zones.get(row.church_id) ?? 'UTC'),
        eventId: row.event_id,
        groupId: null,
        meetingId: null,
        title: row.title,
        checkedInAt: toIso(row.checked_in_at),
      })),
      ...meetings.map((row) => ({
        kind: 'meeting' as const,
        churchId: row.church_id,
        date: row.date,
        eventId: null,
        groupId: row.group_id,
        meetingId: row.meeting_id,
        title: row.name,
        checkedInAt: null,
      })),
    ].filter((record) => !administered || administered.has(record.churchId));
    records.sort((a, b) => (b.date !== a.date ? (b.date < a.date ? -1 : 1) : (b.checkedInAt ?? '').localeCompare(a.checkedInAt ?? '') || (b.meetingId ?? 0) - (a.meetingId ?? 0)));
    const offset = offsetOf(query);
    return page(records.slice(offset, offset + query.limit), query, records.length);
  }

  /**
   * Every check-in (children and adults) and every meeting attendance of the church from day
   * `from` to day `to`, both included, in its time zone; by day, check-ins first. For the
   * command line's operator.
   */
  async exportRows(churchId: number, from: string, to: string): Promise<ExportRow[]> {
    checkedDay('from', from, 'option');
    checkedDay('to', to, 'option');
    if (to < from) throw badRequest(`--to ${to} is before --from ${from}`);
    const zone = (await this.churches.get(churchId)).timeZone;
    const end = addDays(to, 1);
    const [checkIns, meetings] = await Promise.all([
      this.repository.checkInsForExport(churchId, startOfDay(from, zone), startOfDay(end, zone)),
      this.repository.meetingAttendanceForExport(churchId, from, end),
    ]);
    const rows: ExportRow[] = checkIns.map((row) => ({
      date: dayIn(toIso(row.checked_in_at), zone),
      event: row.title,
      room: row.room ?? '',
      person: row.name,
      kind: row.child_id !== null ? 'child' : 'adult',
      checkedInAt: toIso(row.checked_in_at),
      checkedOutAt: row.checked_out_at ? toIso(row.checked_out_at) : '',
    }));
    rows.push(...meetings.map((row) => ({ date: row.date, event: row.group_name, room: '', person: `${row.given_name} ${row.family_name}`.trim(), kind: 'meeting' as const, checkedInAt: '', checkedOutAt: '' })));
    // Stable: check-ins stay in time order, and before the meetings of their day.
    return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  private async assertRecords(groupId: number, group: { churchId: number; role: Parameters<typeof canRecordMeeting>[1] }, callerUserId: number): Promise<void> {
    if (!canRecordMeeting(await this.churches.roleOf(group.churchId, callerUserId), group.role)) {
      throw forbidden(`Only leaders of group ${groupId} and admins of church ${group.churchId} can record its meetings`);
    }
  }

  /** The meeting, once the caller is found to be one who records its group's meetings. */
  private async meetingRecordedBy(id: number, callerUserId: number): Promise<MeetingRow> {
    const row = await this.repository.findMeeting(id);
    if (!row) throw meetingNotFound(id);
    const group = await this.groups.membershipOf(row.group_id, callerUserId);
    if (!group) throw meetingNotFound(id);
    await this.assertRecords(row.group_id, group, callerUserId);
    return row;
  }

  /** A meeting's day: a real day, not after today in the church's time zone. */
  private async meetingDay(churchId: number, value: string): Promise<string> {
    const day = checkedDay('date', value, 'field');
    const today = dayIn(Date.now(), (await this.churches.get(churchId)).timeZone);
    if (day > today) throw badRequest(`Invalid field 'date': ${day} is in the future (it is ${today} at the church)`);
    return day;
  }

  /** Who came, each once; every one a member of the group (400 naming the first who is not). */
  private async checkedAttendees(groupId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const members = await this.repository.groupMembersAmong(groupId, unique);
    const stranger = unique.find((id) => !members.has(id));
    if (stranger !== undefined) throw badRequest(`Invalid field 'attendeeIds': user ${stranger} is not a member of group ${groupId}`);
    return unique;
  }

  private async shaped(repository: AttendanceRepository, rows: MeetingRow[]): Promise<Meeting[]> {
    const attendees = await repository.attendeesOf(rows.map((row) => row.id));
    return rows.map((row) => toMeeting(row, attendees.filter((attendee) => attendee.meeting_id === row.id), this.pictures));
  }
}

/** A meeting recorded or changed: attendance of the group, for its members and the church's admins. */
function meetingChange(meeting: Meeting): Change {
  return { type: 'attendance.recorded', resourceId: meeting.id, churchId: meeting.churchId, groupId: meeting.groupId, object: { ...meeting, kind: 'meeting' } };
}

import type { AttendancePeriod, Meeting } from './schemas.ts';
import type { Church } from '../churches/schemas.ts';
import type { GroupMember } from '../groups/schemas.ts';
import { churchHead, churchPath, groupPath, page } from '../../views/church-frame.ts';
import { emptyState, field, notice, table, textArea, type Message } from '../../views/components.ts';
import { csrfField, html, raw, type PageNav, type SafeHtml } from '../../views/layout.ts';

/** The Attendance page of My churches (a chart drawn here, as SVG, and its numbers), and the meetings of a group's page. */

export const attendancePath = (churchId: number) => `${churchPath(churchId)}/attendance`;
export const meetingsPath = (churchId: number, groupId: number) => `${groupPath(churchId, groupId)}/meetings`;

/** The three kinds of attendance the chart stacks, bottom up, with their CSS class. */
const SERIES = [
  { key: 'checkIns', label: 'Checked in', css: 'series-check-ins' },
  { key: 'headcount', label: 'Headcount', css: 'series-headcount' },
  { key: 'groupAttendance', label: 'Group meetings', css: 'series-groups' },
] as const;

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Stacked bars, one a week. The drawing scales to its box (viewBox), so it fits a phone as it
 * fits a desktop; the table under it holds the same numbers for screen readers and copying.
 */
function chart(periods: AttendancePeriod[]): SafeHtml {
  const width = 720;
  const height = 260;
  const top = 20;
  const bottom = 30;
  const left = 44;
  const totals = periods.map((period) => period.checkIns + period.headcount + period.groupAttendance);
  const max = Math.max(1, ...totals);
  // A round step for the axis: 1, 2 or 5 times a power of ten, about four lines.
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough || 1));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? power * 10;
  const scaleMax = Math.max(step, Math.ceil(max / step) * step);
  const plot = height - top - bottom;
  const y = (value: number) => top + plot - (value / scaleMax) * plot;
  const slot = (width - left) / periods.length;
  const barWidth = Math.max(4, slot * 0.6);
  const lines: SafeHtml[] = [];
  for (let value = 0; value <= scaleMax; value += step) {
    lines.push(html`<line class="grid" x1="${left}" x2="${width}" y1="${y(value)}" y2="${y(value)}"></line><text class="axis" x="${left - 6}" y="${y(value) + 4}" text-anchor="end">${value}</text>`);
  }
  const bars = periods.map((period, index) => {
    const x = left + index * slot + (slot - barWidth) / 2;
    let base = 0;
    const parts = SERIES.map((series) => {
      const value = period[series.key];
      const rect = value ? html`<rect class="${series.css}" x="${x}" y="${y(base + value)}" width="${barWidth}" height="${(value / scaleMax) * plot}"><title>${series.label}: ${value}</title></rect>` : null;
      base += value;
      return rect;
    });
    return html`<g>${parts}<text class="axis" x="${x + barWidth / 2}" y="${height - 10}" text-anchor="middle">${shortDay(period.period)}</text></g>`;
  });
  const summary = periods.map((period, index) => `${shortDay(period.period)}: ${totals[index]}`).join(', ');
  return html`<figure class="chart">
<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title" preserveAspectRatio="xMidYMid meet">
<title id="chart-title">Attendance per week: ${summary}</title>
${lines}
${bars}
</svg>
<figcaption class="legend">${SERIES.map((series) => html`<span><svg viewBox="0 0 10 10" aria-hidden="true" class="swatch"><rect class="${series.css}" width="10" height="10"></rect></svg> ${series.label}</span>`)}</figcaption>
</figure>`;
}

export interface AttendancePageInput {
  nav: PageNav;
  church: Church;
  periods: AttendancePeriod[];
}

export function attendancePage(input: AttendancePageInput): string {
  const { church, periods } = input;
  const any = periods.some((period) => period.checkIns + period.headcount + period.groupAttendance > 0);
  return page(
    `Attendance · ${church.name}`,
    input.nav,
    html`${churchHead(church, 'attendance')}
<section class="card" id="attendance" aria-labelledby="attendance-title">
<h2 id="attendance-title">The last 12 weeks</h2>
<p class="muted">Weeks start on Sunday, in the church's time zone (${church.timeZone}). Headcounts are the people counted at events beyond those checked in.</p>
${any ? chart(periods) : emptyState('Nothing counted yet', 'Check-ins, headcounts and group meetings of the last 12 weeks appear here.')}
${table({
  className: 'stack numbers',
  caption: 'Attendance per week',
  columns: ['Week of', 'Checked in', 'Headcount', 'Group meetings', 'Different people'],
  rows: periods,
  row: (period) => html`<tr>
<th scope="row">${period.period}</th>
<td data-label="Checked in">${period.checkIns}</td>
<td data-label="Headcount">${period.headcount}</td>
<td data-label="Group meetings">${period.groupAttendance}</td>
<td data-label="Different people">${period.uniquePeople}</td>
</tr>`,
  empty: null,
})}
</section>`,
  );
}

export interface MeetingsSectionInput {
  csrfToken: string;
  churchId: number;
  groupId: number;
  meetings: Meeting[];
  members: GroupMember[];
  today: string;
  form?: { date?: string; attendeeIds?: number[]; guests?: string; notes?: string };
  error?: string;
  message?: Message;
}

/** The group page's Meetings: the latest, and a form to record one (who came, ticked from the members). */
export function meetingsSection(input: MeetingsSectionInput): SafeHtml {
  const ticked = new Set(input.form?.attendeeIds ?? []);
  return html`<section class="card" id="meetings" aria-labelledby="meetings-title">
<h2 id="meetings-title">Meetings</h2>
${input.message ? notice(input.message.kind, input.message.text) : null}
${table({
  className: 'stack',
  columns: ['Date', 'Came', 'Who', 'Notes'],
  rows: input.meetings,
  row: (meeting) => html`<tr>
<th scope="row">${meeting.date}</th>
<td data-label="Came">${meeting.attendance}${meeting.guests ? ` (${meeting.guests} ${meeting.guests === 1 ? 'guest' : 'guests'})` : ''}</td>
<td data-label="Who">${meeting.attendees.map((attendee) => attendee.name).join(', ') || html`<span class="muted">—</span>`}</td>
<td data-label="Notes">${meeting.notes || html`<span class="muted">—</span>`}</td>
</tr>`,
  empty: emptyState('No meetings recorded', 'Record who came each time the group meets; it counts in the church’s attendance.'),
})}
<h3 id="record-meeting">Record a meeting</h3>
${notice('error', input.error)}
<form method="post" action="${meetingsPath(input.churchId, input.groupId)}" novalidate>
${csrfField(input.csrfToken)}
<div class="fields">
${field({ id: 'meeting-date', name: 'date', label: 'Date', type: 'date', value: input.form?.date ?? input.today, required: true })}
${field({ id: 'meeting-guests', name: 'guests', label: 'Guests', type: 'number', min: 0, value: input.form?.guests ?? '0', hint: 'People who came without being members' })}
</div>
<fieldset>
<legend>Who came</legend>
${input.members.length
  ? html`<div class="checks people">${input.members.map(
      (member) => html`<div class="choice"><input type="checkbox" id="attendee-${member.id}" name="attendeeIds" value="${member.id}"${ticked.has(member.id) ? raw(' checked') : null}><label for="attendee-${member.id}">${member.name}</label></div>`,
    )}</div>`
  : html`<p class="muted">The group has no members yet.</p>`}
</fieldset>
${textArea({ id: 'meeting-notes', name: 'notes', label: 'Notes', value: input.form?.notes, maxLength: 5000, rows: 3 })}
<div class="actions"><button type="submit">Record meeting</button></div>
</form>
</section>`;
}

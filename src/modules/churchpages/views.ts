import type { FeedLinks } from '../calendars/schemas.ts';
import type { Church, ChurchMember } from '../churches/schemas.ts';
import { subscribeLinks } from '../calendars/views.ts';
import type { Event, Registrant } from '../events/schemas.ts';
import type { Group, GroupMember } from '../groups/schemas.ts';
import { churchHead, churchPath, churchPlace, eventPath, eventsPath, groupPath, groupsPath, itemPage, page, pager, type Pager } from '../../views/church-frame.ts';
import { badge, emptyState, field, notice, table, textArea, time, type Message } from '../../views/components.ts';
import { csrfField, html, raw, type PageNav, type SafeHtml } from '../../views/layout.ts';

/**
 * "My churches": the pages where a church's admins keep its details, members, events and
 * groups. Every table stacks into cards on a phone; every action is a plain form.
 */

/** The form's text of an instant: `<input type="datetime-local">` holds the church's wall-clock time. */
export function datetimeLocalOf(iso: string, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

function capacityText(count: number, capacity: number | null, noun: string): string {
  return capacity === null ? `${count} ${noun}` : `${count} of ${capacity} ${noun}`;
}

export interface MyChurchesPageInput {
  nav: PageNav;
  churches: Church[];
  /** Churches the person runs check-in for as a volunteer: the kiosk is theirs to open. */
  checkInChurches?: { id: number; name: string }[];
  message?: Message;
}

export function myChurchesPage(input: MyChurchesPageInput): string {
  return page(
    'My churches',
    input.nav,
    html`<div class="page-head"><div><h1>My churches</h1>
<p class="lead">The churches you administer: their details, their members and roles, their events and small groups.</p></div></div>
${input.message ? notice(input.message.kind, input.message.text) : null}
${input.churches.length
  ? html`<ul class="church-list">
${input.churches.map(
  (church) => html`<li class="card">
<h2><a href="${churchPath(church.id)}">${church.name}</a></h2>
<p class="muted">${churchPlace(church) || 'No place given'} · ${church.memberCount === 1 ? '1 member' : `${church.memberCount} members`}</p>
<p class="links"><a href="${churchPath(church.id)}">Details and members</a> <a href="${eventsPath(church.id)}">Events</a> <a href="${groupsPath(church.id)}">Groups</a> <a href="${churchPath(church.id)}/import">Import people</a> <a href="${churchPath(church.id)}/export" download>Download export</a></p>
</li>`,
)}
</ul>`
  : html`<section class="card">${emptyState(
      'You do not administer a church',
      html`Church admins (church staff) manage a church here. An admin of your church can make you one of its admins from its members list once you have joined it, and a platform operator can with the command line: <code>churches add-member --church ID --user EMAIL --role admin</code>.`,
    )}</section>`}
${input.checkInChurches?.length
  ? html`<section class="card"><h2>Check-in</h2>
<p class="muted">You are a check-in volunteer of these churches.</p>
<ul>${input.checkInChurches.map((church) => html`<li><a href="${churchPath(church.id)}/check-in">${church.name}: check-in</a></li>`)}</ul>
</section>`
  : null}`,
  );
}

/**
 * The Members of a church or a group: a row each with their role (the leading one, admin or
 * leader, as a badge), when they joined, and `change`: what the viewer may change about them.
 */
function membersSection<M extends { id: number; name: string; role: string; joinedAt: string }>(input: {
  intro: string;
  error?: string;
  members: M[];
  viewerId: number;
  timeZone: string;
  lead: { role: string; label: string };
  change: (member: M) => SafeHtml;
  empty: SafeHtml;
  pager: Pager;
}): SafeHtml {
  return html`<section class="card" id="members" aria-labelledby="members-title">
<h2 id="members-title">Members</h2>
<p class="muted">${input.intro}</p>
${notice('error', input.error)}
${table({
  className: 'stack',
  columns: ['Name', 'Role', 'Joined', 'Change'],
  rows: input.members,
  row: (member) => html`<tr>
<th scope="row">${memberName(member, input.viewerId)}</th>
<td data-label="Role">${member.role === input.lead.role ? badge(input.lead.label, 'info') : badge('Member')}</td>
<td data-label="Joined">${time(member.joinedAt, undefined, input.timeZone)}</td>
<td data-label="Change">${input.change(member)}</td>
</tr>`,
  empty: input.empty,
})}
${pager('Member pages', input.pager)}
</section>`;
}

/** A member's role select and its button, and the remove button, for one row of a members table. */
function memberActions(input: {
  csrfToken: string;
  base: string;
  member: { id: number; name: string; role: string };
  roles: { value: string; label: string }[];
  removeLabel: string;
}): SafeHtml {
  const { member } = input;
  const selectId = `role-${member.id}`;
  return html`<div class="row-actions"><form method="post" action="${input.base}/${member.id}/role" class="inline">
${csrfField(input.csrfToken)}
<label for="${selectId}" class="visually-hidden">Role of ${member.name}</label>
<select id="${selectId}" name="role">
${input.roles.map((role) => html`<option value="${role.value}"${role.value === member.role ? raw(' selected') : null}>${role.label}</option>`)}
</select>
<button type="submit" class="secondary small" aria-label="Change role of ${member.name}">Change role</button>
</form>
<form method="post" action="${input.base}/${member.id}/remove" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="danger small" aria-label="${input.removeLabel}">Remove</button>
</form></div>`;
}

function memberName(member: { id: number; name: string }, viewerId: number): SafeHtml {
  return html`${member.name || html`<span class="muted">(no name)</span>`}${member.id === viewerId ? html` <span class="muted">(you)</span>` : null}`;
}

/** The values of the church details form, as typed: one for each field it labels. */
export type ChurchForm = Record<keyof typeof CHURCH_FORM_LABELS, string>;

export interface ChurchPageInput {
  nav: PageNav;
  csrfToken: string;
  church: Church;
  viewerId: number;
  members: ChurchMember[];
  membersPager: Pager;
  /** The church has one admin: their row offers no role change and no Remove, which would be refused. */
  oneAdmin: boolean;
  /** The church's calendar feed. */
  calendar: FeedLinks;
  /** The details form as last typed, when it comes back with a problem. */
  form?: ChurchForm;
  formError?: string;
  membersError?: string;
  message?: Message;
  /** The Add member form as last sent; `unknown` when nobody could be added with its email. */
  addMember?: { email: string; role: string; unknown?: boolean; error?: string };
  /** The invitation form, open when Add member found nobody or an invitation came back with a problem. */
  invite?: InviteForm & { error?: string };
}

/** The values of the invitation form, as typed. */
export interface InviteForm {
  email: string;
  givenName: string;
  familyName: string;
  role: string;
}

export const INVITE_FORM_LABELS = { email: 'Email', givenName: 'Given name', familyName: 'Family name', role: 'Role' };

const CHURCH_ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'volunteer', label: 'Volunteer' },
  { value: 'admin', label: 'Admin' },
];

export function churchPage(input: ChurchPageInput): string {
  const { church } = input;
  const form = input.form ?? church;
  return page(
    church.name,
    input.nav,
    html`${churchHead(church, 'details')}
${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="details" aria-labelledby="details-title">
<h2 id="details-title">Details</h2>
<p class="muted">Apps show these to everyone. Changes are visible at once.</p>
${notice('error', input.formError)}
<form method="post" action="${churchPath(church.id)}" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'church-name', name: 'name', label: 'Name', value: form.name, required: true, maxLength: 200 })}
${textArea({ id: 'church-description', name: 'description', label: 'Description', value: form.description, maxLength: 5000 })}
<div class="fields">
${field({ id: 'church-city', name: 'city', label: 'City', value: form.city, maxLength: 100 })}
${field({ id: 'church-state', name: 'state', label: 'State or region', value: form.state, maxLength: 100 })}
${field({ id: 'church-country', name: 'country', label: 'Country', value: form.country, maxLength: 2, hint: 'Two-letter code, such as US or DE.' })}
</div>
${field({ id: 'church-website', name: 'website', label: 'Website', type: 'url', value: form.website, maxLength: 2000, hint: 'An address starting with https:// or http://; empty for none.', placeholder: 'https://' })}
<div class="actions"><button type="submit">Save details</button></div>
</form>
</section>
<section class="card" id="calendar" aria-labelledby="calendar-title">
<h2 id="calendar-title">Calendar</h2>
${church.calendarPublic
  ? html`<p class="muted">The church's events as a calendar anyone can subscribe to in Google Calendar, Apple Calendar or Outlook; changes and cancellations follow within the hour.</p>
${subscribeLinks('church-calendar', input.calendar, false)}`
  : html`<p class="muted">The church's calendar is private: its address answers "not found". Members still have their own calendar of the events they registered for.</p>`}
<form method="post" action="${churchPath(church.id)}/calendar" class="inline">${csrfField(input.csrfToken)}
<input type="hidden" name="public" value="${church.calendarPublic ? 'no' : 'yes'}">
<button type="submit" class="secondary">${church.calendarPublic ? 'Make the calendar private' : 'Make the calendar public'}</button></form>
</section>
${membersSection({
  intro: 'Admins manage the church, its members, events and groups. A church always keeps at least one admin.',
  error: input.membersError,
  members: input.members,
  viewerId: input.viewerId,
  timeZone: church.timeZone,
  lead: { role: 'admin', label: 'Admin' },
  change: (member) =>
    input.oneAdmin && member.role === 'admin'
      ? html`<span class="muted">The only admin: make another admin first</span>`
      : memberActions({ csrfToken: input.csrfToken, base: `${churchPath(church.id)}/members`, member, roles: CHURCH_ROLES, removeLabel: `Remove ${member.name} from the church` }),
  empty: emptyState('No members', 'Add people below by their email, or invite them; people who join through an app appear here too.'),
  pager: input.membersPager,
})}
${addMemberSection(input)}`,
  );
}

function roleSelect(id: string, roles: { value: string; label: string }[], selected: string | undefined): SafeHtml {
  return html`<div class="field"><label for="${id}">Role</label>
<select id="${id}" name="role">${roles.map((role) => html`<option value="${role.value}"${role.value === (selected ?? 'member') ? raw(' selected') : null}>${role.label}</option>`)}</select></div>`;
}

/**
 * Add member (an existing account, by its email) and the invitation. When nobody could be
 * added, the page says only that, whatever the reason, and offers the invitation instead: an
 * invitation reads the same whether or not the address had an account.
 */
function addMemberSection(input: ChurchPageInput): SafeHtml {
  const { church } = input;
  const add = input.addMember;
  const invite = input.invite ?? (add?.unknown ? { email: add.email, givenName: '', familyName: '', role: add.role } : undefined);
  return html`<section class="card" id="add-member" aria-labelledby="add-member-title">
<h2 id="add-member-title">Add member</h2>
<p class="muted">Add someone who has an account here by the email they signed up with.</p>
${notice('error', add?.error)}
${add?.unknown ? notice('info', html`Nobody was added with <strong>${add.email}</strong>. You can invite them below: they become a member and get a mail with a link to choose their password.`) : null}
<form method="post" action="${churchPath(church.id)}/members/add" class="row-form" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'add-email', name: 'email', label: 'Email', type: 'email', value: add?.email ?? '', required: true, maxLength: 254, autocomplete: 'off' })}
${roleSelect('add-role', CHURCH_ROLES, add?.role)}
<button type="submit">Add member</button>
</form>
<h3 id="invite">Invite someone</h3>
<p class="muted">For someone without an account, or when you are not sure: they are added as a member, and mailed a link to choose their password (an address that already has an account just joins).</p>
${notice('error', input.invite?.error)}
<form method="post" action="${churchPath(church.id)}/members/invite" class="row-form" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'invite-email', name: 'email', label: 'Email', type: 'email', value: invite?.email ?? '', required: true, maxLength: 254, autocomplete: 'off' })}
${field({ id: 'invite-given', name: 'givenName', label: 'Given name', value: invite?.givenName ?? '', required: true, maxLength: 100, autocomplete: 'off' })}
${field({ id: 'invite-family', name: 'familyName', label: 'Family name', value: invite?.familyName ?? '', required: true, maxLength: 100, autocomplete: 'off' })}
${roleSelect('invite-role', CHURCH_ROLES, invite?.role)}
<button type="submit" class="secondary">Send invitation</button>
</form>
</section>`;
}

/** The values of an event form, as typed; times as `datetime-local` text in UTC. */
export interface EventForm {
  title: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

export function eventFormOf(event: Event, timeZone = 'UTC'): EventForm {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    startsAt: datetimeLocalOf(event.startsAt, timeZone),
    endsAt: datetimeLocalOf(event.endsAt, timeZone),
    capacity: event.capacity === null ? '' : String(event.capacity),
  };
}

/** How the forms label their fields, for the problems the service finds (see `inFormWords`). */
export const CHURCH_FORM_LABELS = { name: 'Name', description: 'Description', city: 'City', state: 'State or region', country: 'Country', website: 'Website' };
export const EVENT_FORM_LABELS = { title: 'Title', description: 'Description', location: 'Location', startsAt: 'Starts', endsAt: 'Ends', capacity: 'Capacity' };
export const GROUP_FORM_LABELS = { name: 'Name', description: 'Description', meetingSchedule: 'Meets', location: 'Location', capacity: 'Capacity' };

/** What the date and time fields are read in: the church's time zone, said where it is not UTC. */
function zoneHint(timeZone: string): string {
  return timeZone === 'UTC' ? 'Date and time in UTC (Coordinated Universal Time), not your local time.' : `Date and time in ${timeZone}, the church's time zone.`;
}

function eventFields(form: Partial<EventForm>, timeZone: string): SafeHtml {
  return html`${field({ id: 'event-title', name: 'title', label: 'Title', value: form.title, required: true, maxLength: 200 })}
${textArea({ id: 'event-description', name: 'description', label: 'Description', value: form.description, maxLength: 5000 })}
${field({ id: 'event-location', name: 'location', label: 'Location', value: form.location, maxLength: 500 })}
<div class="fields">
${field({ id: 'event-starts', name: 'startsAt', label: `Starts (${timeZone})`, type: 'datetime-local', value: form.startsAt, required: true, hint: zoneHint(timeZone) })}
${field({ id: 'event-ends', name: 'endsAt', label: `Ends (${timeZone})`, type: 'datetime-local', value: form.endsAt, required: true, hint: zoneHint(timeZone) })}
${field({ id: 'event-capacity', name: 'capacity', label: 'Capacity', type: 'number', min: 1, value: form.capacity, hint: 'Most people who can register. Empty for no limit.' })}
</div>`;
}

/** What a list page of a church shows besides its rows: the pager, the form that adds one as typed, a message. */
interface ListPageInput<Form> {
  nav: PageNav;
  csrfToken: string;
  church: Church;
  pager: Pager;
  form?: Partial<Form>;
  formError?: string;
  message?: Message;
}

export interface EventsPageInput extends ListPageInput<EventForm> {
  events: Event[];
}

export function eventsPage(input: EventsPageInput): string {
  const { church } = input;
  return listPage(input, {
    tab: 'events',
    title: 'Events',
    columns: ['Title', 'Starts', 'Ends', 'Registrations'],
    rows: input.events.map(
      (event) => html`<th scope="row"><a href="${eventPath(church.id, event.id)}">${event.title}</a></th>
<td data-label="Starts">${time(event.startsAt, undefined, church.timeZone)}</td>
<td data-label="Ends">${time(event.endsAt, undefined, church.timeZone)}</td>
<td data-label="Registrations">${capacityText(event.registrationCount, event.capacity, 'registered')}</td>
${editAndDelete(eventPath(church.id, event.id), event.title)}`,
    ),
    empty: ['No events yet', 'Create the first one below. Members find it in the apps and can register.'],
    pagerLabel: 'Event pages',
    create: { id: 'create-event', title: 'Create an event', action: eventsPath(church.id), fields: eventFields(input.form ?? {}, church.timeZone), submit: 'Create event' },
  });
}

/** The Edit and Delete links of a row of a list page. */
function editAndDelete(href: string, name: string): SafeHtml {
  return html`<td><span class="row-links"><a href="${href}" aria-label="Edit ${name}">Edit</a> <a href="${href}/delete" class="danger-text" aria-label="Delete ${name}">Delete</a></span></td>`;
}

/** A church's events or groups: the list, a row each with its first column as the row's heading, then the form that adds one. */
function listPage(
  input: ListPageInput<unknown>,
  list: {
    tab: 'events' | 'groups';
    title: string;
    columns: string[];
    rows: SafeHtml[];
    empty: [title: string, text: string];
    pagerLabel: string;
    create: { id: string; title: string; action: string; fields: SafeHtml; submit: string };
  },
): string {
  const { church } = input;
  const { tab, create } = list;
  return page(
    `${tab === 'events' ? 'Events' : 'Groups'} · ${church.name}`,
    input.nav,
    html`${churchHead(church, tab)}
${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="${tab}" aria-labelledby="${tab}-title">
<h2 id="${tab}-title">${list.title}</h2>
${table({
  className: 'stack',
  columns: [...list.columns, { hidden: 'Actions' }],
  rows: list.rows,
  row: (row) => html`<tr>
${row}
</tr>`,
  empty: emptyState(...list.empty),
})}
${pager(list.pagerLabel, input.pager)}
</section>
<section class="card" id="${create.id}" aria-labelledby="${create.id}-title">
<h2 id="${create.id}-title">${create.title}</h2>
${notice('error', input.formError)}
<form method="post" action="${create.action}" novalidate>
${csrfField(input.csrfToken)}
${create.fields}
<div class="actions"><button type="submit">${create.submit}</button></div>
</form>
</section>`,
  );
}

export interface EventPageInput {
  nav: PageNav;
  csrfToken: string;
  church: Church;
  event: Event;
  registrations: Registrant[];
  registrationsPager: Pager;
  form?: EventForm;
  formError?: string;
  message?: Message;
}

export function eventPage(input: EventPageInput): string {
  const { church, event } = input;
  return itemPage(input, { tab: 'events', href: eventsPath(church.id), label: 'Events' }, event.title, html`${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="event" aria-labelledby="event-title">
<h2 id="event-title">${event.title}</h2>
<p class="muted">${time(event.startsAt, undefined, church.timeZone)} to ${time(event.endsAt, undefined, church.timeZone)} · ${capacityText(event.registrationCount, event.capacity, 'registered')}</p>
${notice('error', input.formError)}
<form method="post" action="${eventPath(church.id, event.id)}" novalidate>
${csrfField(input.csrfToken)}
${eventFields(input.form ?? eventFormOf(event, church.timeZone), church.timeZone)}
<div class="actions"><button type="submit">Save event</button> <a class="button-link danger-text" href="${eventPath(church.id, event.id)}/delete">Delete event…</a></div>
</form>
</section>
<section class="card" id="registrations" aria-labelledby="registrations-title">
<h2 id="registrations-title">Who registered</h2>
${table({
  className: 'stack',
  columns: ['Name', 'Registered'],
  rows: input.registrations,
  row: (person) =>
    html`<tr><th scope="row">${person.name || html`<span class="muted">(no name)</span>`}</th><td data-label="Registered">${time(person.registeredAt, undefined, church.timeZone)}</td></tr>`,
  empty: emptyState('Nobody has registered yet', 'People who register through an app appear here.'),
})}
${pager('Registration pages', input.registrationsPager)}
</section>`,
  );
}

/** The values of a group form, as typed. */
export interface GroupForm {
  name: string;
  description: string;
  meetingSchedule: string;
  location: string;
  capacity: string;
}

export function groupFormOf(group: Group): GroupForm {
  return {
    name: group.name,
    description: group.description,
    meetingSchedule: group.meetingSchedule,
    location: group.location,
    capacity: group.capacity === null ? '' : String(group.capacity),
  };
}

function groupFields(form: Partial<GroupForm>): SafeHtml {
  return html`${field({ id: 'group-name', name: 'name', label: 'Name', value: form.name, required: true, maxLength: 200 })}
${textArea({ id: 'group-description', name: 'description', label: 'Description', value: form.description, maxLength: 5000 })}
<div class="fields">
${field({ id: 'group-schedule', name: 'meetingSchedule', label: 'Meets', value: form.meetingSchedule, maxLength: 200, hint: 'As people say it, e.g. “Wednesdays 19:00”.' })}
${field({ id: 'group-location', name: 'location', label: 'Location', value: form.location, maxLength: 500 })}
${field({ id: 'group-capacity', name: 'capacity', label: 'Capacity', type: 'number', min: 1, value: form.capacity, hint: 'Most members the group takes. Empty for no limit.' })}
</div>`;
}

export interface GroupsPageInput extends ListPageInput<GroupForm> {
  groups: Group[];
}

export function groupsPage(input: GroupsPageInput): string {
  const { church } = input;
  return listPage(input, {
    tab: 'groups',
    title: 'Small groups',
    columns: ['Name', 'Meets', 'Members'],
    rows: input.groups.map(
      (group) => html`<th scope="row"><a href="${groupPath(church.id, group.id)}">${group.name}</a></th>
<td data-label="Meets">${group.meetingSchedule || html`<span class="muted">—</span>`}</td>
<td data-label="Members">${capacityText(group.memberCount, group.capacity, 'members')}</td>
${editAndDelete(groupPath(church.id, group.id), group.name)}`,
    ),
    empty: ['No groups yet', 'Start the first one below. Members find it in the apps and can join.'],
    pagerLabel: 'Group pages',
    create: { id: 'create-group', title: 'Start a group', action: groupsPath(church.id), fields: groupFields(input.form ?? {}), submit: 'Create group' },
  });
}

export interface GroupPageInput {
  nav: PageNav;
  csrfToken: string;
  church: Church;
  group: Group;
  viewerId: number;
  members: GroupMember[];
  membersPager: Pager;
  form?: GroupForm;
  formError?: string;
  membersError?: string;
  message?: Message;
  /** The group's meetings section (meetingsSection, src/modules/attendance/views.ts). */
  meetings?: SafeHtml;
  /** Add member's search: the name looked for and the church's members it found. */
  find?: { query: string; results: ChurchMember[] };
  addError?: string;
}

const GROUP_ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'leader', label: 'Leader' },
];

export function groupPage(input: GroupPageInput): string {
  const { church, group } = input;
  return itemPage(input, { tab: 'groups', href: groupsPath(church.id), label: 'Groups' }, group.name, html`${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="group" aria-labelledby="group-title">
<h2 id="group-title">${group.name}</h2>
<p class="muted">${capacityText(group.memberCount, group.capacity, 'members')}</p>
${notice('error', input.formError)}
<form method="post" action="${groupPath(church.id, group.id)}" novalidate>
${csrfField(input.csrfToken)}
${groupFields(input.form ?? groupFormOf(group))}
<div class="actions"><button type="submit">Save group</button> <a class="button-link danger-text" href="${groupPath(church.id, group.id)}/delete">Delete group…</a></div>
</form>
</section>
<section class="card" id="calendar" aria-labelledby="calendar-title">
<h2 id="calendar-title">Calendar</h2>
<p class="muted">The group's meetings and the church's events, for calendar apps. Each member gets a link of their own on their account's Calendars page; as an admin you may have one too.</p>
<form method="post" action="/account/calendars/groups/${group.id}" class="inline">${csrfField(input.csrfToken)}<button type="submit" class="secondary">Subscribe: get my link</button></form>
</section>
${membersSection({
  intro: 'Leaders edit the group and manage its members.',
  error: input.membersError,
  members: input.members,
  viewerId: input.viewerId,
  timeZone: church.timeZone,
  lead: { role: 'leader', label: 'Leader' },
  change: (member) =>
    memberActions({ csrfToken: input.csrfToken, base: `${groupPath(church.id, group.id)}/members`, member, roles: GROUP_ROLES, removeLabel: `Remove ${member.name} from the group` }),
  empty: emptyState('No members yet', 'Add the church\'s members below; people who join the group through an app appear here too.'),
  pager: input.membersPager,
})}
${groupAddSection(input)}
${input.meetings ?? null}`,
  );
}

/**
 * Add member of a group: a search of the church's members by name (a plain GET form, so it
 * works without JavaScript), each one found with its own Add button and leader toggle.
 */
function groupAddSection(input: GroupPageInput): SafeHtml {
  const { church, group, find } = input;
  const path = groupPath(church.id, group.id);
  const inGroup = new Set(input.members.map((member) => member.id));
  return html`<section class="card" id="add-member" aria-labelledby="add-member-title">
<h2 id="add-member-title">Add member</h2>
<p class="muted">Groups take members of ${church.name}. Find them by name; someone not yet in the church is added on its <a href="${churchPath(church.id)}#add-member">Details and members</a> page first.</p>
${notice('error', input.addError)}
<form method="get" action="${path}#add-member" class="row-form" role="search">
${field({ id: 'find-member', name: 'find', label: 'Name', value: find?.query ?? '', maxLength: 100, autocomplete: 'off' })}
<button type="submit" class="secondary">Search</button>
</form>
${find
  ? find.results.length
    ? html`<ul class="found">${find.results.map(
        (person) => html`<li><span>${person.name || html`<span class="muted">(no name)</span>`}</span>
${inGroup.has(person.id)
  ? html`<span class="muted">Already in the group</span>`
  : html`<form method="post" action="${path}/members/add" class="inline">
${csrfField(input.csrfToken)}<input type="hidden" name="userId" value="${String(person.id)}">
<span class="choice"><input type="checkbox" id="leader-${person.id}" name="leader" value="yes"><label for="leader-${person.id}">Leader</label></span>
<button type="submit" class="small" aria-label="Add ${person.name} to the group">Add</button>
</form>`}
</li>`,
      )}</ul>`
    : html`<p class="muted" role="status">No member of ${church.name} has a name with “${find.query}”.</p>`
  : null}
</section>`;
}

export interface ConfirmDeletePageInput {
  nav: PageNav;
  csrfToken: string;
  church: Church;
  /** What is deleted, for the breadcrumbs and the heading: `event` or `group`, and its name. */
  kind: 'event' | 'group';
  name: string;
  listHref: string;
  itemHref: string;
  /** What else goes with it, in one sentence. */
  consequence: string;
}

/** Deleting asks once more on a page of its own, so a stray click deletes nothing. */
export function confirmDeletePage(input: ConfirmDeletePageInput): string {
  const { church } = input;
  const listLabel = input.kind === 'event' ? 'Events' : 'Groups';
  return page(
    `Delete ${input.name}`,
    input.nav,
    html`${churchHead(church, input.kind === 'event' ? 'events' : 'groups', [
      { href: input.listHref, label: listLabel },
      { href: input.itemHref, label: input.name },
      { label: 'Delete' },
    ])}
<section class="card" aria-labelledby="delete-title">
<h2 id="delete-title">Delete the ${input.kind} “${input.name}”?</h2>
<p>${input.consequence} This cannot be undone.</p>
<form method="post" action="${input.itemHref}/delete">
${csrfField(input.csrfToken)}
<div class="actions"><button type="submit" class="danger">Delete ${input.kind}</button> <a class="button-link" href="${input.itemHref}">Keep it</a></div>
</form>
</section>`,
  );
}

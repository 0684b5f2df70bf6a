import type { CheckIn, KioskEvent, KioskHousehold, Room, RosterEntry } from './schemas.ts';
import { emptyState, notice, time } from '../../views/components.ts';
import { csrfField, html, layout, type PageNav, type SafeHtml } from '../../views/layout.ts';

/**
 * The check-in kiosk of a church's volunteers and admins: pick today's event, find a family,
 * tick its children into rooms, hand over the security code and the labels; and the check-out
 * screen that takes a parent's code. Plain forms, one column, so a tablet or a phone works it.
 */

export const kioskPath = (churchId: number) => `/my/churches/${churchId}/check-in`;
const eventPath = (churchId: number, eventId: number) => `${kioskPath(churchId)}?event=${eventId}`;
const checkOutPath = (churchId: number) => `${kioskPath(churchId)}/out`;

export interface KioskChurch {
  id: number;
  name: string;
}

const page = (title: string, nav: PageNav, body: SafeHtml) => layout(title, body, { nav: { ...nav, current: 'churches' }, wide: true });

function head(church: KioskChurch, title: string, event?: KioskEvent): SafeHtml {
  return html`<div class="page-head"><div>
<p class="crumbs"><a href="${kioskPath(church.id)}">${church.name}: check-in</a></p>
<h1>${title}</h1>
${event ? html`<p class="lead">${event.title} · ${time(event.startsAt)}</p>` : null}
</div></div>`;
}

function tabs(church: KioskChurch, event: KioskEvent, current: 'in' | 'out'): SafeHtml {
  return html`<nav class="tabs" aria-label="Kiosk">
<a href="${eventPath(church.id, event.id)}"${current === 'in' ? html` aria-current="page"` : null}>Check in</a>
<a href="${checkOutPath(church.id)}?event=${event.id}"${current === 'out' ? html` aria-current="page"` : null}>Check out</a>
</nav>`;
}

/** A screen of one event's kiosk: its head, the Check in and Check out tabs, then `body`. */
function eventScreen(input: { nav: PageNav; church: KioskChurch; event: KioskEvent }, tab: 'in' | 'out', title: string, heading: string, body: SafeHtml): string {
  return page(
    title,
    input.nav,
    html`${head(input.church, heading, input.event)}
${tabs(input.church, input.event, tab)}
${body}`,
  );
}

/** A kiosk form over children, ticked one item each, with the hidden fields that say which event and family. */
function childrenForm(form: { action: string; csrfToken: string; hidden: Record<string, string | number>; items: SafeHtml[]; submit: string }): SafeHtml {
  return html`<form method="post" action="${form.action}" class="stack">
${csrfField(form.csrfToken)}
${Object.entries(form.hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">\n`)}<ul class="kiosk-children">${form.items}</ul>
<div class="actions"><button type="submit">${form.submit}</button></div>
</form>`;
}

export interface KioskEventsInput {
  nav: PageNav;
  church: KioskChurch;
  events: KioskEvent[];
}

/** Today's events of the church; those with rooms can be picked. */
export function kioskEventsPage(input: KioskEventsInput): string {
  const withRooms = input.events.filter((event) => event.rooms > 0);
  return page(
    'Check-in',
    input.nav,
    html`${head(input.church, 'Check-in')}
<section class="card">
<h2>Today's events</h2>
${withRooms.length
  ? html`<ul class="kiosk-list">${withRooms.map(
      (event) => html`<li><a class="button" href="${eventPath(input.church.id, event.id)}">${event.title}</a>
<span class="muted">${time(event.startsAt)} · ${event.rooms === 1 ? '1 room' : `${event.rooms} rooms`}${event.open ? '' : ' · check-in not open yet'}</span></li>`,
    )}</ul>`
  : emptyState('No event with rooms today', 'Church admins give an event its check-in rooms (POST /events/:id/rooms); events of the next and last 12 hours show here.')}
</section>`,
  );
}

export interface KioskSearchInput {
  nav: PageNav;
  church: KioskChurch;
  event: KioskEvent;
  q: string;
  households?: { id: number; name: string; phone_last4: string | null }[];
}

/** The search for a family, and what it found. */
export function kioskSearchPage(input: KioskSearchInput): string {
  const { church, event } = input;
  return eventScreen(input, 'in', 'Check in', 'Check in', html`<section class="card">
<form method="get" action="${kioskPath(church.id)}" class="stack">
<input type="hidden" name="event" value="${event.id}">
<div class="field"><label for="q">Family name or last 4 phone digits</label>
<input id="q" name="q" type="search" value="${input.q}" maxlength="100" autocomplete="off" required></div>
<div class="actions"><button type="submit">Search</button></div>
</form>
</section>
${input.households
  ? html`<section class="card"><h2>Families</h2>
${input.households.length
  ? html`<ul class="kiosk-list">${input.households.map(
      (household) => html`<li><a class="button secondary" href="${kioskPath(church.id)}?event=${event.id}&amp;household=${household.id}">${household.name}</a>${household.phone_last4 ? html` <span class="muted">phone …${household.phone_last4}</span>` : null}</li>`,
    )}</ul>`
  : emptyState('No family found', 'Try the first letters of the family name, or the last 4 digits of their phone.')}
</section>`
  : null}`,
  );
}

export interface KioskHouseholdInput {
  nav: PageNav;
  csrfToken: string;
  church: KioskChurch;
  event: KioskEvent;
  household: KioskHousehold;
  rooms: Room[];
  error?: string;
}

function roomLabel(room: Room): string {
  const ages = room.minAge !== null && room.maxAge !== null ? `${room.minAge}–${room.maxAge}` : room.minAge !== null ? `${room.minAge}+` : room.maxAge !== null ? `up to ${room.maxAge}` : 'all ages';
  const seats = room.capacity === null ? `${room.checkedIn} in` : `${room.checkedIn}/${room.capacity}`;
  return `${room.name} (${ages}, ${seats})`;
}

/** A family's children, ticked, each with a room chosen by age. */
export function kioskHouseholdPage(input: KioskHouseholdInput): string {
  const { church, event, household } = input;
  return eventScreen(input, 'in', `Check in: ${household.name}`, household.name, html`${notice('error', input.error)}
<section class="card">
${household.children.length
  ? childrenForm({
      action: kioskPath(church.id),
      csrfToken: input.csrfToken,
      hidden: { event: event.id, household: household.id },
      items: household.children.map(
        (child) => html`<li>
<div class="check"><input type="checkbox" id="child-${child.id}" name="child" value="${child.id}"${child.checkedIn ? null : html` checked`}>
<label for="child-${child.id}">${child.name}</label> <span class="muted">age ${child.age}${child.checkedIn ? ' · already checked in' : ''}</span></div>
<div class="field"><label for="room-${child.id}">Room for ${child.name}</label>
<select id="room-${child.id}" name="room-${child.id}">${input.rooms.map(
          (room) => html`<option value="${room.id}"${room.id === child.roomId ? html` selected` : null}>${roomLabel(room)}</option>`,
        )}</select></div>
</li>`,
      ),
      submit: 'Check in',
    })
  : emptyState('No children in this family', 'Children are added on the household\'s page.')}
</section>`,
  );
}

export interface KioskDoneInput {
  nav: PageNav;
  church: KioskChurch;
  event: KioskEvent;
  householdId: number;
  householdName: string;
  securityCode: string;
  checkIns: CheckIn[];
}

/** After checking in: the code to hand over, and the labels to print. */
export function kioskDonePage(input: KioskDoneInput): string {
  const { church, event } = input;
  return eventScreen(input, 'in', 'Checked in', `${input.householdName}: checked in`, html`<section class="card">
<h2>Security code</h2>
<p class="kiosk-code" id="security-code">${input.securityCode}</p>
<p class="muted">The parent shows this code to pick up:</p>
<ul>${input.checkIns.map((checkIn) => html`<li>${checkIn.name}</li>`)}</ul>
<div class="actions">
<a class="button" href="${kioskPath(church.id)}/labels?event=${event.id}&amp;household=${input.householdId}">Print labels</a>
<a class="button secondary" href="${eventPath(church.id, event.id)}">Next family</a>
</div>
</section>`,
  );
}

export interface KioskCheckOutInput {
  nav: PageNav;
  csrfToken: string;
  church: KioskChurch;
  event: KioskEvent;
  /** The code typed, once a search was made. */
  code?: string;
  found?: RosterEntry[];
  checkedOut?: string[];
  error?: string;
}

/** The check-out screen: a code, the children it matches, and checking them out. */
export function kioskCheckOutPage(input: KioskCheckOutInput): string {
  const { church, event } = input;
  return eventScreen(input, 'out', 'Check out', 'Check out', html`${notice('error', input.error)}
${input.checkedOut?.length ? notice('success', `Checked out: ${input.checkedOut.join(', ')}.`) : null}
<section class="card">
<form method="post" action="${checkOutPath(church.id)}/find" class="stack">
${csrfField(input.csrfToken)}
<input type="hidden" name="event" value="${event.id}">
<div class="field"><label for="code">Security code</label>
<input id="code" name="code" type="text" value="${input.code ?? ''}" maxlength="10" autocomplete="off" autocapitalize="characters" spellcheck="false" required></div>
<div class="actions"><button type="submit">Find children</button></div>
</form>
</section>
${input.found
  ? html`<section class="card"><h2>Checked in under this code</h2>
${input.found.length
  ? childrenForm({
      action: checkOutPath(church.id),
      csrfToken: input.csrfToken,
      hidden: { event: event.id, code: input.code ?? '' },
      items: input.found.map(
        (entry) => html`<li><div class="check"><input type="checkbox" id="out-${entry.id}" name="checkIn" value="${entry.id}" checked>
<label for="out-${entry.id}">${entry.name}</label> <span class="muted">${entry.roomName ?? 'adult'} · since ${time(entry.checkedInAt)}</span></div>
${entry.allergies ? html`<p class="danger-text">Allergies: ${entry.allergies}</p>` : null}</li>`,
      ),
      submit: 'Check out',
    })
  : emptyState('Nobody is checked in under this code', 'Check the code on the parent\'s receipt; codes have no 0, O, 1, I, L, 5, S, 2 or Z.')}
</section>`
  : null}`,
  );
}

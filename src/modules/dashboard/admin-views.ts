import type { PersonSummary } from '../admin/service.ts';
import { badge, emptyState, notice, table, time, type Message } from '../../views/components.ts';
import { csrfField, html, layout, raw, type PageNav, type SafeHtml } from '../../views/layout.ts';

/** The platform administrators' pages beside the overview: People, and the audit log's filters. */

/** The tabs of the admin pages. */
export function adminTabs(current: 'overview' | 'people'): SafeHtml {
  const tab = (href: string, label: string, key: typeof current) =>
    html`<a href="${href}"${current === key ? raw(' aria-current="page"') : null}>${label}</a>`;
  return html`<nav class="tabs" aria-label="Admin">${tab('/admin', 'Requests and audit log', 'overview')}${tab('/admin/people', 'People', 'people')}</nav>`;
}

export interface AuditFilterValues {
  actor: string;
  action: string;
  /** Dates (YYYY-MM-DD), as the date inputs send them. */
  from: string;
  to: string;
}

/** The audit log's filter form, with the CSV of what it selects. */
export function auditFilterForm(values: AuditFilterValues, actions: { type: string; description: string }[], csvHref: string, error?: string): SafeHtml {
  return html`<form method="get" action="/admin" class="filters" aria-label="Filter the audit log">
${notice('error', error)}
<div class="fields">
<div class="field"><label for="audit-actor">Who</label><input id="audit-actor" name="actor" type="text" value="${values.actor}" maxlength="320" placeholder="an email, or command line"></div>
<div class="field"><label for="audit-action">Event</label><select id="audit-action" name="action">
<option value="">Any event</option>
${actions.map((action) => html`<option value="${action.type}"${action.type === values.action ? raw(' selected') : null}>${action.description}</option>`)}
</select></div>
<div class="field"><label for="audit-from">From</label><input id="audit-from" name="from" type="date" value="${values.from}"></div>
<div class="field"><label for="audit-to">To</label><input id="audit-to" name="to" type="date" value="${values.to}"></div>
</div>
<div class="actions"><button type="submit" class="secondary">Filter</button> <a class="button-link" href="${csvHref}" download>Download CSV</a> <a class="button-link" href="/admin#audit-log">Clear</a></div>
</form>`;
}

export interface PeoplePageInput {
  nav: PageNav & { userId: number };
  csrfToken: string;
  search: string;
  people: PersonSummary[];
  total: number;
  page: number;
  pageCount: number;
  message?: Message;
}

function peopleHref(search: string, page: number): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/admin/people${text ? `?${text}` : ''}`;
}

/** A button form acting on one person; it brings the administrator back to the same page of the same search. */
function personAction(input: PeoplePageInput, person: PersonSummary, action: 'admin' | 'disabled', value: boolean, label: string, danger: boolean): SafeHtml {
  return html`<form method="post" action="/admin/people/${person.id}/${action}" class="inline">
${csrfField(input.csrfToken)}
<input type="hidden" name="value" value="${value ? 'true' : 'false'}">
<input type="hidden" name="q" value="${input.search}">
<input type="hidden" name="page" value="${input.page}">
<button type="submit" class="${danger ? 'danger' : 'secondary'} small" aria-label="${label}: ${person.name}">${label}</button>
</form>`;
}

export function peoplePage(input: PeoplePageInput): string {
  const you = input.nav.userId;
  return layout(
    'People',
    html`<div class="page-head"><div><h1>Admin</h1><p class="lead">Everyone with an account: find people, make administrators, disable accounts.</p></div></div>
${adminTabs('people')}
${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="people" aria-labelledby="people-title">
<h2 id="people-title">People</h2>
<form method="get" action="/admin/people" class="row-form" role="search">
<div class="field"><label for="people-search">Name or email</label><input id="people-search" name="q" type="text" value="${input.search}" maxlength="200"></div>
<button type="submit" class="secondary">Search</button>
</form>
<p class="muted">${input.total === 1 ? '1 person' : `${input.total} people`}${input.search ? html` ${input.total === 1 ? 'matches' : 'match'} “${input.search}”` : null}.</p>
${table({
  className: 'stack people',
  columns: ['Name', 'Email', 'Status', 'Joined', { hidden: 'Actions' }],
  rows: input.people,
  row: (person) => html`<tr${person.disabledAt ? raw(' class="revoked"') : null}>
<th scope="row">${person.name}${person.id === you ? html` <span class="muted">(you)</span>` : null}</th>
<td data-label="Email">${person.email} ${person.emailVerified ? null : badge('Not verified', 'warn')}</td>
<td data-label="Status">${person.isAdmin ? badge('Platform admin', 'info') : null} ${person.disabledAt ? html`${badge('Disabled', 'bad')} <span class="muted small-text">${time(person.disabledAt)}</span>` : badge('Active', 'good')}</td>
<td data-label="Joined">${time(person.createdAt)}</td>
<td><div class="row-actions">${
    person.id === you
      ? html`<span class="muted small-text">Another administrator changes your own account.</span>`
      : html`${person.isAdmin ? personAction(input, person, 'admin', false, 'Remove admin', false) : personAction(input, person, 'admin', true, 'Make admin', false)}
${person.disabledAt ? personAction(input, person, 'disabled', false, 'Enable', false) : personAction(input, person, 'disabled', true, 'Disable', true)}`
  }</div></td>
</tr>`,
  empty: emptyState('Nobody found', 'Try part of a name or an email address.'),
})}
<nav class="pager" aria-label="People pages">
${input.page > 1 ? html`<a href="${peopleHref(input.search, input.page - 1)}">← Previous</a>` : null}
${input.page < input.pageCount ? html`<a href="${peopleHref(input.search, input.page + 1)}">Next →</a>` : null}
</nav>
<p class="muted small-text">Page ${input.page} of ${input.pageCount}. A disabled person cannot sign in, and their sessions, tokens and API keys stop working at once; enabling the account lets their tokens and keys work again.</p>
</section>`,
    { nav: { ...input.nav, current: 'admin' }, wide: true },
  );
}

import type { FeedLinks } from './schemas.ts';
import { emptyState, notice, secretBox } from '../../views/components.ts';
import { csrfField, html, layout, type PageNav, type SafeHtml } from '../../views/layout.ts';

/**
 * Calendar subscriptions: the links calendar apps subscribe to. A church's feed is public and
 * shown as is; a person's own feed and a group's are secret links, shown once when made.
 */

/** "Subscribe" (webcal://, which calendar apps open) and the https address to paste. */
export function subscribeLinks(id: string, links: FeedLinks, secret: boolean): SafeHtml {
  return html`<p class="links"><a class="button-link" href="${links.webcal}">Subscribe in your calendar app</a> <a href="${links.https}">Download (.ics)</a></p>
${secret
  ? secretBox(id, 'Calendar address', links.https, 'shown once: paste it into your calendar app now. Anyone with it can read this calendar; "Reset link" makes a new one and stops this one.')
  : html`<p class="hint">Or paste this address into your calendar app ("Add calendar from URL"): <code id="${id}">${links.https}</code></p>`}`;
}

export interface CalendarGroup {
  id: number;
  name: string;
  churchName: string;
  hasLink: boolean;
}

export interface AccountCalendarsPageInput {
  nav: PageNav;
  csrfToken: string;
  hasPersonalLink: boolean;
  groups: CalendarGroup[];
  /** A link just made: shown once, here. */
  made?: { title: string; links: FeedLinks };
  error?: string;
}

function linkForm(action: string, csrfToken: string, hasLink: boolean, label: string): SafeHtml {
  return html`<form method="post" action="${action}" class="inline">${csrfField(csrfToken)}<button type="submit"${hasLink ? html` class="secondary"` : null} aria-label="${hasLink ? `Reset link: ${label}` : `Get link: ${label}`}">${hasLink ? 'Reset link' : 'Get link'}</button></form>`;
}

/** `/account/calendars`: the person's own calendar and those of their groups. */
export function accountCalendarsPage(input: AccountCalendarsPageInput): string {
  return layout(
    'Calendars',
    html`<nav class="crumbs" aria-label="Breadcrumb"><a href="/account">Your account</a> <span aria-hidden="true">›</span> <span aria-current="page">Calendars</span></nav>
<div class="page-head"><div><h1>Calendars</h1>
<p class="lead">Subscribe in Google Calendar, Apple Calendar or Outlook: they check for changes every hour.</p></div></div>
${notice('error', input.error)}
${input.made
  ? html`<section class="card" id="made" aria-labelledby="made-title"><h2 id="made-title">${input.made.title}</h2>
${subscribeLinks('calendar-address', input.made.links, true)}</section>`
  : null}
<section class="card" id="mine" aria-labelledby="mine-title">
<h2 id="mine-title">My events</h2>
<p class="muted">The events you registered for, with their changes and cancellations.</p>
<p>${input.hasPersonalLink ? 'You have a link. Resetting it makes a new one; the old one stops working at once.' : 'You have no link yet.'}</p>
${linkForm('/account/calendars/me', input.csrfToken, input.hasPersonalLink, 'My events')}
</section>
<section class="card" id="groups" aria-labelledby="groups-title">
<h2 id="groups-title">My groups</h2>
<p class="muted">Each group's meetings and its church's events. A link stops working when you leave the group.</p>
${input.groups.length
  ? html`<ul class="connected">${input.groups.map(
      (group) => html`<li><strong>${group.name}</strong> <span class="muted">${group.churchName}</span> ${linkForm(`/account/calendars/groups/${group.id}`, input.csrfToken, group.hasLink, group.name)}</li>`,
    )}</ul>`
  : emptyState('No groups', 'Groups you join through an app are listed here.')}
</section>`,
    { nav: { ...input.nav, current: 'account' }, wide: true },
  );
}

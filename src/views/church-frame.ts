import { html, layout, raw, type PageNav, type SafeHtml } from './layout.ts';

/**
 * What every page of one church shares, "My churches" (churchpages) and the households and
 * attendance pages that their own modules render: the paths, the frame, the head with its
 * tabs and the pager of a paged list.
 */

/** Links to the neighbouring pages of a paged list; absent where there is none. */
export interface Pager {
  previousHref?: string;
  nextHref?: string;
}

/** What a church's head shows of it: a structural type, so this folder imports no module (a `Church` is one). */
export interface ChurchHeading {
  id: number;
  name: string;
  city: string;
  state: string;
  country: string;
  memberCount: number;
}

export const churchPath = (churchId: number) => `/my/churches/${churchId}`;
export const eventsPath = (churchId: number) => `${churchPath(churchId)}/events`;
export const eventPath = (churchId: number, eventId: number) => `${eventsPath(churchId)}/${eventId}`;
export const groupsPath = (churchId: number) => `${churchPath(churchId)}/groups`;
export const groupPath = (churchId: number, groupId: number) => `${groupsPath(churchId)}/${groupId}`;

export const page = (title: string, nav: PageNav, body: SafeHtml) => layout(title, body, { nav: { ...nav, current: 'churches' }, wide: true });

/**
 * The page of one item below a tab of the church (an event, a group, a household): titled by
 * its name, with the tab's list in the breadcrumbs, then `body`.
 */
export function itemPage(input: { nav: PageNav; church: ChurchHeading }, list: { tab: ChurchTab; href: string; label: string }, name: string, body: SafeHtml): string {
  return page(
    `${name} · ${input.church.name}`,
    input.nav,
    html`${churchHead(input.church, list.tab, [{ href: list.href, label: list.label }, { label: name }])}
${body}`,
  );
}

export function pager(label: string, links: Pager): SafeHtml | null {
  if (!links.previousHref && !links.nextHref) return null;
  return html`<nav class="pager" aria-label="${label}">
${links.previousHref ? html`<a href="${links.previousHref}">← Previous page</a>` : null}
${links.nextHref ? html`<a href="${links.nextHref}">Next page →</a>` : null}
</nav>`;
}

export function churchPlace(church: Pick<ChurchHeading, 'city' | 'state' | 'country'>): string {
  return [church.city, church.state, church.country].filter(Boolean).join(', ');
}

type ChurchTab = 'details' | 'events' | 'groups' | 'households' | 'attendance' | 'check-in';

/** The breadcrumbs, title and tabs every page of one church starts with. */
export function churchHead(church: ChurchHeading, tab: ChurchTab, trail: { href?: string; label: string }[] = []): SafeHtml {
  // The tab is the page itself only on the tab's own page; below it (an event, a group) it is just marked.
  const mark = trail.length ? raw(' class="active"') : raw(' aria-current="page"');
  const tabLink = (href: string, label: string, key: ChurchTab) => html`<a href="${href}"${key === tab ? mark : null}>${label}</a>`;
  const crumbs = [{ href: '/my/churches', label: 'My churches' }, { href: churchPath(church.id), label: church.name }, ...trail];
  return html`<nav class="crumbs" aria-label="Breadcrumb">${crumbs.map((crumb, i) =>
    i === crumbs.length - 1
      ? html`<span aria-current="page">${crumb.label}</span>`
      : html`<a href="${crumb.href}">${crumb.label}</a> <span aria-hidden="true">›</span> `,
  )}</nav>
<div class="page-head"><div><h1>${church.name}</h1><p class="lead">${churchPlace(church) || 'No place given'} · ${church.memberCount === 1 ? '1 member' : `${church.memberCount} members`}</p></div></div>
<nav class="tabs" aria-label="${church.name}">
${tabLink(churchPath(church.id), 'Details and members', 'details')}
${tabLink(eventsPath(church.id), 'Events', 'events')}
${tabLink(groupsPath(church.id), 'Groups', 'groups')}
${tabLink(`${churchPath(church.id)}/households`, 'Households', 'households')}
${tabLink(`${churchPath(church.id)}/attendance`, 'Attendance', 'attendance')}
${tabLink(`${churchPath(church.id)}/check-in`, 'Check-in', 'check-in')}
</nav>`;
}

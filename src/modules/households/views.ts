import type { Church } from '../churches/schemas.ts';
import type { Household } from './schemas.ts';
import { churchHead, churchPath, itemPage, page, pager, type Pager } from '../../views/church-frame.ts';
import { emptyState, notice, table, type Message } from '../../views/components.ts';
import { html, type PageNav } from '../../views/layout.ts';

/** The Households pages of My churches: search, and one household with its adults and children. */

export const householdsPath = (churchId: number) => `${churchPath(churchId)}/households`;
export const householdPath = (churchId: number, householdId: number) => `${householdsPath(churchId)}/${householdId}`;

export interface HouseholdsPageInput {
  nav: PageNav;
  church: Church;
  households: Household[];
  total: number;
  query: string;
  pager: Pager;
  message?: Message;
}

/** Whole years between the birthdate and today. */
function age(birthdate: string, today = new Date().toISOString().slice(0, 10)): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

export function householdsPage(input: HouseholdsPageInput): string {
  const { church } = input;
  return page(
    `Households · ${church.name}`,
    input.nav,
    html`${churchHead(church, 'households')}
${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="households" aria-labelledby="households-title">
<h2 id="households-title">Households</h2>
<form method="get" action="${householdsPath(church.id)}" class="search" role="search">
<div class="field"><label for="household-search">Name or last 4 digits of the phone</label>
<input type="search" id="household-search" name="q" value="${input.query}" maxlength="200" autocomplete="off"></div>
<div class="actions"><button type="submit">Search</button>${input.query ? html` <a class="button-link" href="${householdsPath(church.id)}">Show all</a>` : null}</div>
</form>
<p class="muted" role="status">${input.query ? `${input.total} found for “${input.query}”` : `${input.total} ${input.total === 1 ? 'household' : 'households'}`}</p>
${table({
  className: 'stack',
  columns: ['Household', 'Phone', 'Adults', 'Children'],
  rows: input.households,
  row: (household) => html`<tr>
<th scope="row"><a href="${householdPath(church.id, household.id)}">${household.name}</a></th>
<td data-label="Phone">${household.phone ?? html`<span class="muted">—</span>`}</td>
<td data-label="Adults">${household.adults.map((adult) => adult.name).join(', ')}</td>
<td data-label="Children">${household.children.length ? household.children.map((child) => child.givenName).join(', ') : html`<span class="muted">None</span>`}</td>
</tr>`,
  empty: emptyState(
    input.query ? 'No household found' : 'No households yet',
    input.query ? 'Try the start of the family name, or the last four digits of their phone.' : 'Families add their household in an app; an operator can import them with households import.',
  ),
})}
${pager('Household pages', input.pager)}
</section>`,
  );
}

export interface HouseholdPageInput {
  nav: PageNav;
  church: Church;
  household: Household;
}

export function householdPage(input: HouseholdPageInput): string {
  const { church, household } = input;
  return itemPage(input, { tab: 'households', href: householdsPath(church.id), label: 'Households' }, household.name, html`<section class="card" id="household" aria-labelledby="household-title">
<h2 id="household-title">${household.name}</h2>
<p class="muted">Phone: ${household.phone ?? 'none given'}</p>
<h3>Adults</h3>
<ul class="plain-list">
${household.adults.map((adult) => html`<li>${adult.name}</li>`)}
</ul>
</section>
<section class="card" id="children" aria-labelledby="children-title">
<h2 id="children-title">Children</h2>
${table({
  className: 'stack',
  columns: ['Name', 'Born', 'Allergies', 'Notes'],
  rows: household.children,
  row: (child) => html`<tr>
<th scope="row">${child.givenName} ${child.familyName}</th>
<td data-label="Born">${child.birthdate} (age ${age(child.birthdate)})</td>
<td data-label="Allergies">${child.allergies || html`<span class="muted">None known</span>`}</td>
<td data-label="Notes">${child.notes || html`<span class="muted">—</span>`}</td>
</tr>`,
  empty: emptyState('No children', 'The household’s adults add their children in an app.'),
})}
</section>`,
  );
}

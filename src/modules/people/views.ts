import type { Church } from '../churches/schemas.ts';
import { notice, textArea } from '../../views/components.ts';
import { csrfField, html, layout, raw, type PageNav, type SafeHtml } from '../../views/layout.ts';
import type { PeopleImportResult } from './service.ts';

/** The people import of a church's admins: the file, then what it would do (a dry run), then the import. */

export const importPath = (churchId: number) => `/my/churches/${churchId}/import`;

export interface ImportPageInput {
  nav: PageNav;
  csrfToken: string;
  church: Church;
  roles: readonly string[];
  /** As sent, for the next step or a correction. */
  csv?: string;
  role?: string;
  invite?: boolean;
  /** After "Check the file": the dry run; after "Import": what was done. */
  checked?: PeopleImportResult;
  imported?: PeopleImportResult;
  error?: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const persons = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/**
 * What the import does or would do. Whether each email already had an account is left out
 * (so are the invitations, mailed to new accounts only): the page would otherwise tell a
 * church's admins which addresses have accounts on the platform. The command line, run by
 * the operator, says it.
 */
function outcomeList(outcome: PeopleImportResult, done: boolean): SafeHtml {
  const verb = done ? '' : 'would be ';
  return html`<ul>
<li>${persons(outcome.memberships.added)} ${verb}added to the church; ${outcome.memberships.existing} already belonged (their role stays)</li>
<li>${plural(outcome.households.created, 'household')} ${verb}created; ${outcome.households.existing} already there</li>
<li>People without an account ${done ? 'got' : 'get'} one, unverified and without a password${outcome.invited ? ', and an invitation to choose their password' : ''}.</li>
</ul>`;
}

function options(input: ImportPageInput): SafeHtml {
  return html`<div class="field"><label for="import-role">Role of lines without one</label>
<select id="import-role" name="role">${input.roles.map((role) => html`<option value="${role}"${role === (input.role ?? 'member') ? raw(' selected') : null}>${role}</option>`)}</select></div>
<div class="choice"><input type="checkbox" id="import-invite" name="invite" value="yes"${input.invite ? raw(' checked') : null} aria-describedby="import-invite-hint">
<label for="import-invite">Mail each new person an invitation</label>
<p class="hint" id="import-invite-hint">A link to choose their password, which works once, for 7 days.</p></div>`;
}

export function importPage(input: ImportPageInput): string {
  const { church } = input;
  const checked = input.checked;
  const ready = checked && !checked.errors.length;
  return layout(
    `Import people · ${church.name}`,
    html`<nav class="crumbs" aria-label="Breadcrumb"><a href="/my/churches">My churches</a> <span aria-hidden="true">›</span> <a href="/my/churches/${church.id}">${church.name}</a> <span aria-hidden="true">›</span> <span aria-current="page">Import people</span></nav>
<div class="page-head"><div><h1>Import people</h1>
<p class="lead">Add the people of a spreadsheet to ${church.name}. The file is checked first; nothing is written until you press Import.</p></div></div>
${notice('error', input.error)}
${input.imported
  ? html`<section class="card" id="imported" aria-labelledby="imported-title"><h2 id="imported-title">Imported</h2>
${outcomeList(input.imported, true)}
<p class="links"><a href="/my/churches/${church.id}">Back to ${church.name}</a></p></section>`
  : null}
${checked
  ? html`<section class="card" id="check" aria-labelledby="check-title"><h2 id="check-title">${ready ? 'The file is ready' : 'The file has problems'}</h2>
${ready
  ? html`${outcomeList(checked, false)}
<form method="post" action="${importPath(church.id)}">${csrfField(input.csrfToken)}
<textarea name="csv" hidden>${input.csv ?? ''}</textarea>
<input type="hidden" name="role" value="${input.role ?? 'member'}">
${input.invite ? html`<input type="hidden" name="invite" value="yes">` : null}
<input type="hidden" name="step" value="import">
<div class="actions"><button type="submit">Import ${persons(checked.memberships.added + checked.memberships.existing)}</button></div>
</form>`
  : html`${notice('error', `Nothing can be imported until every line is right: ${plural(checked.errors.length, 'line')} ${checked.errors.length === 1 ? 'needs' : 'need'} fixing.`)}
<div class="table-wrap"><table class="stack" id="import-errors"><thead><tr><th scope="col">Line</th><th scope="col">Problem</th></tr></thead>
<tbody>${checked.errors.map((error) => html`<tr><th scope="row">${String(error.line)}</th><td data-label="Problem">${error.message}</td></tr>`)}</tbody></table></div>`}
</section>`
  : null}
${input.imported
  ? null
  : html`<section class="card" id="file" aria-labelledby="file-title"><h2 id="file-title">${checked ? 'Change the file' : 'The file'}</h2>
<p class="muted">CSV with a header line: <code>email,givenName,familyName</code>, and optionally <code>role</code>, <code>phone</code> (with its country code, +15551234567) and <code>household</code> (found by name, or created). People already in the church keep their role; importing the same file again adds nothing.</p>
<form method="post" action="${importPath(church.id)}" enctype="multipart/form-data">${csrfField(input.csrfToken)}
<div class="field"><label for="import-file">Upload a CSV file</label><input id="import-file" name="file" type="file" accept=".csv,text/csv"></div>
${textArea({ id: 'import-csv', name: 'csv', label: 'Or paste it here', value: input.csv ?? '', rows: 8, hint: 'An uploaded file is used instead of what is pasted.' })}
${options(input)}
<input type="hidden" name="step" value="check">
<div class="actions"><button type="submit">Check the file</button></div>
</form></section>`}`,
    { nav: { ...input.nav, current: 'churches' }, wide: true },
  );
}

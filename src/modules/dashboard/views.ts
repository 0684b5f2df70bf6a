import { badge, emptyState, field, notice, secretBox, table, time, type Message } from '../../views/components.ts';
import type { ApiKeySummary, AppSummary, DonationsAccess } from '../apps/service.ts';
import { adminTabs } from './admin-views.ts';
import { appDetailsCard, deleteAppCard, type AppDetailsForm } from './app-views.ts';
import { csrfField, html, layout, raw, type PageNav, type SafeHtml } from '../../views/layout.ts';

/** The developer dashboard (apps, OAuth settings, API keys, donations access) and the admin page. */

const DONATIONS_BADGE: Record<DonationsAccess, SafeHtml> = {
  none: badge('Not requested'),
  requested: badge('Requested', 'warn'),
  approved: badge('Approved', 'good'),
  denied: badge('Denied', 'bad'),
};

function typeBadge(type: AppSummary['type']): SafeHtml {
  return badge(type === 'confidential' ? 'Confidential' : 'Public', 'info');
}

export interface DevelopersPageInput {
  nav: PageNav;
  csrfToken: string;
  apps: AppSummary[];
  form?: { name?: string; type?: string; redirectUris?: string };
  formError?: string;
  message?: Message;
  httpsOnly: boolean;
  /** The API reference page on the API host. */
  apiReference: string;
}

function redirectRulesHint(httpsOnly: boolean): string {
  return httpsOnly
    ? 'One per line. Each must be an absolute https:// address without a #fragment.'
    : 'One per line. Each must be an absolute https:// address without a #fragment; plain http:// is accepted for localhost and 127.0.0.1 while you develop.';
}

export function developersPage(input: DevelopersPageInput): string {
  const form = input.form ?? {};
  const type = form.type ?? 'confidential';
  return layout(
    'Developers',
    html`<div class="page-head"><div><h1>Developers</h1>
<p class="lead">Apps connect your software to the Community Platform API, with API keys for your servers or with OAuth when people sign in.</p>
<p><a href="${input.apiReference}">API reference</a>: every operation, the scope it needs, and examples. <a href="/developers/assistants">Connect an AI assistant</a>: the MCP server’s address for Claude, ChatGPT or VS Code.</p></div></div>
${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" aria-labelledby="apps-title">
<h2 id="apps-title">Your apps</h2>
${table({
  columns: ['Name', 'Type', 'Client ID', 'Donations access', 'Created'],
  rows: input.apps,
  row: (app) => html`<tr>
<th scope="row"><a href="/developers/apps/${encodeURIComponent(app.clientId)}">${app.name}</a></th>
<td data-label="Type">${typeBadge(app.type)}</td>
<td data-label="Client ID"><code>${app.clientId}</code></td>
<td data-label="Donations access">${DONATIONS_BADGE[app.donationsAccess]}</td>
<td data-label="Created">${time(app.createdAt)}</td>
</tr>`,
  empty: emptyState('No apps yet', 'Create your first app below. You can then add API keys and set up OAuth sign-in for it.'),
})}
</section>
<section class="card" id="create-app" aria-labelledby="create-title">
<h2 id="create-title">Create an app</h2>
${notice('error', input.formError)}
<form method="post" action="/developers" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'app-name', name: 'name', label: 'Name', value: form.name, required: true, maxLength: 100, hint: 'Shown to people when your app asks for access.' })}
<fieldset>
<legend>Type</legend>
<div class="choice">
<input type="radio" id="type-confidential" name="type" value="confidential"${type === 'confidential' ? raw(' checked') : null} aria-describedby="type-confidential-hint">
<label for="type-confidential">Confidential</label>
<p class="hint" id="type-confidential-hint">Runs on a server you control and can keep a client secret.</p>
</div>
<div class="choice">
<input type="radio" id="type-public" name="type" value="public"${type === 'public' ? raw(' checked') : null} aria-describedby="type-public-hint">
<label for="type-public">Public</label>
<p class="hint" id="type-public-hint">A single-page or mobile app that cannot keep a secret. It signs people in with PKCE instead.</p>
</div>
</fieldset>
<div class="field">
<label for="redirect-uris">Redirect URIs</label>
<p class="hint" id="redirect-uris-hint">${redirectRulesHint(input.httpsOnly)} You can leave this empty if the app only uses API keys.</p>
<textarea id="redirect-uris" name="redirectUris" rows="3" aria-describedby="redirect-uris-hint" placeholder="https://app.example.org/callback">${form.redirectUris ?? ''}</textarea>
</div>
<div class="actions"><button type="submit">Create app</button></div>
</form>
</section>`,
    { nav: { ...input.nav, current: 'developers' }, wide: true },
  );
}

/** The parts of an app's page, one shown at a time (`?tab=`), so no part makes the page long. */
export const APP_TABS = [
  { key: 'details', label: 'Details' },
  { key: 'oauth', label: 'OAuth' },
  { key: 'keys', label: 'Keys' },
  { key: 'webhooks', label: 'Webhooks' },
  { key: 'access', label: 'Access' },
] as const;
export type AppTab = (typeof APP_TABS)[number]['key'];

export interface AppPageInput {
  nav: PageNav;
  /** The part shown; without it, the part a form came back to (its problem, its new secret), else Details. */
  tab?: AppTab;
  csrfToken: string;
  app: AppSummary;
  keys: ApiKeySummary[];
  scopes: { name: string; description: string }[];
  endpoints: { apiAuthorize: string; apiToken: string; signinAuthorize: string; signinToken: string; signinEndSession: string };
  httpsOnly: boolean;
  message?: Message;
  /** A client secret just issued (creation or rotation): shown this once. */
  newSecret?: string;
  /** An API key just created: shown this once. */
  newKey?: { name: string; key: string };
  oauthError?: string;
  redirectUriValue?: string;
  signOutError?: string;
  postLogoutRedirectUriValue?: string;
  backchannelLogoutError?: string;
  /** What was typed into the back-channel logout form, when it comes back with a problem. */
  backchannelLogoutForm?: { uri: string; sessionRequired: boolean };
  webOriginError?: string;
  webOriginValue?: string;
  keyError?: string;
  keyForm?: { name?: string; scopes?: string[] };
  donationsError?: string;
  householdsError?: string;
  detailsError?: string;
  /** What was typed into the details form, when it comes back with a problem. */
  detailsForm?: AppDetailsForm;
  /** The Webhooks section, rendered by the webhooks module. */
  webhooks?: SafeHtml;
}

function detailsOf(app: AppSummary): AppDetailsForm {
  return { name: app.name, description: app.description, homepageUrl: app.homepageUrl ?? '', logoUrl: app.logoUrl ?? '', privacyPolicyUrl: app.privacyPolicyUrl ?? '' };
}

/** A list of exact addresses with a remove button each, and the form adding one. */
function uriList(input: {
  csrfToken: string;
  action: string;
  uris: string[];
  empty: SafeHtml;
  field: { id: string; label: string; value?: string; placeholder: string };
  button: string;
}): SafeHtml {
  return html`${input.uris.length
  ? html`<ul class="uri-list">
${input.uris.map(
  (uri) => html`<li><code>${uri}</code>
<form method="post" action="${input.action}/remove" class="inline">
${csrfField(input.csrfToken)}
<input type="hidden" name="uri" value="${uri}">
<button type="submit" class="link danger-text" aria-label="Remove ${uri}">Remove</button>
</form></li>`,
)}
</ul>`
  : input.empty}
<form method="post" action="${input.action}" class="row-form" novalidate>
${csrfField(input.csrfToken)}
${field({ id: input.field.id, name: 'uri', label: input.field.label, type: 'url', value: input.field.value, placeholder: input.field.placeholder })}
<button type="submit" class="secondary">${input.button}</button>
</form>`;
}

/** Where the app's server is told of sign-outs (OpenID Connect Back-Channel Logout), in one form. */
function backchannelLogoutForm(input: AppPageInput, base: string): SafeHtml {
  const form = input.backchannelLogoutForm ?? { uri: input.app.backchannelLogout.uri ?? '', sessionRequired: input.app.backchannelLogout.sessionRequired };
  return html`<h3 id="backchannel-logout">Back-channel logout</h3>
${notice('error', input.backchannelLogoutError)}
<p class="muted">When someone who signed in to your app is signed out of Community Platform (they sign out, a password reset, an account disabled…), your server gets a <code>POST</code> to this address with a signed <code>logout_token</code>, so it can end their session. Same rules as redirect URIs; leave it empty to get none.</p>
<form method="post" action="${base}/backchannel-logout" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'backchannel-logout-uri', name: 'uri', label: 'Back-channel logout URI', type: 'url', value: form.uri, placeholder: 'https://app.example.org/backchannel-logout' })}
<div class="choice">
<input type="checkbox" id="backchannel-logout-sid" name="sessionRequired" value="yes"${form.sessionRequired ? raw(' checked') : null} aria-describedby="backchannel-logout-sid-hint">
<label for="backchannel-logout-sid">Include the session ID (sid)</label>
<p class="hint" id="backchannel-logout-sid-hint">ID tokens and logout tokens then carry <code>sid</code>, and a token ends that one session. Without it, a token names the person: end all their sessions.</p>
</div>
<div class="actions"><button type="submit" class="secondary">Save back-channel logout</button></div>
</form>`;
}

/** The part of the page a form's answer belongs to, when the address does not say. */
function appTabOf(input: AppPageInput): AppTab {
  if (input.newKey || input.keyError || input.keyForm) return 'keys';
  if (input.donationsError || input.householdsError) return 'access';
  const oauth = [input.oauthError, input.redirectUriValue, input.signOutError, input.postLogoutRedirectUriValue, input.backchannelLogoutError, input.backchannelLogoutForm, input.webOriginError, input.webOriginValue];
  if (input.newSecret || oauth.some((value) => value !== undefined)) return 'oauth';
  return 'details';
}

function appTabs(base: string, app: AppSummary, current: AppTab): SafeHtml {
  return html`<nav class="tabs" aria-label="${app.name}">
${APP_TABS.map((tab) => html`<a href="${base}?tab=${tab.key}"${tab.key === current ? raw(' aria-current="page"') : null}>${tab.label}</a>`)}
</nav>`;
}

export function appPage(input: AppPageInput): string {
  const { app } = input;
  const base = `/developers/apps/${encodeURIComponent(app.clientId)}`;
  const tab = input.tab ?? appTabOf(input);
  // Every part is on the page (a form's answer and the tests find it), the others hidden: the tabs
  // are links, so they work without JavaScript, and the page is only as long as its part.
  const part = (key: AppTab, body: SafeHtml | null) => html`<div class="app-part" id="part-${key}"${key === tab ? null : raw(' hidden')}>${body}</div>`;
  return layout(
    app.name,
    html`<nav class="crumbs" aria-label="Breadcrumb"><a href="/developers">Developers</a> <span aria-hidden="true">›</span> <span aria-current="page">${app.name}</span></nav>
<div class="page-head"><div><h1>${app.name}</h1><p class="lead">${typeBadge(app.type)} Created ${time(app.createdAt)}</p></div></div>
${input.message ? notice(input.message.kind, input.message.text) : null}
${input.newSecret ? secretBox('client-secret', 'Client secret', input.newSecret, 'copy it now and keep it on your server. It is shown only once; if you lose it, rotate it.') : null}
${input.newKey ? secretBox('new-key', `API key “${input.newKey.name}”`, input.newKey.key, 'copy it now and keep it on your server, never in a browser or mobile app. It is shown only once.') : null}
${appTabs(base, app, tab)}
${part('details', html`${appDetailsCard({ csrfToken: input.csrfToken, base, form: input.detailsForm ?? detailsOf(app), error: input.detailsError })}
${deleteAppCard({ base, appName: app.name })}`)}
${part('oauth', html`<section class="card" id="oauth-settings" aria-labelledby="oauth-title">
<h2 id="oauth-title">OAuth Settings</h2>
${notice('error', input.oauthError)}
<dl class="facts">
<dt>Client ID</dt><dd><code id="client-id">${app.clientId}</code> <button type="button" class="secondary copy small" data-copy="client-id" hidden>Copy</button></dd>
<dt>Client secret</dt><dd>${
      app.type === 'confidential'
        ? html`<span class="muted">Stored only as a hash, so it cannot be shown again.</span>
<form method="post" action="${base}/secret" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="secondary">Rotate secret</button>
<span class="hint">Issues a new secret. The current one stops working immediately.</span>
</form>`
        : html`<span class="muted">Public apps have no secret. They must use PKCE (S256) when signing people in.</span>`
    }</dd>
<dt>API authorize / token</dt><dd><code>${input.endpoints.apiAuthorize}</code><br><code>${input.endpoints.apiToken}</code></dd>
<dt>Sign-in authorize / token</dt><dd><code>${input.endpoints.signinAuthorize}</code><br><code>${input.endpoints.signinToken}</code></dd>
</dl>
<h3>Redirect URIs</h3>
<p class="muted">After someone allows your app, they are sent back to the <code>redirect_uri</code> of the request. It must match one of these <strong>exactly</strong>, character for character: scheme, host, port, path and query. There are no wildcards, and a trailing slash makes a different address. ${
      input.httpsOnly ? 'Only https:// addresses are accepted.' : 'Use https://; plain http:// is accepted only for localhost and 127.0.0.1 while you develop.'
    }</p>
${uriList({
  csrfToken: input.csrfToken,
  action: `${base}/redirect-uris`,
  uris: app.redirectUris,
  empty: emptyState('No redirect URIs', 'Add one to sign people in with OAuth. Apps that only use API keys do not need any.'),
  field: { id: 'redirect-uri', label: 'Redirect URI', value: input.redirectUriValue, placeholder: 'https://app.example.org/callback' },
  button: 'Add redirect URI',
})}
${app.type === 'public' ? webOrigins(input, base) : notice('error', input.webOriginError)}
<h3 id="sign-out">Sign-out</h3>
${notice('error', input.signOutError)}
<p class="muted">To sign someone out of Community Platform too, send their browser to <code>${input.endpoints.signinEndSession}</code> with <code>id_token_hint</code> (the ID token you received), <code>post_logout_redirect_uri</code> and <code>state</code>. They come back to the <code>post_logout_redirect_uri</code>, which must match one of these exactly, under the same rules as redirect URIs.</p>
${uriList({
  csrfToken: input.csrfToken,
  action: `${base}/post-logout-redirect-uris`,
  uris: app.postLogoutRedirectUris,
  empty: emptyState('No post-logout redirect URIs', 'Without one, people signed out by your app stay on a Community Platform page.'),
  field: { id: 'post-logout-redirect-uri', label: 'Post-logout redirect URI', value: input.postLogoutRedirectUriValue, placeholder: 'https://app.example.org/' },
  button: 'Add post-logout redirect URI',
})}
${backchannelLogoutForm(input, base)}
</section>`)}
${part('keys', html`<section class="card" id="api-keys" aria-labelledby="keys-title">
<h2 id="keys-title">API Keys</h2>
<p class="muted">Keys let your server call the API as you, with the scopes you choose. Send one as <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-API-Key: &lt;key&gt;</code>. Keys are for servers only: the API refuses a key sent from a web page, and browser apps sign people in with OAuth instead.</p>
${table({
  columns: ['Name', 'Prefix', 'Scopes', 'Created', 'Last used', { hidden: 'Status' }],
  rows: input.keys,
  row: (key) => html`<tr${key.revokedAt ? raw(' class="revoked"') : null}>
<th scope="row">${key.name}</th>
<td data-label="Prefix"><code>${key.prefix}…</code></td>
<td data-label="Scopes"><span class="scopes">${key.scopes.map((scope) => html`<code>${scope}</code> `)}</span></td>
<td data-label="Created">${time(key.createdAt)}</td>
<td data-label="Last used">${time(key.lastUsedAt)}</td>
<td>${
    key.revokedAt
      ? html`${badge('Revoked', 'bad')} <span class="muted small-text">${time(key.revokedAt)}</span>`
      : html`<form method="post" action="${base}/keys/${key.id}/revoke" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="danger small" aria-label="Revoke key ${key.name}">Revoke</button>
</form>`
  }</td>
</tr>`,
  empty: emptyState('No API keys yet', 'Create a key below to call the API from your server.'),
})}
<h3>Create a key</h3>
${notice('error', input.keyError)}
<form method="post" action="${base}/keys" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'key-name', name: 'name', label: 'Name', value: input.keyForm?.name, maxLength: 100, hint: 'So you can tell your keys apart, e.g. “Production server”.' })}
<fieldset>
<legend>Scopes</legend>
<p class="hint">Choose only what the key needs.</p>
<div class="checks">
${input.scopes.map(
  (scope) => html`<div class="choice">
<input type="checkbox" id="scope-${scope.name.replace(':', '-')}" name="scopes" value="${scope.name}"${input.keyForm?.scopes?.includes(scope.name) ? raw(' checked') : null} aria-describedby="scope-${scope.name.replace(':', '-')}-hint">
<label for="scope-${scope.name.replace(':', '-')}">${scope.name}</label>
<p class="hint" id="scope-${scope.name.replace(':', '-')}-hint">${scope.description}${
    scope.name === 'read:donations' && app.donationsAccess !== 'approved' ? ' — works once donations access is approved.' : ''
  }${scope.name.endsWith(':households') && app.householdsAccess !== 'approved' ? " — your own keys work now; people's tokens for the app once household access is approved." : ''}</p>
</div>`,
)}
</div>
</fieldset>
<div class="actions"><button type="submit">Create key</button></div>
</form>
</section>`)}
${part('webhooks', input.webhooks ?? null)}
${part(
  'access',
  html`${accessCard(input, base, { approval: 'donations', title: 'Donations access', error: input.donationsError, text: donationsText, request: 'Request approval' })}
${accessCard(input, base, { approval: 'households', title: 'Household access', error: input.householdsError, text: householdsText, request: 'Request household access' })}`,
)}`,
    { nav: { ...input.nav, current: 'developers' }, wide: true },
  );
}

/**
 * An app's access to a sensitive set (donation records, households): its state, what it means,
 * and while none is granted or after a refusal, the button that asks the administrators.
 */
function accessCard(
  input: AppPageInput,
  base: string,
  card: { approval: 'donations' | 'households'; title: string; error?: string; text: (access: DonationsAccess) => SafeHtml; request: string },
): SafeHtml {
  const access = input.app[`${card.approval}Access`];
  return html`<section class="card" id="${card.approval}-access" aria-labelledby="${card.approval}-title">
<h2 id="${card.approval}-title">${card.title}</h2>
${notice('error', card.error)}
<p>Status: ${DONATIONS_BADGE[access]}</p>
${card.text(access)}
${access === 'none' || access === 'denied'
  ? html`<form method="post" action="${base}/${card.approval}">
${csrfField(input.csrfToken)}
<div class="actions"><button type="submit">${access === 'denied' ? `${card.request} again` : card.request}</button></div>
</form>`
  : null}
</section>`;
}

/** Where a public app's pages may call the issuers' token, revocation and userinfo endpoints from. */
function webOrigins(input: AppPageInput, base: string): SafeHtml {
  return html`<h3 id="web-origins">Allowed web origins</h3>
${notice('error', input.webOriginError)}
<p class="muted">Your app's pages call the token, revocation and userinfo endpoints of both issuers from the browser. Those endpoints answer pages on the origins of your redirect URIs and on the origins listed here, and no others. Write an origin as the browser sends it, a scheme and host with no path: <code>https://app.example.org</code>, or <code>https://app.example.org:8443</code> with a port. ${
    input.httpsOnly ? 'Only https:// origins are accepted.' : 'Plain http:// is accepted only for localhost and 127.0.0.1 while you develop.'
  } The API itself answers pages on any origin.</p>
${uriList({
  csrfToken: input.csrfToken,
  action: `${base}/web-origins`,
  uris: input.app.webOrigins,
  empty: emptyState('No other web origins', 'Pages on the origins of your redirect URIs can already call the token endpoints.'),
  field: { id: 'web-origin', label: 'Web origin', value: input.webOriginValue, placeholder: 'https://app.example.org' },
  button: 'Add web origin',
})}`;
}

function donationsText(state: DonationsAccess): SafeHtml {
  switch (state) {
    case 'none':
      return html`<p class="muted">Donation records are sensitive, so the <code>read:donations</code> scope works only for apps a platform administrator has approved. Request approval when your app needs them.</p>`;
    case 'requested':
      return html`<p class="muted">Your request is waiting for a platform administrator. Keys and tokens with <code>read:donations</code> start working as soon as it is approved.</p>`;
    case 'approved':
      return html`<p class="muted">This app may read donation records with keys and tokens that carry the <code>read:donations</code> scope.</p>`;
    case 'denied':
      return html`<p class="muted">A platform administrator declined the request. You can ask again, for example after explaining your use to them.</p>`;
  }
}

function householdsText(state: DonationsAccess): SafeHtml {
  switch (state) {
    case 'none':
      return html`<p class="muted">Households hold children's names, birthdates, allergies and notes, so people's tokens for your app get the <code>read:households</code> and <code>write:households</code> scopes only once a platform administrator has approved the app. Your own API keys work without it.</p>`;
    case 'requested':
      return html`<p class="muted">Your request is waiting for a platform administrator. People can grant the households scopes to your app as soon as it is approved.</p>`;
    case 'approved':
      return html`<p class="muted">People can let this app reach their household and, for church staff, their church's households.</p>`;
    case 'denied':
      return html`<p class="muted">A platform administrator declined the request. You can ask again, for example after explaining your use to them.</p>`;
  }
}

export interface AdminPageInput {
  nav: PageNav;
  csrfToken: string;
  pending: { approval: 'donations' | 'households'; clientId: string; appName: string; ownerName: string; ownerEmail: string; createdAt: string }[];
  events: { id: number; at: string; description: string; actor: string; target: string | null; ip: string | null; details: Record<string, string> }[];
  /** Set on every page but the newest. */
  newerHref?: string;
  olderHref?: string;
  message?: Message;
  /** The audit log's filter form. */
  filters?: SafeHtml;
}

function detailsText(details: Record<string, string>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
}

export function adminPage(input: AdminPageInput): string {
  return layout(
    'Admin',
    html`<div class="page-head"><div><h1>Admin</h1><p class="lead">Donations and household access requests, and the security audit log.</p></div></div>
${adminTabs('overview')}
${input.message ? notice(input.message.kind, input.message.text) : null}
<section class="card" id="donation-requests" aria-labelledby="requests-title">
<h2 id="requests-title">Access requests</h2>
${table({
  columns: ['App', 'Access to', 'Client ID', 'Owner', 'App created', 'Decision'],
  rows: input.pending,
  row: (item) => html`<tr>
<th scope="row">${item.appName}</th>
<td data-label="Access to">${item.approval === 'donations' ? 'Donation records' : 'Households'}</td>
<td data-label="Client ID"><code>${item.clientId}</code></td>
<td data-label="Owner">${item.ownerName}<br><span class="muted">${item.ownerEmail}</span></td>
<td data-label="App created">${time(item.createdAt)}</td>
<td><form method="post" action="/admin/${item.approval}/${encodeURIComponent(item.clientId)}" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" name="decision" value="approve" aria-label="Approve ${item.appName}${item.approval === 'households' ? ' for households' : ''}">Approve</button>
<button type="submit" name="decision" value="deny" class="danger" aria-label="Deny ${item.appName}${item.approval === 'households' ? ' for households' : ''}">Deny</button>
</form></td>
</tr>`,
  empty: emptyState('No requests waiting', 'When a developer asks for access to donation records or households, the request appears here for approval.'),
})}
</section>
<section class="card" id="audit-log" aria-labelledby="audit-title">
<h2 id="audit-title">Audit log</h2>
<p class="muted">Security-relevant events, newest first.</p>
${input.filters ?? null}
${table({
  className: 'audit',
  columns: ['Time', 'Event', 'Who', 'Target', 'IP address', 'Details'],
  rows: input.events,
  row: (event) => html`<tr>
<td data-label="Time">${time(event.at)}</td>
<td data-label="Event">${event.description}</td>
<td data-label="Who">${event.actor}</td>
<td data-label="Target">${event.target ? html`<code>${event.target}</code>` : html`<span class="muted">—</span>`}</td>
<td data-label="IP address">${event.ip ?? html`<span class="muted">—</span>`}</td>
<td class="details" data-label="Details">${detailsText(event.details)}</td>
</tr>`,
  empty: emptyState('Nothing recorded yet', 'Sign-ins, key and secret changes, consents and approvals will be listed here.'),
})}
<nav class="pager" aria-label="Audit log pages">
${input.newerHref ? html`<a href="${input.newerHref}">← Newest events</a>` : null}
${input.olderHref ? html`<a href="${input.olderHref}">Older events →</a>` : null}
</nav>
</section>`,
    { nav: { ...input.nav, current: 'admin' }, wide: true },
  );
}

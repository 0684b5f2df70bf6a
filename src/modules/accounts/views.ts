import { badge, emptyState, field, notice, table, time, type Message } from '../../views/components.ts';
import { csrfField, html, layout, raw, type PageNav, type SafeHtml } from '../../views/layout.ts';
import { yourDataCard } from './data-views.ts';
import type { AppKeysView, ConnectedAppView } from './service.ts';

/** Pages of a person's account: sign-up and the account page. */

export interface SignupPageInput {
  csrfToken: string;
  values?: { givenName?: string; familyName?: string; email?: string };
  errors?: Partial<Record<string, string>>;
  passwordRules: string;
  next?: string;
}

export function signupPage(input: SignupPageInput): string {
  const values = input.values ?? {};
  const errors = input.errors ?? {};
  const count = Object.keys(errors).length;
  const signIn = input.next ? `/login?next=${encodeURIComponent(input.next)}` : '/login';
  return layout(
    'Create your account',
    html`<h1>Create your account</h1>
<p class="lead">One account to sign in to apps built on Community Platform, and to build your own.</p>
${count ? notice('error', errors.form ?? (count === 1 ? 'Please fix the problem below.' : 'Please fix the problems below.')) : null}
<form method="post" action="/signup" novalidate>
${csrfField(input.csrfToken)}
${input.next ? html`<input type="hidden" name="next" value="${input.next}">` : null}
${field({ id: 'given-name', name: 'givenName', label: 'Given name', value: values.givenName, error: errors.givenName, autocomplete: 'given-name', required: true, maxLength: 100 })}
${field({ id: 'family-name', name: 'familyName', label: 'Family name', value: values.familyName, error: errors.familyName, autocomplete: 'family-name', required: true, maxLength: 100 })}
${field({ id: 'email', name: 'email', label: 'Email', type: 'email', value: values.email, error: errors.email, autocomplete: 'email', required: true, maxLength: 254 })}
${field({ id: 'password', name: 'password', label: 'Password', type: 'password', error: errors.password, hint: input.passwordRules, autocomplete: 'new-password', required: true, maxLength: 128 })}
<div class="actions"><button type="submit">Create account</button></div>
</form>
<p class="aside">Already have an account? <a href="${signIn}">Sign in</a></p>`,
  );
}

export interface SessionItem {
  handle: string;
  browser: string;
  system: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account page's pointer to the calendars page. */
function calendarsCard(): SafeHtml {
  return html`<section class="card" id="calendars" aria-labelledby="calendars-title">
<h2 id="calendars-title">Calendars</h2>
<p class="muted">Subscribe to the events you registered for, and to your groups' calendars, in Google Calendar, Apple Calendar or Outlook.</p>
<p class="links"><a href="/account/calendars">Calendar links</a></p>
</section>`;
}

export interface AccountPageInput {
  nav: PageNav;
  csrfToken: string;
  email: string;
  emailVerified: boolean;
  /** A new email waiting to be confirmed through the link sent to it. */
  pendingEmail: string | null;
  /** What was typed into the email change form, when it comes back with problems. */
  newEmail?: string;
  emailErrors?: Partial<Record<string, string>>;
  profile: { givenName: string; familyName: string; picture: string };
  profileErrors?: Partial<Record<string, string>>;
  passwordErrors?: Partial<Record<string, string>>;
  /** Whether "sign out everywhere" was ticked, when the password form comes back with problems. */
  signOutEverywhere?: boolean;
  passwordRules: string;
  connectedApps: ConnectedAppView[];
  sessions: SessionItem[];
  message?: Message;
}

function sessionsCard(input: AccountPageInput): SafeHtml {
  const others = input.sessions.filter((session) => !session.current).length;
  return html`<section class="card" id="sessions" aria-labelledby="sessions-title">
<h2 id="sessions-title">Where you are signed in</h2>
<p class="muted">Each browser you signed in with. Signing one out also signs it out of the apps it signed you in to there; those apps ask for your password next time.</p>
${table({
  className: 'stack sessions',
  columns: ['Browser', 'Address', 'Signed in', 'Last seen', { hidden: 'Sign out' }],
  rows: input.sessions,
  row: (session) => html`<tr${session.current ? raw(' class="current"') : null}>
<th scope="row">${session.browser} <span class="muted">on ${session.system}</span>${session.current ? html` ${badge('This device', 'good')}` : null}</th>
<td data-label="Address">${session.ip ?? html`<span class="muted">—</span>`}</td>
<td data-label="Signed in">${time(session.createdAt)}</td>
<td data-label="Last seen">${time(session.lastSeenAt)}</td>
<td><form method="post" action="/account/sessions/${session.handle}/end" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="danger small" aria-label="Sign out ${session.current ? 'this device' : `${session.browser} on ${session.system}`}">Sign out</button>
</form></td>
</tr>`,
  empty: null,
})}
${others
  ? html`<form method="post" action="/account/sessions/end-others">
${csrfField(input.csrfToken)}
<div class="actions"><button type="submit" class="danger">Sign out everywhere else</button></div>
</form>`
  : html`<p class="muted">You are not signed in anywhere else.</p>`}
</section>`;
}

function emailCard(input: AccountPageInput): SafeHtml {
  const errors = input.emailErrors ?? {};
  return html`<section class="card" id="email" aria-labelledby="email-title">
<h2 id="email-title">Email</h2>
<p class="email-state"><strong>${input.email}</strong> ${input.emailVerified ? badge('Verified', 'good') : badge('Not verified', 'warn')}</p>
${input.emailVerified
  ? html`<p class="muted">Apps you allow to see your email are told it is verified.</p>`
  : html`<p class="muted">Open the link we mailed to this address to verify it: apps you sign in to see whether your email is verified. The link works for 24 hours.</p>
<form method="post" action="/account/email/verification" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="secondary">Send again</button>
</form>`}
${input.pendingEmail ? notice('info', `Waiting for you to confirm ${input.pendingEmail}: open the link we sent there. Until then your account keeps ${input.email}.`) : null}
<h3>Change email</h3>
${Object.keys(errors).length ? notice('error', 'Your email was not changed. Please fix the problems below.') : null}
<form method="post" action="/account/email" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'new-email', name: 'newEmail', label: 'New email', type: 'email', value: input.newEmail, error: errors.newEmail, hint: 'We send a link there; your email changes when you open it.', autocomplete: 'email', required: true, maxLength: 254 })}
${field({ id: 'email-password', name: 'currentPassword', label: 'Password', type: 'password', error: errors.currentPassword, hint: 'Your current password, to show it is you.', autocomplete: 'current-password', required: true })}
<div class="actions"><button type="submit">Change email</button></div>
</form>
</section>`;
}

export function accountPage(input: AccountPageInput): string {
  const profileErrors = input.profileErrors ?? {};
  const passwordErrors = input.passwordErrors ?? {};
  return layout(
    'Your account',
    html`<div class="page-head"><div><h1>Your account</h1><p class="lead">Signed in as ${input.email}</p></div></div>
${input.message ? notice(input.message.kind, input.message.text) : null}
<div class="grid-2">
<section class="card" id="profile" aria-labelledby="profile-title">
<h2 id="profile-title">Profile</h2>
<p class="muted">Apps you allow to see your profile receive your name and picture.</p>
${Object.keys(profileErrors).length ? notice('error', 'Your profile was not saved. Please fix the problems below.') : null}
<form method="post" action="/account/profile" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'profile-given-name', name: 'givenName', label: 'Given name', value: input.profile.givenName, error: profileErrors.givenName, autocomplete: 'given-name', required: true, maxLength: 100 })}
${field({ id: 'profile-family-name', name: 'familyName', label: 'Family name', value: input.profile.familyName, error: profileErrors.familyName, autocomplete: 'family-name', required: true, maxLength: 100 })}
${field({ id: 'profile-picture', name: 'picture', label: 'Picture URL', type: 'url', value: input.profile.picture, error: profileErrors.picture, hint: 'Optional. A link to an image, starting with https://', maxLength: 2000, placeholder: 'https://' })}
<div class="actions"><button type="submit">Save profile</button></div>
</form>
</section>
<section class="card" id="password" aria-labelledby="password-title">
<h2 id="password-title">Password</h2>
<p class="muted">Changing your password signs you out on every other device.</p>
${Object.keys(passwordErrors).length ? notice('error', 'Your password was not changed. Please fix the problems below.') : null}
<form method="post" action="/account/password" novalidate>
${csrfField(input.csrfToken)}
<input type="text" name="username" value="${input.email}" autocomplete="username" hidden>
${field({ id: 'current-password', name: 'currentPassword', label: 'Current password', type: 'password', error: passwordErrors.currentPassword, autocomplete: 'current-password', required: true })}
${field({ id: 'new-password', name: 'newPassword', label: 'New password', type: 'password', error: passwordErrors.newPassword, hint: input.passwordRules, autocomplete: 'new-password', required: true, maxLength: 128 })}
<div class="choice">
<input type="checkbox" id="sign-out-everywhere" name="signOutEverywhere" value="yes"${input.signOutEverywhere ? raw(' checked') : null} aria-describedby="sign-out-everywhere-hint">
<label for="sign-out-everywhere">Sign out everywhere, apps included</label>
<p class="hint" id="sign-out-everywhere-hint">Every app you have allowed loses its access and has to ask you again. Choose this if someone else may have known your password.</p>
</div>
<div class="actions"><button type="submit">Change password</button></div>
</form>
</section>
</div>
${emailCard(input)}
${sessionsCard(input)}
${calendarsCard()}
<section class="card" id="connected-apps" aria-labelledby="connected-title">
<h2 id="connected-title">Connected apps</h2>
<p class="muted">Apps you have allowed to use your account. Revoking access signs the app out at once; it has to ask you again to come back.</p>
${input.connectedApps.length
  ? html`<ul class="connected">
${input.connectedApps.map(
  (app) => html`<li>
<div class="connected-head"><strong>${app.appName}</strong> <span class="muted">authorised ${time(app.grantedAt, 'earlier')}</span></div>
<ul class="scope-list" aria-label="Scopes granted to ${app.appName}">
${app.scopes.map((scope) => html`<li><code>${scope.name}</code> ${scope.description}</li>`)}
</ul>
<form method="post" action="/account/apps/${encodeURIComponent(app.clientId)}/revoke">
${csrfField(input.csrfToken)}
<button type="submit" class="danger" aria-label="Revoke access for ${app.appName}">Revoke access</button>
</form>
</li>`,
)}
</ul>`
  : emptyState('No connected apps', 'When you allow an app to use your account, it appears here, and you can take that access back at any time.')}
</section>
${yourDataCard()}
<p class="aside">Church staff look after their church's details, members, events and groups on <a href="/my/churches">My churches</a>.</p>
${input.nav.isAdmin ? html`<p class="aside">${badge('Platform admin', 'info')} You can review donations access requests and the audit log on the <a href="/admin">Admin</a> page.</p>` : null}`,
    { nav: { ...input.nav, current: 'account' }, wide: true },
  );
}

export interface ApiKeysPageInput {
  nav: PageNav;
  csrfToken: string;
  /** The person's apps that have keys in use, each with those keys. */
  apps: AppKeysView[];
  message?: Message;
}

/**
 * The keys of all the person's apps that still work, each with its own revoke form: shown
 * after a new password ended every session and token, since keys do not depend on the
 * password and someone who knew it may have made or copied one.
 */
export function apiKeysPage(input: ApiKeysPageInput): string {
  return layout(
    'Your API keys',
    html`<div class="page-head"><div><h1>Your API keys</h1><p class="lead">The keys of your apps that still work. A new password does not change them: revoke any that someone else may have seen or made.</p></div></div>
${input.message ? notice(input.message.kind, input.message.text) : null}
${input.apps.length
  ? input.apps.map(
      (app) => html`<section class="card" aria-labelledby="app-${app.clientId}">
<h2 id="app-${app.clientId}">${app.name}</h2>
${table({
  columns: ['Name', 'Prefix', 'Scopes', 'Created', 'Last used', { hidden: 'Revoke' }],
  rows: app.keys,
  row: (key) => html`<tr>
<th scope="row">${key.name}</th>
<td data-label="Prefix"><code>${key.prefix}…</code></td>
<td data-label="Scopes"><span class="scopes">${key.scopes.map((scope) => html`<code>${scope}</code> `)}</span></td>
<td data-label="Created">${time(key.createdAt)}</td>
<td data-label="Last used">${time(key.lastUsedAt)}</td>
<td><form method="post" action="/account/api-keys/${encodeURIComponent(app.clientId)}/${key.id}/revoke" class="inline">
${csrfField(input.csrfToken)}
<button type="submit" class="danger small" aria-label="Revoke key ${key.name} of ${app.name}">Revoke</button>
</form></td>
</tr>`,
  empty: null,
})}
</section>`,
    )
  : emptyState('No API keys in use', 'None of your apps has a key that works. Apps you build get their keys on the developer dashboard.')}
<div class="actions"><a class="button" href="/account">Go to your account</a></div>`,
    { nav: { ...input.nav, current: 'account' }, wide: true },
  );
}

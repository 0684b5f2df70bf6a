import { field, notice } from '../../views/components.ts';
import { csrfField, html, layout, type PageNav, type SafeHtml } from '../../views/layout.ts';

/** A person's own data on the account page: download it, or delete the account. */

/** The account page's card: the download link and the way to deletion. */
export function yourDataCard(): SafeHtml {
  return html`<section class="card" id="your-data" aria-labelledby="your-data-title">
<h2 id="your-data-title">Your data</h2>
<p class="muted">Download everything we hold about you as a zip: your profile and sign-in emails, memberships, registrations, groups, households, prayer requests (anonymous ones too), donations, connected apps, the apps you registered, API keys (names only), sessions and the security log about you.</p>
<div class="actions"><a class="button-link" href="/account/export" download>Download my data</a> <a class="button-link danger-text" href="/account/delete">Delete my account…</a></div>
</section>`;
}

export interface DeleteAccountPageInput {
  nav: PageNav;
  csrfToken: string;
  email: string;
  /** The churches the person is the only admin of: deletion waits until they name another. */
  onlyAdminOf: { id: number; name: string }[];
  appCount: number;
  error?: string;
}

/** The confirmation, which asks for the password: what goes, what stays and why. */
export function deleteAccountPage(input: DeleteAccountPageInput): string {
  const blocked = input.onlyAdminOf.length > 0;
  return layout(
    'Delete your account',
    html`<div class="page-head"><div><h1>Delete your account</h1><p class="lead">${input.email}</p></div></div>
${input.error ? notice('error', input.error) : null}
<section class="card" aria-labelledby="delete-account-title">
<h2 id="delete-account-title">This cannot be undone</h2>
<p>You will be signed out everywhere, and every app and API key you allowed stops working at once.</p>
<ul>
<li>Deleted: your account, your church and group memberships, your event registrations, your attendance at group meetings, your prayer requests, your place in your households (a household left without another adult is deleted with its children)${input.appCount ? html`, and ${input.appCount === 1 ? 'your app with its' : `your ${input.appCount} apps with their`} API keys and webhooks` : null}.</li>
<li>Kept: your donations, without your name (shown as “Former member”): churches must keep their giving records.</li>
</ul>
<p class="muted">Want a copy first? <a href="/account/export" download>Download my data</a>.</p>
${blocked
  ? notice(
      'error',
      html`You are the only admin of ${input.onlyAdminOf.map((church, index) => html`${index ? ', ' : ''}<a href="/my/churches/${church.id}">${church.name}</a>`)}. Make another member an admin there first, so the church is not left without one.`,
    )
  : html`<form method="post" action="/account/delete" novalidate>
${csrfField(input.csrfToken)}
<input type="text" name="username" value="${input.email}" autocomplete="username" hidden>
${field({ id: 'delete-password', name: 'password', label: 'Your password', type: 'password', autocomplete: 'current-password', required: true, hint: 'To be sure it is you.' })}
<div class="actions"><button type="submit" class="danger">Delete my account</button> <a class="button-link" href="/account">Keep my account</a></div>
</form>`}
</section>`,
    { nav: { ...input.nav, current: 'account' } },
  );
}

/** After the deletion: no one is signed in any more. */
export function accountDeletedPage(): string {
  return layout(
    'Account deleted',
    html`<h1>Your account has been deleted</h1>
<p>You have been signed out everywhere, and nothing of yours can sign in again. Donations you gave stay with their churches as “Former member”.</p>
<p><a href="/signup">Create a new account</a></p>`,
  );
}

import { field, notice, textArea } from '../../views/components.ts';
import { csrfField, html, layout, type PageNav, type SafeHtml } from '../../views/layout.ts';

/** An app's details on its page (what the consent page shows), and the confirmation before deleting it. */

export interface AppDetailsForm {
  name: string;
  description: string;
  homepageUrl: string;
  logoUrl: string;
  privacyPolicyUrl: string;
}

export function appDetailsCard(input: { csrfToken: string; base: string; form: AppDetailsForm; error?: string }): SafeHtml {
  const { form } = input;
  return html`<section class="card" id="details" aria-labelledby="details-title">
<h2 id="details-title">Details</h2>
<p class="muted">When your app asks for access, people see its name and logo, your name and its homepage's domain.</p>
${notice('error', input.error)}
<form method="post" action="${input.base}/details" novalidate>
${csrfField(input.csrfToken)}
<div class="fields">
${field({ id: 'details-name', name: 'name', label: 'App name', value: form.name, required: true, maxLength: 100 })}
${field({ id: 'details-homepage', name: 'homepageUrl', label: 'Homepage URL', type: 'url', value: form.homepageUrl, maxLength: 2000, placeholder: 'https://app.example.org', hint: 'Optional.' })}
${field({ id: 'details-logo', name: 'logoUrl', label: 'Logo URL', type: 'url', value: form.logoUrl, maxLength: 2000, placeholder: 'https://app.example.org/logo.png', hint: 'Optional. A square image; https:// only.' })}
${field({ id: 'details-privacy', name: 'privacyPolicyUrl', label: 'Privacy policy URL', type: 'url', value: form.privacyPolicyUrl, maxLength: 2000, placeholder: 'https://app.example.org/privacy', hint: 'Optional.' })}
</div>
${textArea({ id: 'details-description', name: 'description', label: 'Description', value: form.description, maxLength: 500, rows: 3, hint: 'Optional. What the app does, in a sentence or two.' })}
<div class="actions"><button type="submit">Save details</button></div>
</form>
</section>`;
}

export function deleteAppCard(input: { base: string; appName: string }): SafeHtml {
  return html`<section class="card" id="delete-app" aria-labelledby="delete-title">
<h2 id="delete-title">Delete app</h2>
<p class="muted">Deleting the app ends all its access at once: its API keys, its tokens and everyone's permission stop working, and its webhooks are removed. It cannot be undone.</p>
<p><a class="danger-text" href="${input.base}/delete">Delete ${input.appName}…</a></p>
</section>`;
}

export interface DeleteAppPageInput {
  nav: PageNav;
  csrfToken: string;
  app: { clientId: string; name: string };
  keyCount: number;
}

/** The confirmation before an app is deleted, naming it. */
export function deleteAppPage(input: DeleteAppPageInput): string {
  const base = `/developers/apps/${encodeURIComponent(input.app.clientId)}`;
  const keys = input.keyCount === 1 ? 'Its API key stops working.' : `Its ${input.keyCount} API keys stop working.`;
  return layout(
    `Delete ${input.app.name}`,
    html`<nav class="crumbs" aria-label="Breadcrumb"><a href="/developers">Developers</a> <span aria-hidden="true">›</span> <a href="${base}">${input.app.name}</a></nav>
<div class="page-head"><div><h1>Delete ${input.app.name}?</h1><p class="lead">Client ID <code>${input.app.clientId}</code></p></div></div>
<section class="card">
${notice('warning', 'This cannot be undone.')}
<ul>
${input.keyCount ? html`<li>${keys}</li>` : null}
<li>Every access and refresh token it was given stops working, and the permissions people gave it are forgotten.</li>
<li>Its webhooks are removed.</li>
</ul>
<form method="post" action="${base}/delete">
${csrfField(input.csrfToken)}
<div class="actions"><button type="submit" class="danger">Delete ${input.app.name}</button> <a class="button-link" href="${base}">Cancel</a></div>
</form>
</section>`,
    { nav: { ...input.nav, current: 'developers' }, wide: true },
  );
}

import { csrfField, html, layout, type PageNav, type PageOptions } from './layout.ts';

/** The sign-in host's pages: login, consent and the error page. */

export interface LoginPageInput {
  action: string;
  csrfToken: string;
  email?: string;
  error?: string;
  /** The app asking, when the login is part of an authorization request. */
  appName?: string;
  /** Where to go after signing in (a path on this host). */
  next?: string;
  /** The sign-in host's own login (not part of an app's request): offers sign-up. */
  standalone?: boolean;
}

function signupHref(next: string | undefined): string {
  return next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
}

export function loginPage(input: LoginPageInput): string {
  return layout(
    'Sign in',
    html`<h1>Sign in</h1>
${input.appName ? html`<p class="lead">to continue to <strong>${input.appName}</strong></p>` : null}
${input.error ? html`<p class="error" role="alert">${input.error}</p>` : null}
<form method="post" action="${input.action}">
${csrfField(input.csrfToken)}
${input.next ? html`<input type="hidden" name="next" value="${input.next}">` : null}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${input.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="aside"><a href="/forgot-password">Forgot password?</a></p>
${input.standalone ? html`<p class="aside">New here? <a href="${signupHref(input.next)}">Create an account</a></p>` : null}`,
  );
}

export interface ConsentPageInput {
  action: string;
  csrfToken: string;
  appName: string;
  userName: string;
  scopes: { name: string; description: string }[];
  /** What the app says about itself: only what its owner set is shown. */
  app?: { logoUrl: string | null; ownerName: string | null; homepageHost: string | null };
  /** The host the browser is sent to afterwards. */
  redirectHost?: string | null;
  /**
   * Set for an AI assistant or tool that is not an app registered here: where its description
   * came from (the host of its metadata document, or "registered itself").
   */
  assistant?: { source: string } | null;
}

export function consentPage(input: ConsentPageInput): string {
  const app = input.app ?? { logoUrl: null, ownerName: null, homepageHost: null };
  return layout(
    'Allow access',
    html`<div class="app-identity">
${app.logoUrl ? html`<img class="app-logo" src="${app.logoUrl}" alt="" width="56" height="56">` : null}
<div><h1>${input.appName} wants access to your account</h1>
${input.assistant
  ? html`<p class="muted app-by">${input.assistant.source === 'registered itself' ? 'registered itself' : html`described by <span class="app-home">${input.assistant.source}</span>`}${app.homepageHost ? html` · says it is from <span class="app-home">${app.homepageHost}</span>` : null}</p>`
  : app.ownerName || app.homepageHost
  ? html`<p class="muted app-by">${app.ownerName ? html`by ${app.ownerName}` : null}${app.ownerName && app.homepageHost ? ' · ' : null}${app.homepageHost ? html`<span class="app-home">${app.homepageHost}</span>` : null}</p>`
  : null}</div>
</div>
${input.assistant
  ? html`<div class="notice warning assistant-notice" role="status">This is an AI assistant or tool that is not registered with us: we have not checked who makes it. Its name and logo are what it says of itself. Allow it only if you started this connection yourself. It can act for you through our API as listed below, never with donation or household records, and you can revoke it at any time under Connected apps on your account page.</div>`
  : null}
<p class="lead">Signed in as ${input.userName}. If you allow it, ${input.appName} will be able to:</p>
<ul class="scopes">
${input.scopes.map((scope) => html`<li>${scope.description} <code>${scope.name}</code></li>`)}
</ul>
<form method="post" action="${input.action}">
${csrfField(input.csrfToken)}
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</div>
</form>
${input.redirectHost ? html`<p class="aside">Either way you will be sent to <strong class="redirect-host">${input.redirectHost}</strong>.</p>` : null}`,
  );
}

/** The page of a person who signed in with nowhere to go next: where they may go. `hasChurches` adds My churches. */
export function signedInPage(userName: string, hasChurches: boolean, nav?: PageNav): string {
  return layout(
    'Signed in',
    html`<h1>Signed in</h1><p>You are signed in as ${userName}.</p>
<p class="aside">${hasChurches ? html`<a href="/my/churches">My churches</a> · ` : null}<a href="/account">Your account</a> · <a href="/developers">Developers</a></p>`,
    nav ? { nav } : {},
  );
}

export function errorPage(title: string, message: string, options: PageOptions = {}): string {
  return layout(title, html`<h1>${title}</h1><p class="error" role="alert">${message}</p>`, options);
}

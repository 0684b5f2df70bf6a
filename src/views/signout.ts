import { html, layout, SCRIPT_PATH } from './layout.ts';

/** The sign-in host's sign-out pages (OpenID RP-Initiated Logout). */

export interface SignOutPageInput {
  /** The issuer's confirmation endpoint. */
  action: string;
  /** oidc-provider's per-session token that binds the confirmation to this browser. */
  xsrf: string;
  /** The app asking, when the request names one. */
  appName?: string;
  /** Who is signed in, when anyone is. */
  userName?: string;
  /**
   * The request comes from the app this browser signed into (or there is nothing to sign out
   * of): the form submits itself through our script, with a button for browsers without it.
   */
  proceed: boolean;
}

export function signOutPage(input: SignOutPageInput): string {
  if (input.proceed) {
    return layout(
      'Signing out',
      html`<h1>Signing out</h1>
<p class="lead">${input.appName ? html`Signing you out and returning to <strong>${input.appName}</strong>.` : 'Signing you out.'}</p>
<form method="post" action="${input.action}" data-auto-submit>
<input type="hidden" name="xsrf" value="${input.xsrf}">
<input type="hidden" name="logout" value="yes">
<div class="actions"><button type="submit">Continue</button></div>
</form>
<script src="${SCRIPT_PATH}" defer></script>`,
    );
  }
  return layout(
    'Sign out',
    html`<h1>Sign out?</h1>
<p class="lead">${input.appName ? html`<strong>${input.appName}</strong> asks to sign you out of Community Platform.` : 'An app asks to sign you out of Community Platform.'}${input.userName ? html` You are signed in as ${input.userName}.` : null}</p>
<form method="post" action="${input.action}">
<input type="hidden" name="xsrf" value="${input.xsrf}">
<div class="actions">
<button type="submit" name="logout" value="yes">Sign out</button>
<button type="submit" class="secondary">Stay signed in</button>
</div>
</form>`,
  );
}

export function signedOutPage(appName: string | undefined): string {
  return layout(
    'Signed out',
    html`<h1>Signed out</h1>
<p class="lead">${appName ? html`You are signed out of Community Platform and ${appName}.` : 'You are signed out of Community Platform.'}</p>
<p class="aside"><a href="/login">Sign in again</a></p>`,
  );
}

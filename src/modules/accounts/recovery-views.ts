import { field, notice } from '../../views/components.ts';
import { csrfField, html, layout } from '../../views/layout.ts';

/** Pages reached from mails and from "Forgot password?": no one is signed in on them. */

function signInHref(next: string | undefined): string {
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** After sign-up, the same page whether the email was new or already had an account. */
export function checkEmailPage(next: string | undefined): string {
  return layout(
    'Check your email',
    html`<h1>Check your email</h1>
<p class="lead">We have sent a mail to the address you entered. Open the link in it to finish: it verifies your email, so apps can trust it.</p>
<p>The link works for 24 hours. No mail? Look in your spam folder, and check that the address was typed right.</p>
<div class="actions"><a class="button" href="${signInHref(next)}">Sign in</a></div>`,
  );
}

export interface ForgotPasswordPageInput {
  csrfToken: string;
  email?: string;
  errors?: Partial<Record<string, string>>;
  /** The form was sent: the same words whether or not the email has an account. */
  sent?: boolean;
  throttled?: boolean;
}

export function forgotPasswordPage(input: ForgotPasswordPageInput): string {
  if (input.sent) {
    return layout(
      'Check your email',
      html`<h1>Check your email</h1>
<p class="lead">If an account uses that email, we have sent it a link to choose a new password. The link works once, for 1 hour.</p>
<p>No mail after a few minutes? Look in your spam folder, or <a href="/forgot-password">ask again</a> with the address you signed up with.</p>
<p class="aside"><a href="/login">Back to sign in</a></p>`,
    );
  }
  const errors = input.errors ?? {};
  return layout(
    'Forgot your password?',
    html`<h1>Forgot your password?</h1>
<p class="lead">Enter the email of your account and we will mail you a link to choose a new password.</p>
${input.throttled ? notice('error', 'Too many reset links were asked for this email or from your network. Wait an hour and try again.') : null}
<form method="post" action="/forgot-password" novalidate>
${csrfField(input.csrfToken)}
${field({ id: 'email', name: 'email', label: 'Email', type: 'email', value: input.email, error: errors.email, autocomplete: 'email', required: true, maxLength: 254 })}
<div class="actions"><button type="submit">Send link</button></div>
</form>
<p class="aside">Remembered it? <a href="/login">Sign in</a></p>`,
  );
}

export interface ResetPasswordPageInput {
  csrfToken: string;
  token: string;
  email: string;
  passwordRules: string;
  error?: string;
}

export function resetPasswordPage(input: ResetPasswordPageInput): string {
  return layout(
    'Choose a new password',
    html`<h1>Choose a new password</h1>
<p class="lead">For ${input.email}. Setting it signs you out on every device and of every app.</p>
${input.error ? notice('error', 'Your password was not changed. Please fix the problem below.') : null}
<form method="post" action="/reset-password" novalidate>
${csrfField(input.csrfToken)}
<input type="hidden" name="token" value="${input.token}">
<input type="text" name="username" value="${input.email}" autocomplete="username" hidden>
${field({ id: 'password', name: 'password', label: 'New password', type: 'password', error: input.error, hint: input.passwordRules, autocomplete: 'new-password', required: true, maxLength: 128 })}
<div class="actions"><button type="submit">Set password</button></div>
</form>`,
  );
}

export interface ConfirmLinkPageInput {
  csrfToken: string;
  /** Where the button posts: the path of the mailed link itself. */
  action: string;
  token: string;
  title: string;
  lead: string;
  button: string;
}

/**
 * What a mailed link opens: a button that does what the link is for. Opening the link
 * changes nothing (a mail scanner fetching it spends nothing); only the button's post does.
 */
export function confirmLinkPage(input: ConfirmLinkPageInput): string {
  return layout(
    input.title,
    html`<h1>${input.title}</h1>
<p class="lead">${input.lead}</p>
<form method="post" action="${input.action}">
${csrfField(input.csrfToken)}
<input type="hidden" name="token" value="${input.token}">
<div class="actions"><button type="submit">${input.button}</button></div>
</form>`,
  );
}

/** An email verified (or moved to a new address) through a mailed link. */
export function emailVerifiedPage(email: string, changed: boolean, signedIn: boolean): string {
  return layout(
    changed ? 'Email changed' : 'Email verified',
    html`<h1>${changed ? 'Email changed' : 'Email verified'}</h1>
${notice('success', changed ? `Your account now uses ${email}, and it is verified.` : `${email} is verified. Apps you sign in to can now trust it.`)}
<div class="actions"><a class="button" href="${signedIn ? '/account' : signInHref('/account')}">${signedIn ? 'Go to your account' : 'Sign in'}</a></div>`,
  );
}

/** A mailed link that does not work (any more), with the way to a new one. */
export function linkRefusedPage(message: string, again: { href: string; label: string }): string {
  return layout(
    'Link not valid',
    html`<h1>This link does not work</h1>
${notice('error', message)}
<div class="actions"><a class="button" href="${again.href}">${again.label}</a></div>`,
  );
}

import { ApiError } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { Authorizations } from '../identity/authorizations.ts';
import type { SeenFrom, WebSessions } from '../identity/web-sessions.ts';
import type { MailService } from '../mail/service.ts';
import { checkPassword, EMAIL_PATTERN, isDisabled, normalizeEmail, type UsersService } from '../users/service.ts';
import { ACCOUNT_MAILS } from './mails.ts';
import type { CurrentPasswordCheck } from './password-check.ts';
import { actorOf, type FieldErrors, type Viewer } from './viewer.ts';
import { REQUEST_LIMITS, type RequestThrottle } from './throttle.ts';
import { LINK_REFUSALS, type AccountTokens } from './tokens.ts';

/** The answer to opening a mailed link: done, or why not in words for the person. */
export type LinkResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * The answer to a new password posted through a reset link: done, with the sign-in session
 * started for the browser that set it, or why not.
 */
export type ResetResult = { ok: true; userId: number; session: string } | { ok: false; message: string } | { ok: false; passwordError: string };

const STALE_LINK = 'This link was sent to an email address your account no longer uses (or for a change you replaced since). Ask for a new one.';
const EMAIL_TAKEN = 'That email address now belongs to another account, so your email was not changed.';

/** Problems with an email typed into a form, in words for the person. */
function emailProblem(email: string): string | undefined {
  if (!email) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return 'Enter an email address like name@example.org.';
  return undefined;
}

/**
 * A person's email and the way back into an account, all through links mailed to them:
 * verifying the email, moving the account to a new one, and resetting a forgotten password.
 * Nothing here tells a visitor whether an email has an account.
 */
export class AccountEmailService {
  private readonly users: UsersService;
  private readonly webSessions: WebSessions;
  private readonly authorizations: Authorizations;
  private readonly audit: AuditService;
  private readonly mail: MailService;
  private readonly tokens: AccountTokens;
  private readonly throttle: RequestThrottle;
  private readonly currentPassword: CurrentPasswordCheck;

  constructor(deps: {
    users: UsersService;
    webSessions: WebSessions;
    authorizations: Authorizations;
    audit: AuditService;
    mail: MailService;
    tokens: AccountTokens;
    throttle: RequestThrottle;
    currentPassword: CurrentPasswordCheck;
  }) {
    this.users = deps.users;
    this.webSessions = deps.webSessions;
    this.authorizations = deps.authorizations;
    this.audit = deps.audit;
    this.mail = deps.mail;
    this.tokens = deps.tokens;
    this.throttle = deps.throttle;
    this.currentPassword = deps.currentPassword;
  }

  /** Mails the person a link that verifies their email (after sign-up). */
  async sendVerification(userId: number, email: string): Promise<void> {
    await this.mail.enqueue({ kind: ACCOUNT_MAILS.verifyEmail, to: email, userId });
  }

  /** "Send again": a new verification link, at most once a minute and five times an hour. */
  async resendVerification(viewer: Viewer): Promise<'sent' | 'verified' | 'throttled'> {
    const user = await this.users.get(viewer.id);
    if (user.email_verified) return 'verified';
    if (!(await this.takeAccountMail(viewer.id))) return 'throttled';
    await this.sendVerification(user.id, user.email);
    return 'sent';
  }

  /**
   * Whether a verification or email-change link works now, without using it: the page it
   * opens shows what its button will do (the address it verifies or moves to).
   */
  async checkLink(purpose: 'verify_email' | 'change_email', token: string): Promise<LinkResult> {
    const check = await this.tokens.check(purpose, token);
    return check.ok ? { ok: true, email: check.email } : { ok: false, message: LINK_REFUSALS[check.refusal] };
  }

  /** Uses a verification link: the email it was sent to is verified, if the account still uses it. */
  async verifyEmail(token: string, ip: string): Promise<LinkResult> {
    const use = await this.tokens.use('verify_email', token);
    if (!use.ok) return { ok: false, message: LINK_REFUSALS[use.refusal] };
    const user = await this.users.markEmailVerified(use.userId, use.email);
    if (!user) return { ok: false, message: STALE_LINK };
    await this.audit.record({ type: 'email.verified', actor: actorOf(user, ip), target: user.email });
    return { ok: true, email: user.email };
  }

  /**
   * Asks to move the account to another email (the current password proves it is the
   * person). The account keeps its email until the link mailed to the new one is opened.
   */
  async requestEmailChange(viewer: Viewer, input: { email: string; password: string }, ip: string): Promise<FieldErrors | 'throttled' | 'paused'> {
    const email = normalizeEmail(input.email);
    const problem = emailProblem(email) ?? (email === viewer.email ? 'This already is your email.' : undefined);
    if (problem) return { newEmail: problem };
    const current = await this.currentPassword.check(viewer, input.password, ip);
    if (current === 'paused') return 'paused';
    if (current === 'wrong') return { currentPassword: 'Your current password is not correct.' };
    if (!(await this.takeAccountMail(viewer.id))) return 'throttled';
    await this.users.setPendingEmail(viewer.id, email);
    // Whether another account has the address is decided when the mail goes out: that
    // address's owner is told instead, and nothing here reveals it.
    await this.mail.enqueue({ kind: ACCOUNT_MAILS.confirmEmailChange, to: email, userId: viewer.id });
    await this.audit.record({ type: 'email.change_requested', actor: actorOf(viewer, ip), target: viewer.email, details: { to: email } });
    return {};
  }

  /** Uses the link mailed to a new email: the account moves to it, and the old address is told. */
  async confirmEmailChange(token: string, ip: string): Promise<LinkResult> {
    const use = await this.tokens.use('change_email', token);
    if (!use.ok) return { ok: false, message: LINK_REFUSALS[use.refusal] };
    const before = await this.users.get(use.userId).catch(() => undefined);
    if (!before) return { ok: false, message: LINK_REFUSALS.unknown };
    let user;
    try {
      user = await this.users.confirmPendingEmail(use.userId, use.email);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) return { ok: false, message: EMAIL_TAKEN };
      throw error;
    }
    if (!user) return { ok: false, message: STALE_LINK };
    const at = new Date().toISOString();
    await this.mail.enqueue({ kind: ACCOUNT_MAILS.emailChanged, to: before.email, userId: user.id, data: { newEmail: user.email, at } });
    await this.audit.record({ type: 'email.changed', actor: actorOf(user, ip), target: user.email, details: { from: before.email } });
    return { ok: true, email: user.email };
  }

  /**
   * "Forgot password?": mails a reset link if the email has an account. The request does the
   * same work either way (count, record, enqueue); whether there is an account is only
   * looked at when the mail is composed, off the request path, so neither the answer nor its
   * timing tells.
   */
  async requestPasswordReset(typed: string, ip: string): Promise<FieldErrors | 'throttled'> {
    const email = normalizeEmail(typed);
    const problem = emailProblem(email);
    if (problem) return { email: problem };
    const allowed = await this.throttle.take([
      [REQUEST_LIMITS.resetPerEmail, email],
      [REQUEST_LIMITS.resetPerIp, ip],
    ]);
    if (!allowed) return 'throttled';
    await this.mail.enqueue({ kind: ACCOUNT_MAILS.passwordReset, to: email });
    await this.audit.record({ type: 'password.reset_requested', actor: { label: email, ip }, target: email });
    return {};
  }

  /** Whether a reset link works now (the form is shown only for one that does). */
  async checkResetLink(token: string): Promise<LinkResult> {
    const check = await this.tokens.check('reset_password', token);
    if (!check.ok) return { ok: false, message: LINK_REFUSALS[check.refusal] };
    const user = await this.users.get(check.userId).catch(() => undefined);
    // A disabled account's password stays as it is: the link of a mail sent before it was disabled no longer works.
    if (!user || isDisabled(user) || user.email !== check.email) return { ok: false, message: STALE_LINK };
    return { ok: true, email: user.email };
  }

  /**
   * Sets a new password through a reset link. The one who forgot may not be the only one who
   * knew the old password: every sign-in session of the person ends, here and at both
   * issuers, and every app's access is revoked (grants with their tokens, and consents). The
   * browser that set the new password is signed in afresh (it holds the link from the
   * mailbox and the new password), and the person is told by mail.
   */
  async resetPassword(token: string, password: string, seen: SeenFrom): Promise<ResetResult> {
    try {
      checkPassword(password);
    } catch {
      return { ok: false, passwordError: 'Choose a password of at least 10 and at most 128 characters.' };
    }
    const use = await this.tokens.use('reset_password', token);
    if (!use.ok) return { ok: false, message: LINK_REFUSALS[use.refusal] };
    const user = await this.users.get(use.userId).catch(() => undefined);
    if (!user || isDisabled(user) || user.email !== use.email) return { ok: false, message: STALE_LINK };
    await this.users.setPassword(user.id, password);
    // The link reached the account's mailbox: that proves the address as well as a verification link.
    await this.users.markEmailVerified(user.id, user.email);
    await this.webSessions.endAll(user.id);
    await this.authorizations.revokeAll(user.id);
    const { token: session } = await this.webSessions.start(user.id, seen);
    await this.passwordChanged(user.id, user.email, 'reset');
    await this.audit.record({ type: 'password.reset', actor: actorOf(user, seen.ip), target: user.email });
    return { ok: true, userId: user.id, session };
  }

  /** Tells the person by mail that their password changed, and how. */
  async passwordChanged(userId: number, email: string, how: 'reset' | 'account'): Promise<void> {
    await this.mail.enqueue({ kind: ACCOUNT_MAILS.passwordChanged, to: email, userId, data: { how, at: new Date().toISOString() } });
  }

  /** Someone tried to sign up with an email that has an account: its owner is told. */
  async signUpWithExistingEmail(email: string): Promise<void> {
    await this.mail.enqueue({ kind: ACCOUNT_MAILS.signUpWithExistingEmail, to: email });
  }

  private takeAccountMail(userId: number): Promise<boolean> {
    const key = String(userId);
    return this.throttle.take([
      [REQUEST_LIMITS.accountMailPerMinute, key],
      [REQUEST_LIMITS.accountMailPerHour, key],
    ]);
  }
}

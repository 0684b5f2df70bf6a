import type { UserRow } from '../../db/tables.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { ApiKeySummary, AppsService } from '../apps/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { SignInEvents } from '../identity/routes.ts';
import { describeScope } from '../identity/scopes.ts';
import type { Authorizations } from '../identity/authorizations.ts';
import type { SeenFrom, WebSessions, WebSessionSummary } from '../identity/web-sessions.ts';
import { checkPassword, checkPictureUrl, EMAIL_PATTERN, hashPassword, normalizeEmail, type UsersService } from '../users/service.ts';
import { displayName } from '../users/person.ts';
import type { AccountEmailService } from './email.ts';
import type { CurrentPasswordCheck } from './password-check.ts';
import { REQUEST_LIMITS, type RequestThrottle, type SignInThrottle } from './throttle.ts';
import { actorOf, type FieldErrors, type Viewer } from './viewer.ts';

// The module's face to the others: who is looking at a page, and the form errors they see.
export { actorOf, type FieldErrors, type Viewer };

export interface SignUpInput {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}


/** The same `done` whether the email was new or already had an account: the answer must not tell. */
export type SignUpResult = { outcome: 'done' } | { outcome: 'invalid'; errors: FieldErrors } | { outcome: 'throttled' };

/** One of the person's apps, with its API keys that still work. */
export interface AppKeysView {
  clientId: string;
  name: string;
  keys: ApiKeySummary[];
}

export interface ConnectedAppView {
  clientId: string;
  appName: string;
  scopes: { name: string; description: string }[];
  grantedAt: string | null;
}

export function toViewer(row: UserRow): Viewer {
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    givenName: row.given_name,
    familyName: row.family_name,
    // The picture the person set (the account page edits it), not the generated one.
    picture: row.picture,
    isAdmin: Boolean(row.is_admin),
    emailVerified: Boolean(row.email_verified),
    pendingEmail: row.pending_email,
  };
}


/** Field-by-field checks of the sign-up form, so every problem is shown at once. */
export function checkSignUp(input: SignUpInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.givenName.trim()) errors.givenName = 'Enter your given name.';
  else if (input.givenName.trim().length > 100) errors.givenName = 'Use at most 100 characters.';
  if (!input.familyName.trim()) errors.familyName = 'Enter your family name.';
  else if (input.familyName.trim().length > 100) errors.familyName = 'Use at most 100 characters.';
  const email = normalizeEmail(input.email);
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = 'Enter an email address like name@example.org.';
  try {
    checkPassword(input.password);
  } catch {
    errors.password = 'Choose a password of at least 10 and at most 128 characters.';
  }
  return errors;
}

/**
 * Accounts on the sign-in host: sign-up, the signed-in person behind a session, profile and
 * password, the apps they have authorised, and what happens around every sign-in
 * (throttling, audit log).
 */
export class AccountsService implements SignInEvents {
  private readonly users: UsersService;
  private readonly webSessions: WebSessions;
  private readonly authorizations: Authorizations;
  private readonly apps: AppsService;
  private readonly audit: AuditService;
  private readonly throttle: SignInThrottle;
  private readonly requests: RequestThrottle;
  private readonly currentPassword: CurrentPasswordCheck;
  readonly email: AccountEmailService;

  constructor(deps: {
    users: UsersService;
    webSessions: WebSessions;
    authorizations: Authorizations;
    apps: AppsService;
    audit: AuditService;
    throttle: SignInThrottle;
    requests: RequestThrottle;
    currentPassword: CurrentPasswordCheck;
    email: AccountEmailService;
  }) {
    this.users = deps.users;
    this.webSessions = deps.webSessions;
    this.authorizations = deps.authorizations;
    this.apps = deps.apps;
    this.audit = deps.audit;
    this.throttle = deps.throttle;
    this.requests = deps.requests;
    this.currentPassword = deps.currentPassword;
    this.email = deps.email;
  }

  /**
   * The person signed in with this session cookie, or undefined (no, unknown or expired
   * session, or a disabled person). With `seen`, the session notes where it was last used.
   */
  async viewer(sessionToken: string | undefined, seen?: SeenFrom): Promise<Viewer | undefined> {
    const session = await this.webSessions.find(sessionToken, seen);
    if (!session) return undefined;
    try {
      return toViewer(await this.users.get(session.userId));
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  /**
   * Creates the account (its email not yet verified) and mails a verification link. When the
   * email already has an account, its owner gets a mail saying so instead; the answer, and
   * the work behind it (a password hash, a mail, a record), are the same, so sign-up does not
   * tell which emails have accounts. Either way the person is not signed in: they sign in
   * with the login form.
   */
  async signUp(input: SignUpInput, ip: string): Promise<SignUpResult> {
    if (!(await this.requests.take([[REQUEST_LIMITS.signUpPerIp, ip]]))) return { outcome: 'throttled' };
    const errors = checkSignUp(input);
    if (Object.keys(errors).length) return { outcome: 'invalid', errors };
    const email = normalizeEmail(input.email);
    let user: UserRow | undefined;
    if (!(await this.users.findByEmail(email))) {
      try {
        user = await this.users.create(input);
      } catch (error) {
        // 409: the same email signed up a moment ago, in a request racing this one.
        if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
      }
    }
    if (!user) {
      await hashPassword(input.password);
      await this.email.signUpWithExistingEmail(email);
      await this.audit.record({ type: 'account.sign_up_existing_email', actor: { label: email, ip }, target: email });
      return { outcome: 'done' };
    }
    await this.email.sendVerification(user.id, user.email);
    await this.audit.record({ type: 'account.created', actor: actorOf(user, ip), target: user.email });
    return { outcome: 'done' };
  }

  async allowed(email: string, ip: string): Promise<boolean> {
    return this.throttle.allowed(email, ip);
  }

  async failed(email: string, ip: string): Promise<void> {
    const label = normalizeEmail(email).slice(0, 320) || 'unknown';
    // The attempted email is recorded as typed (normalised), never the password; it is not
    // linked to an account, so the log does not reveal which emails exist either.
    await this.audit.record({ type: 'sign_in.failed', actor: { label, ip }, target: label });
    if (await this.throttle.failed(email, ip)) {
      await this.audit.record({ type: 'sign_in.throttled', actor: { label, ip }, target: label });
    }
  }

  async succeeded(userId: number, email: string, ip: string): Promise<void> {
    await this.throttle.succeeded(email);
    await this.audit.record({ type: 'sign_in.succeeded', actor: { userId, label: normalizeEmail(email), ip } });
  }

  async refused(userId: number, email: string, ip: string): Promise<void> {
    await this.audit.record({ type: 'sign_in.disabled', actor: { userId, label: normalizeEmail(email), ip } });
  }

  async consented(userId: number, clientId: string, scopes: string[], ip: string): Promise<void> {
    const user = await this.users.get(userId);
    const app = await this.apps.findOAuthClient(clientId);
    await this.audit.record({
      type: 'consent.granted',
      actor: actorOf(user, ip),
      target: clientId,
      details: { app: app?.name ?? clientId, scopes: scopes.join(' ') },
    });
  }

  async updateProfile(viewer: Viewer, changes: { givenName: string; familyName: string; picture: string }): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    if (!changes.givenName.trim()) errors.givenName = 'Enter your given name.';
    else if (changes.givenName.trim().length > 100) errors.givenName = 'Use at most 100 characters.';
    if (!changes.familyName.trim()) errors.familyName = 'Enter your family name.';
    else if (changes.familyName.trim().length > 100) errors.familyName = 'Use at most 100 characters.';
    const picture = changes.picture.trim();
    if (picture) {
      try {
        checkPictureUrl(picture);
      } catch (error) {
        errors.picture = error instanceof Error ? error.message : String(error);
      }
    }
    if (Object.keys(errors).length) return errors;
    await this.users.updateProfile(viewer.id, { givenName: changes.givenName, familyName: changes.familyName, picture: picture || null });
    return {};
  }

  /**
   * Changes the password and signs the person out of every other browser. With
   * `signOutEverywhere`, every app's access is revoked too (grants with their tokens, and
   * consents): each app must ask the person again.
   */
  async changePassword(
    viewer: Viewer,
    input: { current: string; next: string; signOutEverywhere: boolean },
    sessionToken: string | undefined,
    ip: string,
  ): Promise<FieldErrors | 'paused'> {
    try {
      checkPassword(input.next);
    } catch {
      return { newPassword: 'Choose a password of at least 10 and at most 128 characters.' };
    }
    const current = await this.currentPassword.check(viewer, input.current, ip);
    if (current === 'paused') return 'paused';
    if (current === 'wrong') return { currentPassword: 'Your current password is not correct.' };
    await this.users.setPassword(viewer.id, input.next);
    await this.webSessions.endOthers(viewer.id, sessionToken);
    if (input.signOutEverywhere) await this.authorizations.revokeAll(viewer.id);
    await this.email.passwordChanged(viewer.id, viewer.email, 'account');
    await this.audit.record({
      type: 'password.changed',
      actor: actorOf(viewer, ip),
      target: viewer.email,
      details: input.signOutEverywhere ? { apps: 'access revoked' } : undefined,
    });
    return {};
  }

  /** The person's sign-in sessions, the one of the browser holding `current` marked. */
  sessions(viewer: Viewer, current: string | undefined): Promise<WebSessionSummary[]> {
    return this.webSessions.list(viewer.id, current);
  }

  /** Signs one of the person's sessions out (and the issuers' sessions it started); 404 when there is no such session. */
  async endSession(viewer: Viewer, handle: string, ip: string): Promise<void> {
    if (!(await this.webSessions.endByHandle(viewer.id, handle))) throw notFound('You have no such session (any more)');
    await this.audit.record({ type: 'session.ended', actor: actorOf(viewer, ip), target: viewer.email });
  }

  /** Signs the person out on every browser but the one holding `current`. */
  async endOtherSessions(viewer: Viewer, current: string | undefined, ip: string): Promise<void> {
    await this.webSessions.endOthers(viewer.id, current);
    await this.audit.record({ type: 'session.ended_others', actor: actorOf(viewer, ip), target: viewer.email });
  }

  /** The apps the person has authorised, with the scopes granted. */
  async connectedApps(viewer: Viewer): Promise<ConnectedAppView[]> {
    const connected = await this.authorizations.connectedApps(viewer.id);
    return Promise.all(
      connected.map(async ({ clientId, scopes, grantedAt, assistant }) => {
        const app = await this.apps.findOAuthClient(clientId);
        return {
          clientId,
          // An AI assistant not registered here says so beside the name it gives itself.
          appName: app?.name ?? (assistant ? `${assistant.name} (AI assistant, ${assistant.source})` : clientId),
          scopes: scopes.map((name) => ({ name, description: describeScope(name) })),
          grantedAt,
        };
      }),
    );
  }

  /** The person's apps that have API keys in use, with those keys (revoked ones left out). */
  async apiKeysInUse(viewer: Viewer): Promise<AppKeysView[]> {
    const apps = await Promise.all(
      (await this.apps.listApps(viewer.id)).map(async (app) => ({
        clientId: app.clientId,
        name: app.name,
        keys: (await this.apps.listKeys(app.clientId)).filter((key) => !key.revokedAt),
      })),
    );
    return apps.filter((app) => app.keys.length);
  }

  /** Withdraws the person's consent for an app: its tokens stop working at once. */
  async revokeConnectedApp(viewer: Viewer, clientId: string, ip: string): Promise<string> {
    const app = await this.apps.findOAuthClient(clientId);
    const revoked = await this.authorizations.revokeConnectedApp(viewer.id, clientId);
    if (!revoked) throw notFound('This app is not connected to your account');
    const appName = app?.name ?? clientId;
    await this.audit.record({ type: 'consent.revoked', actor: actorOf(viewer, ip), target: clientId, details: { app: appName } });
    return appName;
  }
}

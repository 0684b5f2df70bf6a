import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError } from '../../http/errors.ts';
import { anySignedInPerson, anyVisitor } from '../../http/policies.ts';
import { safeReturnPath, sendPage } from '../../http/pages.ts';
import { accountPage, apiKeysPage, signupPage, type AccountPageInput } from './views.ts';
import { checkEmailPage } from './recovery-views.ts';
import { canManageApp } from '../apps/policy.ts';
import { WEB_SESSION_COOKIE } from '../identity/web-sessions.ts';
import { PASSWORD_RULES } from '../users/service.ts';
import { describeUserAgent } from './devices.ts';
import { afterNewPassword, pageKit } from './pages.ts';
import { PASSWORD_CHECKS_PAUSED } from './password-check.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import type { AccountsService, Viewer } from './service.ts';
import { Csrf, CsrfBody, formText } from './forms.ts';

/**
 * Revokes one of the person's API keys as the developer dashboard does (ownership check, audit
 * log): the dashboard's service, given at start-up; its pages are built on this module, so it
 * sits above it.
 */
export interface KeyRevocation {
  revokeKey(viewer: Viewer, clientId: string, keyId: number, ip: string): Promise<unknown>;
}

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  dashboard: KeyRevocation;
  csrf: CsrfProtection;
  /** Mark cookies Secure (production). */
  secureCookies: boolean;
}


const SignupQuery = Type.Object({ next: formText(2048) });
const SignupBody = Type.Object({ ...Csrf, givenName: formText(200), familyName: formText(200), email: formText(400), password: formText(1024), next: formText(2048) });
const ProfileBody = Type.Object({ ...Csrf, givenName: formText(200), familyName: formText(200), picture: formText(4000) });
const PasswordBody = Type.Object({ ...Csrf, currentPassword: formText(1024), newPassword: formText(1024), signOutEverywhere: Type.Optional(Type.Literal('yes')) });
const EmailBody = Type.Object({ ...Csrf, newEmail: formText(400), currentPassword: formText(1024) });
// Long enough for an AI assistant's client ID, the address of its metadata document (see identity's AssistantLogoQuery).
const ClientParams = Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 2000 }) });
const AccountQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 40 })) });
const SessionParams = Type.Object({ handle: Type.String({ maxLength: 64 }) });
const KeyParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), keyId: Type.Integer({ minimum: 1 }) });

const SIGNED_OUT_EVERYWHERE = 'You are signed out everywhere else. Every app you had allowed has lost its access and asks you again.';

/** Fixed messages after a redirect: the query names one, so no text from the URL is ever shown. */
const DONE: Record<string, string> = {
  profile: 'Your profile has been saved.',
  password: 'Your password has been changed. You have been signed out on your other devices.',
  'password-everywhere': `Your password has been changed. ${SIGNED_OUT_EVERYWHERE}`,
  reset: `Your new password is set. ${SIGNED_OUT_EVERYWHERE}`,
  'verification-sent': 'We have mailed you a new verification link. It works for 24 hours; older links no longer do.',
  'email-change': 'Check your new address: we have mailed a link there. Your email changes when you open it.',
  'session-ended': 'That browser is signed out. It needs your password to come back.',
  'sessions-ended': 'You are signed out everywhere else.',
};

/** The same after a new password, on the page of the API keys, and after a key is revoked there. */
const KEYS_DONE: Record<string, string> = {
  'password-everywhere': DONE['password-everywhere'],
  reset: DONE.reset,
  'key-revoked': 'API key revoked. It no longer works.',
};

const MAIL_THROTTLED = 'You asked for a mail a moment ago. Wait a minute and try again (at most five an hour).';
const SIGN_UP_THROTTLED = 'Too many sign-ups came from your network. Wait an hour and try again.';

/**
 * Sign-up and the account page (profile, password, connected apps). The account's forms are
 * open to whoever is signed in (`anySignedInPerson`): each acts on the viewer's own account.
 */
export async function accountsRoutes(app: FastifyInstance, options: AccountsRoutesOptions): Promise<void> {
  const { accounts, csrf } = options;
  const kit = pageKit(accounts, csrf);

  app.get<{ Querystring: Static<typeof SignupQuery> }>('/signup', { schema: { querystring: SignupQuery } }, async (request, reply) => {
    const next = safeReturnPath(request.query.next);
    if (await accounts.viewer(request.cookies[WEB_SESSION_COOKIE])) return reply.redirect(next ?? '/account', 303);
    return sendPage(reply, signupPage({ csrfToken: csrf.issue(request, reply), passwordRules: PASSWORD_RULES, next }));
  });

  // Open: anyone may make an account; sign-ups are throttled per network.
  app.post<{ Body: Static<typeof SignupBody> }>('/signup', { schema: { body: SignupBody }, config: { policy: anyVisitor } }, async (request, reply) => {
    const body = request.body;
    const next = safeReturnPath(body.next);
    const input = { givenName: body.givenName ?? '', familyName: body.familyName ?? '', email: body.email ?? '', password: body.password ?? '' };
    const result = await accounts.signUp(input, request.ip);
    if (result.outcome !== 'done') {
      const page = signupPage({
        csrfToken: csrf.issue(request, reply),
        passwordRules: PASSWORD_RULES,
        next,
        values: { givenName: input.givenName, familyName: input.familyName, email: input.email },
        errors: result.outcome === 'invalid' ? result.errors : { form: SIGN_UP_THROTTLED },
      });
      return sendPage(reply, page, result.outcome === 'invalid' ? 400 : 429);
    }
    return reply.redirect(next ? `/signup/check-email?next=${encodeURIComponent(next)}` : '/signup/check-email', 303);
  });

  app.get<{ Querystring: Static<typeof SignupQuery> }>('/signup/check-email', { schema: { querystring: SignupQuery } }, async (request, reply) =>
    sendPage(reply, checkEmailPage(safeReturnPath(request.query.next))),
  );

  const renderAccount = async (request: FastifyRequest, viewer: Viewer, csrfToken: string, extra: Partial<AccountPageInput> = {}) =>
    accountPage({
      nav: kit.nav(viewer, csrfToken),
      csrfToken,
      email: viewer.email,
      emailVerified: viewer.emailVerified,
      pendingEmail: viewer.pendingEmail,
      profile: { givenName: viewer.givenName, familyName: viewer.familyName, picture: viewer.picture ?? '' },
      passwordRules: PASSWORD_RULES,
      connectedApps: await accounts.connectedApps(viewer),
      sessions: (await accounts.sessions(viewer, request.cookies[WEB_SESSION_COOKIE])).map((session) => ({ ...session, ...describeUserAgent(session.userAgent) })),
      ...extra,
    });

  app.get<{ Querystring: Static<typeof AccountQuery> }>('/account', { schema: { querystring: AccountQuery } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    const done = request.query.done && Object.hasOwn(DONE, request.query.done) ? DONE[request.query.done] : undefined;
    const revoked = request.query.done === 'revoked';
    return sendPage(
      reply,
      await renderAccount(request, viewer, csrf.issue(request, reply), {
        message: done ? { kind: 'success', text: done } : revoked ? { kind: 'success', text: 'Access revoked. The app can no longer use your account.' } : undefined,
      }),
    );
  });

  app.post<{ Body: Static<typeof ProfileBody> }>('/account/profile', { schema: { body: ProfileBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account');
    if (!viewer) return reply;
    const changes = { givenName: request.body.givenName ?? '', familyName: request.body.familyName ?? '', picture: request.body.picture ?? '' };
    const errors = await accounts.updateProfile(viewer, changes);
    if (Object.keys(errors).length) {
      const page = await renderAccount(request, viewer, csrf.issue(request, reply), { profile: changes, profileErrors: errors });
      return sendPage(reply, page, 400);
    }
    return reply.redirect('/account?done=profile', 303);
  });

  app.post<{ Body: Static<typeof PasswordBody> }>('/account/password', { schema: { body: PasswordBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account');
    if (!viewer) return reply;
    const signOutEverywhere = request.body.signOutEverywhere === 'yes';
    const errors = await accounts.changePassword(
      viewer,
      { current: request.body.currentPassword ?? '', next: request.body.newPassword ?? '', signOutEverywhere },
      request.cookies[WEB_SESSION_COOKIE],
      request.ip,
    );
    if (errors === 'paused') {
      const page = await renderAccount(request, viewer, csrf.issue(request, reply), { passwordErrors: { currentPassword: PASSWORD_CHECKS_PAUSED }, signOutEverywhere });
      return sendPage(reply, page, 429);
    }
    if (Object.keys(errors).length) {
      return sendPage(reply, await renderAccount(request, viewer, csrf.issue(request, reply), { passwordErrors: errors, signOutEverywhere }), 400);
    }
    return reply.redirect(signOutEverywhere ? await afterNewPassword(accounts, viewer, 'password-everywhere') : '/account?done=password', 303);
  });

  app.get<{ Querystring: Static<typeof AccountQuery> }>('/account/api-keys', { schema: { querystring: AccountQuery } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    const done = request.query.done && Object.hasOwn(KEYS_DONE, request.query.done) ? KEYS_DONE[request.query.done] : undefined;
    const csrfToken = csrf.issue(request, reply);
    const page = apiKeysPage({
      nav: kit.nav(viewer, csrfToken),
      csrfToken,
      apps: await accounts.apiKeysInUse(viewer),
      message: done ? { kind: 'success', text: done } : undefined,
    });
    return sendPage(reply, page);
  });

  app.post<{ Params: Static<typeof KeyParams>; Body: Static<typeof CsrfBody> }>(
    '/account/api-keys/:clientId/:keyId/revoke',
    { schema: { params: KeyParams, body: CsrfBody }, config: { policy: canManageApp } },
    (request, reply) =>
      kit.action(request, reply, '/account/api-keys', async (viewer) => {
        await options.dashboard.revokeKey(viewer, request.params.clientId, request.params.keyId, request.ip);
        return reply.redirect('/account/api-keys?done=key-revoked', 303);
      }),
  );

  app.post<{ Body: Static<typeof CsrfBody> }>('/account/email/verification', { schema: { body: CsrfBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account');
    if (!viewer) return reply;
    const outcome = await accounts.email.resendVerification(viewer);
    if (outcome === 'throttled') {
      return sendPage(reply, await renderAccount(request, viewer, csrf.issue(request, reply), { message: { kind: 'warning', text: MAIL_THROTTLED } }), 429);
    }
    return reply.redirect(outcome === 'sent' ? '/account?done=verification-sent' : '/account', 303);
  });

  app.post<{ Body: Static<typeof EmailBody> }>('/account/email', { schema: { body: EmailBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account');
    if (!viewer) return reply;
    const newEmail = request.body.newEmail ?? '';
    const outcome = await accounts.email.requestEmailChange(viewer, { email: newEmail, password: request.body.currentPassword ?? '' }, request.ip);
    if (outcome === 'throttled') {
      return sendPage(reply, await renderAccount(request, viewer, csrf.issue(request, reply), { newEmail, message: { kind: 'warning', text: MAIL_THROTTLED } }), 429);
    }
    if (outcome === 'paused') {
      return sendPage(reply, await renderAccount(request, viewer, csrf.issue(request, reply), { newEmail, emailErrors: { currentPassword: PASSWORD_CHECKS_PAUSED } }), 429);
    }
    if (Object.keys(outcome).length) {
      return sendPage(reply, await renderAccount(request, viewer, csrf.issue(request, reply), { newEmail, emailErrors: outcome }), 400);
    }
    return reply.redirect('/account?done=email-change', 303);
  });

  app.post<{ Params: Static<typeof ClientParams>; Body: Static<typeof CsrfBody> }>(
    '/account/apps/:clientId/revoke',
    { schema: { params: ClientParams, body: CsrfBody }, config: { policy: anySignedInPerson } },
    async (request, reply) => {
      const viewer = await kit.viewer(request, reply, '/account');
      if (!viewer) return reply;
      try {
        await accounts.revokeConnectedApp(viewer, request.params.clientId, request.ip);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) {
          const page = await renderAccount(request, viewer, csrf.issue(request, reply), {
            message: { kind: 'info', text: 'That app is not connected to your account (any more).' },
          });
          return sendPage(reply, page, 404);
        }
        throw error;
      }
      return reply.redirect('/account?done=revoked', 303);
    },
  );

  app.post<{ Params: Static<typeof SessionParams>; Body: Static<typeof CsrfBody> }>(
    '/account/sessions/:handle/end',
    { schema: { params: SessionParams, body: CsrfBody }, config: { policy: anySignedInPerson } },
    (request, reply) =>
      kit.action(request, reply, '/account', async (viewer) => {
        await accounts.endSession(viewer, request.params.handle, request.ip);
        // Signing out the browser asking is signing out.
        if (!(await accounts.viewer(request.cookies[WEB_SESSION_COOKIE]))) {
          reply.clearCookie(WEB_SESSION_COOKIE, { path: '/' });
          return reply.redirect('/login', 303);
        }
        return reply.redirect('/account?done=session-ended#sessions', 303);
      }),
  );

  app.post<{ Body: Static<typeof CsrfBody> }>('/account/sessions/end-others', { schema: { body: CsrfBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account');
    if (!viewer) return reply;
    await accounts.endOtherSessions(viewer, request.cookies[WEB_SESSION_COOKIE], request.ip);
    return reply.redirect('/account?done=sessions-ended#sessions', 303);
  });

  await recoveryRoutes(app, { accounts, csrf, secureCookies: options.secureCookies });
}

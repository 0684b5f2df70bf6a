import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { safeReturnPath } from '../../http/pages.ts';
import { anyVisitor } from '../../http/policies.ts';
import type { PageNav } from '../../views/layout.ts';
import { consentPage, errorPage, loginPage, signedInPage } from '../../views/signin.ts';
import type { UsersService } from '../users/service.ts';
import { displayName } from '../users/person.ts';
import type { IssuerTag } from './adapter.ts';
import { interactionPath, LIFETIMES } from './provider.ts';
import { isDisabled } from '../users/service.ts';
import type { Interactions } from './interactions.ts';
import type { Issuers } from './issuers.ts';
import { WEB_SESSION_COOKIE, type SeenFrom, type WebSessions } from './web-sessions.ts';

/** What the account module does around sign-in: throttling and the audit log. */
export interface SignInEvents {
  /** Whether a sign-in may be tried now for this email from this address (false while paused). */
  allowed(email: string, ip: string): Promise<boolean>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(userId: number, email: string, ip: string): Promise<void>;
  /** The right password for a disabled account. */
  refused(userId: number, email: string, ip: string): Promise<void>;
  consented(userId: number, clientId: string, scopes: string[], ip: string): Promise<void>;
}

export interface IdentityRoutesOptions {
  interactions: Interactions;
  webSessions: WebSessions;
  /** For the logos of AI assistants not registered here. */
  issuers: Issuers;
  users: UsersService;
  csrf: CsrfProtection;
  /** Mark cookies Secure (production). */
  secureCookies: boolean;
  signInEvents?: SignInEvents;
}

/** Where the browser of this request is: kept on its sign-in session for the person's list. */
export function seenFrom(request: FastifyRequest): SeenFrom {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

// The sign-in issuer's session cookie (with its signature) lives on this host; the API
// issuer's lives on the API host, where its ended session simply is not found any more.
const PROVIDER_SESSION_COOKIES = ['cp_signin_session', 'cp_signin_session.sig'];

/** Sets the sign-in host's session cookie (HttpOnly, SameSite=Lax, Secure in production). */
export function setWebSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(WEB_SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: LIFETIMES.session });
}

const InteractionParams = Type.Object({
  tag: Type.Union([Type.Literal('api'), Type.Literal('signin')]),
  uid: Type.String({ pattern: '^[\\w-]{10,64}$' }),
});
type InteractionParams = Static<typeof InteractionParams>;

const LoginBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  password: Type.String({ maxLength: 1024 }),
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  next: Type.Optional(Type.String({ maxLength: 2048 })),
});
type LoginBody = Static<typeof LoginBody>;

const LoginQuery = Type.Object({ next: Type.Optional(Type.String({ maxLength: 2048 })) });
type LoginQuery = Static<typeof LoginQuery>;

const ConsentBody = Type.Object({
  decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
});
type ConsentBody = Static<typeof ConsentBody>;

const AssistantLogoQuery = Type.Object({ client_id: Type.String({ minLength: 1, maxLength: 2000 }) });
type AssistantLogoQuery = Static<typeof AssistantLogoQuery>;

const CsrfBody = Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })) });

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check both and try again.';
// Said only after the right password, so it tells nothing to someone guessing.
const DISABLED = 'This account has been disabled by the platform’s administrators, so it cannot sign in. Ask them if you think this is a mistake.';
const THROTTLED =
  'Too many failed sign-in attempts. To protect accounts, signing in is paused for a while. Wait 15 minutes and try again.';
const EXPIRED = 'This sign-in request has expired or was already completed. Go back to the app and start again.';

/**
 * The pages of the sign-in host: login and consent for both issuers' authorization
 * requests, and the standalone login at /login. Both issuers send people here, so one login
 * (the `cp_session` cookie of this host) serves both.
 */
export async function identityRoutes(app: FastifyInstance, options: IdentityRoutesOptions): Promise<void> {
  const { interactions, webSessions, issuers, csrf, users } = options;
  const events = options.signInEvents;

  const page = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const setSessionCookie = (reply: FastifyReply, token: string) => setWebSessionCookie(reply, token, options.secureCookies);
  const loginAction = ({ tag, uid }: InteractionParams) => `${interactionPath(tag, uid)}/login`;
  // Pages for a signed-in person keep the header navigation.
  const navOf = async (request: FastifyRequest, reply: FastifyReply): Promise<PageNav | undefined> => {
    const session = await webSessions.find(request.cookies[WEB_SESSION_COOKIE]);
    const user = session ? await users.get(session.userId).catch(() => undefined) : undefined;
    return user ? { userName: displayName(user), isAdmin: Boolean(user.is_admin), csrfToken: csrf.issue(request, reply) } : undefined;
  };

  app.get<{ Params: InteractionParams }>('/interaction/:tag/:uid', { schema: { params: InteractionParams } }, async (request, reply) => {
    const { tag, uid } = request.params;
    const pending = await interactions.pending(tag as IssuerTag, uid);
    if (!pending) return page(reply, errorPage('Sign-in expired', EXPIRED), 400);
    if (pending.prompt === 'login') {
      const session = await webSessions.find(request.cookies[WEB_SESSION_COOKIE]);
      if (session && !pending.freshLoginRequired) {
        const next = await interactions.continueWithSession(pending.tag, uid, session);
        if (next) return reply.redirect(next, 303);
      }
      return page(reply, loginPage({ action: loginAction(request.params), csrfToken: csrf.issue(request, reply), appName: pending.appName }));
    }
    return page(
      reply,
      consentPage({
        action: `${interactionPath(pending.tag, uid)}/consent`,
        csrfToken: csrf.issue(request, reply),
        appName: pending.appName,
        userName: pending.userName ?? 'you',
        scopes: pending.scopes,
        app: pending.app,
        redirectHost: pending.redirectHost,
        assistant: pending.assistant,
      }),
    );
  });

  app.post<{ Params: InteractionParams; Body: LoginBody }>(
    '/interaction/:tag/:uid/login',
    // Open: the password is the proof.
    { schema: { params: InteractionParams, body: LoginBody }, config: { policy: anyVisitor } },
    async (request, reply) => {
      const { tag, uid } = request.params;
      const { email, password } = request.body;
      const again = async (error: string, status: number) => {
        const pending = await interactions.pending(tag as IssuerTag, uid);
        return page(
          reply,
          loginPage({ action: loginAction(request.params), csrfToken: csrf.issue(request, reply), appName: pending?.appName, email, error }),
          status,
        );
      };
      if (events && !(await events.allowed(email, request.ip))) return again(THROTTLED, 429);
      const outcome = await interactions.submitLogin(tag as IssuerTag, uid, { email, password }, seenFrom(request));
      if (outcome === 'expired') return page(reply, errorPage('Sign-in expired', EXPIRED), 400);
      if (outcome === 'invalid') {
        await events?.failed(email, request.ip);
        return again(WRONG_CREDENTIALS, 200);
      }
      if ('refused' in outcome) {
        await events?.refused(outcome.userId, email, request.ip);
        return again(DISABLED, 403);
      }
      await webSessions.end(request.cookies[WEB_SESSION_COOKIE]);
      await events?.succeeded(outcome.userId, email, request.ip);
      setSessionCookie(reply, outcome.session);
      return reply.redirect(outcome.redirectTo, 303);
    },
  );

  app.post<{ Params: InteractionParams; Body: ConsentBody }>(
    '/interaction/:tag/:uid/consent',
    // Open: the issuer answers only for the sign-in it is holding for this browser (its interaction cookie).
    { schema: { params: InteractionParams, body: ConsentBody }, config: { policy: anyVisitor } },
    async (request, reply) => {
      const { tag, uid } = request.params;
      const pending = events && request.body.decision === 'allow' ? await interactions.pending(tag as IssuerTag, uid) : undefined;
      const next = await interactions.submitConsent(tag as IssuerTag, uid, request.body.decision);
      if (!next) return page(reply, errorPage('Sign-in expired', EXPIRED), 400);
      if (pending?.userId) {
        await events?.consented(pending.userId, pending.clientId, pending.scopes.map((scope) => scope.name), request.ip);
      }
      return reply.redirect(next, 303);
    },
  );

  // The logo of an AI assistant not registered here, fetched by the server (see AssistantLogos).
  app.get<{ Querystring: AssistantLogoQuery }>('/assistants/logo', { schema: { querystring: AssistantLogoQuery, hide: true } }, async (request, reply) => {
    const logo = await issuers.assistantLogo(request.query.client_id);
    if (!logo) return reply.callNotFound();
    return reply
      .headers({ 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" })
      .type(logo.contentType)
      .send(logo.body);
  });

  // The standalone login of the sign-in host. Account and dashboard pages send people here
  // with `next`, their own address, and get them back after sign-in; anything but a path on
  // this host is ignored, so the page cannot be used to redirect elsewhere.
  app.get<{ Querystring: LoginQuery }>('/login', { schema: { querystring: LoginQuery } }, async (request, reply) => {
    const next = safeReturnPath(request.query.next);
    const session = await webSessions.find(request.cookies[WEB_SESSION_COOKIE]);
    if (session) {
      if (next) return reply.redirect(next, 303);
      const user = await users.get(session.userId);
      const churches = await users.churches(user.id, { page: 1, limit: 1 });
      return page(reply, signedInPage(displayName(user), churches.pagination.total > 0, await navOf(request, reply)));
    }
    return page(reply, loginPage({ action: '/login', csrfToken: csrf.issue(request, reply), next, standalone: true }));
  });

  // Open: the password is the proof.
  app.post<{ Body: LoginBody }>('/login', { schema: { body: LoginBody }, config: { policy: anyVisitor } }, async (request, reply) => {
    const { email, password } = request.body;
    const next = safeReturnPath(request.body.next);
    const again = (error: string, status: number) =>
      page(reply, loginPage({ action: '/login', csrfToken: csrf.issue(request, reply), email, error, next, standalone: true }), status);
    if (events && !(await events.allowed(email, request.ip))) return again(THROTTLED, 429);
    const user = await users.verifyCredentials(email, password);
    if (!user) {
      await events?.failed(email, request.ip);
      return again(WRONG_CREDENTIALS, 200);
    }
    if (isDisabled(user)) {
      await events?.refused(user.id, email, request.ip);
      return again(DISABLED, 403);
    }
    await events?.succeeded(user.id, email, request.ip);
    // A login replaces the browser's earlier session, which would otherwise linger in the person's list.
    await webSessions.end(request.cookies[WEB_SESSION_COOKIE]);
    const { token } = await webSessions.start(user.id, seenFrom(request));
    setSessionCookie(reply, token);
    return reply.redirect(next ?? '/login', 303);
  });

  // Ends this browser's session here and the issuers' sessions its login started (see
  // WebSessions.end), so an app cannot sign the person in again silently.
  // Open: it ends only this browser's own session.
  app.post('/logout', { schema: { body: CsrfBody }, config: { policy: anyVisitor } }, async (request, reply) => {
    await webSessions.end(request.cookies[WEB_SESSION_COOKIE]);
    reply.clearCookie(WEB_SESSION_COOKIE, { path: '/' });
    for (const name of PROVIDER_SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
    return reply.redirect('/login', 303);
  });
}

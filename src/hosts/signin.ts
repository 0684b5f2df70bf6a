import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors.ts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { connectionErrorHandler, type RefusalRenderer } from '../http/connection-errors.ts';
import { CSRF_FAILED, CsrfProtection, requireCsrfToken } from '../http/csrf.ts';
import { anyVisitor, registerPolicyGate } from '../http/policies.ts';
import { PAGE_HEADERS } from '../http/pages.ts';
import { unsafeTextField } from '../http/text-input.ts';
import { signedInNav } from '../modules/accounts/pages.ts';
import { accountsRoutes } from '../modules/accounts/routes.ts';
import { accountDataRoutes } from '../modules/accounts/data-routes.ts';
import { calendarPagesRoutes } from '../modules/calendars/pages.ts';
import { checkInPagesRoutes } from '../modules/checkin/pages.ts';
import { peoplePagesRoutes } from '../modules/people/pages.ts';
import { churchPagesRoutes } from '../modules/churchpages/routes.ts';
import { householdPagesRoutes } from '../modules/households/pages.ts';
import { attendancePagesRoutes } from '../modules/attendance/pages.ts';
import { churchExportPageRoutes } from '../modules/churchpages/export-routes.ts';
import { ChurchAdministration } from '../modules/churchadmin/service.ts';
import { adminRoutes } from '../modules/dashboard/admin-routes.ts';
import { dashboardRoutes } from '../modules/dashboard/routes.ts';
import { registerDraining } from '../http/draining.ts';
import { requestId, sendRequestId } from '../http/request-id.ts';
import { validatorCompiler } from '../http/validation.ts';
import { mountProvider } from '../modules/identity/mount.ts';
import { identityRoutes } from '../modules/identity/routes.ts';
import { avatarRoutes } from '../modules/users/pictures.ts';
import { appLogoRoutes } from '../modules/apps/logos.ts';
import type { Services } from '../services.ts';
import { ICON_PATH, SCRIPT_PATH, STYLESHEET_PATH } from '../views/layout.ts';
import { errorPage } from '../views/signin.ts';
import { logDestination } from '../http/log.ts';

const STYLESHEET = readFileSync(new URL('../views/style.css', import.meta.url), 'utf8');
const SCRIPT = readFileSync(new URL('../views/copy.js', import.meta.url), 'utf8');
const ICON = readFileSync(new URL('../views/favicon.svg', import.meta.url), 'utf8');

export interface SigninHostOptions {
  /**
   * Check that every successful form evaluated the policy its route declares (see
   * `registerPolicyGate`). Off by default except under NODE_ENV=test, as on the API host.
   */
  recordPolicies?: boolean;
}

/**
 * Builds the sign-in host: the sign-in issuer (oidc-provider at /oauth/* and /.well-known/*,
 * mounted before any body parsing), then the login and consent pages for both issuers.
 */
export async function buildSigninHost(services: Services, options: SigninHostOptions = {}): Promise<FastifyInstance> {
  const { config, issuers } = services;
  const production = config.nodeEnv === 'production';
  const { signin } = await issuers.providers();

  // Refusals made before a route runs (by the HTTP parser, by a closing host) as a page.
  const refusal: RefusalRenderer = (status, message) => ({
    type: 'text/html; charset=utf-8',
    body: errorPage(status === 400 ? 'Bad request' : STATUS_CODES[status] ?? 'Bad request', message),
  });
  const app = Fastify({
    logger: { level: config.logLevel, stream: logDestination() },
    genReqId: requestId,
    requestIdHeader: false,
    // In production the instances are reached through one proxy (the load balancer): trust
    // only the hop it adds, so the client address is the one it saw, not whatever a client
    // wrote into X-Forwarded-For (sign-in throttling counts per address).
    trustProxy: production ? (_address: string, hop: number) => hop === 0 : false,
    // A request reaching a closing instance on a connection already open is served, not refused.
    return503OnClosing: false,
    // A client gets 30 s to send a whole request; what the HTTP parser refuses gets an error page.
    requestTimeout: 30_000,
    clientErrorHandler: connectionErrorHandler(refusal),
    frameworkErrors: routerError,
    // A path may name an AI assistant's client ID, the https address of its metadata document
    // (Connected apps' Revoke access): up to 2,000 characters, each encoded as up to 3, well
    // past the default 100.
    routerOptions: { maxParamLength: 6000 },
  });
  app.setValidatorCompiler(validatorCompiler);
  sendRequestId(app);
  registerDraining(app, refusal);

  // The sign-in issuer's logout tokens are posted by a worker of this host, off every request.
  app.addHook('onReady', () => issuers.startBackchannelLogout(app.log.child({ component: 'backchannel-logout' })));
  app.addHook('onClose', () => issuers.stopBackchannelLogout());

  app.addHook('onRequest', mountProvider(signin, { prefix: '', paths: ['/oauth/authorize', '/oauth/token', '/oauth/userinfo', '/oauth/jwks', '/oauth/revoke', '/oauth/introspect', '/oauth/logout', '/.well-known/'] }));
  await app.register(cookie);
  await app.register(formbody);

  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(PAGE_HEADERS);
    return payload;
  });

  app.addHook('preValidation', (request, reply, done) => {
    if (!unsafeTextField(request.query) && !unsafeTextField(request.body)) return done();
    reply.code(400).type('text/html; charset=utf-8').send(errorPage('Bad request', 'The form held a character that is not allowed. Go back and try again.'));
  });

  const csrf = new CsrfProtection(await services.identityKeys.csrfSecret(), { secure: production });
  // Error pages keep the header navigation of a signed-in person.
  const nav = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = await signedInNav(services.accounts, csrf, request, reply);
    return signedIn ? { nav: signedIn } : {};
  };
  // Every form of this host; the issuers' endpoints were handed to oidc-provider above.
  requireCsrfToken(app, csrf, async (request, reply) =>
    reply.code(403).type('text/html; charset=utf-8').send(errorPage('Form not accepted', CSRF_FAILED, await nav(request, reply))),
  );
  registerPolicyGate(app, {
    record: options.recordPolicies ?? config.nodeEnv === 'test',
    // A form open to anyone needs nothing of the request.
    hostRules: new Map([[anyVisitor, () => anyVisitor()]]),
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // The navigation would need the database too.
      request.log.warn({ err: error }, 'the database is out of reach');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .type('text/html; charset=utf-8')
        .send(errorPage('Back in a moment', 'We cannot reach our database right now. Please try again in a few seconds.'));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const message = status === 500 ? 'Something went wrong on our side. Please try again.' : 'The request was not understood. Go back and try again.';
    return reply.code(status).type('text/html; charset=utf-8').send(errorPage(status === 500 ? 'Something went wrong' : 'Bad request', message, await nav(request, reply)));
  });
  app.setNotFoundHandler(async (request, reply) => {
    return reply.code(404).type('text/html; charset=utf-8').send(errorPage('Page not found', 'There is no page at this address.', await nav(request, reply)));
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );
  for (const path of [ICON_PATH, '/favicon.ico']) {
    app.get(path, async (_request, reply) =>
      reply.type('image/svg+xml').headers({ 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' }).send(ICON),
    );
  }
  app.get(SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .headers({ 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' })
      .send(SCRIPT),
  );

  await app.register(avatarRoutes);
  await app.register(appLogoRoutes, { logos: services.logos });
  await app.register(identityRoutes, { interactions: services.interactions, webSessions: services.webSessions, issuers, users: services.users, csrf, secureCookies: production, signInEvents: services.accounts });
  await app.register(accountsRoutes, { accounts: services.accounts, dashboard: services.dashboard, csrf, secureCookies: production });
  await app.register(accountDataRoutes, { accounts: services.accounts, exports: services.exports, deletion: services.deletion, csrf });
  await app.register(churchExportPageRoutes, { accounts: services.accounts, exports: services.exports, csrf });
  await app.register(dashboardRoutes, { accounts: services.accounts, dashboard: services.dashboard, csrf, config, webhooks: services.webhooks });
  await app.register(adminRoutes, { accounts: services.accounts, dashboard: services.dashboard, administration: services.administration, csrf });
  const { churches, events, groups } = services;
  const administration = new ChurchAdministration(services);
  await app.register(churchPagesRoutes, { accounts: services.accounts, administration, churches, events, groups, calendars: services.calendars, attendance: services.attendance, checkIns: services.checkIns, people: services.people, csrf });
  await app.register(householdPagesRoutes, { accounts: services.accounts, administration, households: services.households, csrf });
  await app.register(attendancePagesRoutes, { accounts: services.accounts, administration, attendance: services.attendance, csrf });
  await app.register(calendarPagesRoutes, { accounts: services.accounts, calendars: services.calendars, churches, csrf });
  await app.register(peoplePagesRoutes, { accounts: services.accounts, administration, churches, people: services.people, csrf });
  await app.register(checkInPagesRoutes, { accounts: services.accounts, churches, checkIns: services.checkIns, csrf });

  return app;
}

/**
 * The router's own refusals (a path that is not valid percent-encoding) as a page, like every
 * other answer. They come before any hook runs: the page's headers are set here.
 */
function routerError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply
    .code(400)
    .headers({ ...PAGE_HEADERS, 'x-request-id': request.id })
    .type('text/html; charset=utf-8')
    .send(errorPage('Bad request', 'The address is not valid. Check that the whole link was copied.'));
}

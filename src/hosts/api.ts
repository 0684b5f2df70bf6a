import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { onAvailabilityChange } from '../db/redis.ts';
import { accessLine, logDestination } from '../http/log.ts';
import { Metrics } from '../http/metrics.ts';
import { registerAuthentication } from '../http/authentication.ts';
import { connectionErrorHandler, type RefusalRenderer } from '../http/connection-errors.ts';
import { ApiError, badRequest, errorName, registerErrorHandling } from '../http/errors.ts';
import { SAFE_TEXT_RULE, unsafeTextField } from '../http/text-input.ts';
import { registerDraining } from '../http/draining.ts';
import { registerConditionalRequests } from '../http/conditional.ts';
import { ListAnswers, keptAnswersServer, type KeptAnswerOptions } from '../http/list-answers.ts';
import { registerIdempotency } from '../http/idempotency.ts';
import { RefundableCounters } from '../http/rate-limit-store.ts';
import { requestId, sendRequestId } from '../http/request-id.ts';
import { addCorsHeaders, refuseKeysFromBrowsers, registerCors } from '../http/cors.ts';
import { protectAnswers } from '../http/answer-headers.ts';
import { AllowedMethods } from '../http/methods.ts';
import { apiValidatorCompiler, refuseUndeclaredQuery } from '../http/validation.ts';
import { openApiOptions } from '../http/openapi.ts';
import { referenceIntroduction, referenceWebhooks } from '../modules/changes/reference.ts';
import { anyCaller, registerPolicyGate } from '../http/policies.ts';
import { registerDocs } from '../http/docs.ts';
import type { Services } from '../services.ts';
import { API_KEY_PREFIX } from '../modules/apps/service.ts';
import { mountProvider } from '../modules/identity/mount.ts';
import { changesRoutes } from '../modules/changes/routes.ts';
import { exportsRoutes } from '../modules/exports/routes.ts';
import { calendarsRoutes } from '../modules/calendars/routes.ts';
import { checkInRoutes } from '../modules/checkin/routes.ts';
import { churchesRoutes, userChurchesRoutes } from '../modules/churches/routes.ts';
import { donationsRoutes } from '../modules/donations/routes.ts';
import { eventsRoutes } from '../modules/events/routes.ts';
import { groupsRoutes } from '../modules/groups/routes.ts';
import { householdsRoutes } from '../modules/households/routes.ts';
import { attendanceRoutes } from '../modules/attendance/routes.ts';
import { prayersRoutes } from '../modules/prayers/routes.ts';
import { usersRoutes } from '../modules/users/routes.ts';
import { mcpMetadataRoutes, mcpRoutes } from '../modules/mcp/routes.ts';
import { CallCredentials } from '../modules/mcp/server.ts';
import { KeptToolCalls } from '../modules/mcp/kept-calls.ts';

export interface ApiHostOptions {
  logStream?: pino.DestinationStream;
  /**
   * Check that every successful write evaluated the policy its route declares (see
   * `registerPolicyGate`). Off by default except under NODE_ENV=test, so every test instance
   * records, in process or not, and production pays nothing.
   */
  recordPolicies?: boolean;
}

/** Builds the API host: error handling, authentication, rate limits, then the /api/v1 modules. */
export async function buildApiHost(services: Services, options: ApiHostOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const logStream = options.logStream ?? logDestination();
  const metrics = config.metricsEnabled ? new Metrics(services.database.pool, services.redis) : undefined;
  const rateLimitCounters = new RefundableCounters(services.redis, `${config.redisKeyPrefix}rate-limit:`, metrics && (() => metrics.rateLimitedLocally.inc()));
  const answers = new ListAnswers(config.listCacheMb * 1024 * 1024);
  // One access line per answer, routed or kept, written by one function (the onResponse hook
  // below and the kept answers).
  const writeAccessLine: KeptAnswerOptions['logAnswer'] =
    pino.levels.values[config.logLevel] <= pino.levels.values.info
      ? (request, id, statusCode, ms) => logStream.write(accessLine(request, id, statusCode, ms))
      : undefined;
  const kept: KeptAnswerOptions = {
    cachedPrincipal: (credential) =>
      credential.startsWith(API_KEY_PREFIX) ? services.apps.cachedKey(credential) : services.tokenAuthentication.cached(credential),
    counters: rateLimitCounters,
    rateLimitMax: config.rateLimitMax,
    rateLimitWindowMs: config.rateLimitWindowMs,
    // The host's draining state, once the host exists (below).
    serving: () => true,
    logAnswer: writeAccessLine,
    countAnswer: metrics ? (route, statusCode, seconds) => metrics.record(route, 'GET', statusCode, seconds) : undefined,
  };
  // The MCP server's tool calls of kept lists are answered there too.
  const keptCalls = new KeptToolCalls({
    path: `${new URL(config.apiBaseUrl).pathname}/mcp`,
    answers,
    cachedPrincipal: (credential) =>
      credential.startsWith(API_KEY_PREFIX) ? services.apps.cachedKey(credential) : services.tokenAuthentication.cached(credential, 'mcp'),
  });
  kept.before = [keptCalls.serve];
  keptCalls.serveWith(kept);
  // Refusals made before a route runs (by the HTTP parser, by a closing host) as the error object.
  const refusal: RefusalRenderer = (status, message) => ({
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ error: errorName(status), message, statusCode: status }),
  });
  const app = Fastify({
    logger: { level: config.logLevel, stream: logStream },
    serverFactory: keptAnswersServer(answers, kept),
    // One access line per request (the onResponse hook below) instead of Fastify's two: the
    // completed line carries everything the incoming one does, and each line is a measurable
    // share of a small request.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    requestIdHeader: false,
    ajv: { customOptions: { coerceTypes: 'array' } },
    // A client gets 30 s to send a whole request, headers included; a slow one is cut off
    // instead of holding a connection open.
    requestTimeout: 30_000,
    frameworkErrors: routerError,
    clientErrorHandler: connectionErrorHandler(refusal),
    // A request reaching a closing instance on a connection already open is served (with
    // `Connection: close`), not refused: it was sent before the instance stopped listening.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(apiValidatorCompiler);
  const allowedMethods = new AllowedMethods();
  allowedMethods.collect(app);
  sendRequestId(app);
  registerDraining(app, refusal);
  kept.serving = () => !app.draining;
  app.addHook('onRequest', protectAnswers);
  // Written by `accessLine` rather than pino: the same line as a kept answer's, and no number
  // of it through V8's number-to-string cache (see `decimal`).
  if (writeAccessLine) {
    app.addHook('onResponse', function logAccessLine(request, reply, done) {
      writeAccessLine(request.raw, request.id, reply.statusCode, reply.elapsedTime);
      done();
    });
  }
  registerErrorHandling(app, allowedMethods);
  app.addHook('preValidation', function refuseUnsafeText(request, _reply, done) {
    const inQuery = unsafeTextField(request.query);
    if (inQuery) return done(badRequest(`Invalid query parameter '${inQuery}': ${SAFE_TEXT_RULE}`));
    const inBody = unsafeTextField(request.body);
    done(inBody ? badRequest(`Invalid field '${inBody}': ${SAFE_TEXT_RULE}`) : undefined);
  });
  registerPolicyGate(app, {
    record: options.recordPolicies ?? config.nodeEnv === 'test',
    // An open action needs only an authenticated caller, whom the host knows.
    hostRules: new Map([[anyCaller, (request: FastifyRequest) => anyCaller(request.principal)]]),
  });

  // Liveness: the process answers. Readiness: it can reach what it needs to serve.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    const checks = await readiness(services);
    const states = Object.values(checks);
    const status = states.includes('unreachable') ? 'unavailable' : states.includes('degraded') ? 'degraded' : 'ok';
    return reply.code(status === 'unavailable' ? 503 : 200).send({ status, checks });
  });
  if (services.redis) {
    // Once per change, not per request: the log says what the instance does meanwhile.
    onAvailabilityChange(services.redis, (available) =>
      available
        ? app.log.info('Redis is available again: rate limits are counted by every instance together again')
        : app.log.warn('Redis is unavailable: each instance counts rate limits alone, and a revocation reaches other instances when their cached credentials expire (within 1 s), until Redis returns; requests are served as usual'),
    );
  }
  metrics?.register(app, config.metricsToken);

  // The API's OAuth 2.0 issuer ({API_BASE_URL}/oauth/authorize, /oauth/token, /oauth/revoke,
  // /oauth/introspect, RFC 8414 metadata), handed to oidc-provider before Fastify parses bodies.
  const { api: oauth } = await services.issuers.providers();
  const apiPath = new URL(config.apiBaseUrl).pathname;
  app.addHook(
    'onRequest',
    mountProvider(oauth, {
      prefix: apiPath,
      paths: ['/oauth/authorize', '/oauth/token', '/oauth/revoke', '/oauth/introspect', '/oauth/jwks', '/oauth/register', '/.well-known/'],
      aliases: { [`/.well-known/oauth-authorization-server${apiPath}`]: '/.well-known/oauth-authorization-server' },
      methods: {
        allowed: {
          '/oauth/authorize': ['GET', 'HEAD', 'POST'],
          '/oauth/token': ['POST'],
          '/oauth/revoke': ['POST'],
          '/oauth/introspect': ['POST'],
          '/oauth/jwks': ['GET', 'HEAD'],
          // Dynamic registration (when on): registrations are not managed afterwards.
          '/oauth/register': ['POST'],
          '/.well-known/': ['GET', 'HEAD'],
        },
        refuse: (res, path, allowed) => {
          const message = `${res.req.method} is not allowed on ${path}; it answers ${allowed.join(', ')}`;
          const body = JSON.stringify({ error: 'MethodNotAllowed', message, statusCode: 405 });
          res.writeHead(405, { allow: allowed.join(', '), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
          res.end(body);
        },
      },
    }),
  );
  await registerCors(app);
  // The MCP server's Protected Resource Metadata (RFC 9728), at the host's root.
  await app.register(mcpMetadataRoutes, { apiBaseUrl: config.apiBaseUrl });
  // Tool calls of the MCP server run as REST requests of this host, with a credential standing for their caller.
  const mcpCalls = new CallCredentials();

  await app.register(
    async function apiV1(api) {
      await api.register(swagger, openApiOptions(config, { introduction: referenceIntroduction(config), webhooks: referenceWebhooks() }));

      // API keys carry a recognisable prefix; any other bearer credential is an access token
      // of the API's OAuth issuer.
      refuseKeysFromBrowsers(api, new URL(config.apiBaseUrl).origin);
      registerAuthentication(api, async (credential) =>
        credential.startsWith(API_KEY_PREFIX)
          ? services.apps.authenticateKey(credential)
          : credential.startsWith(CallCredentials.PREFIX)
            ? mcpCalls.principalOf(credential)
            : services.tokenAuthentication.authenticate(credential),
      );
      const rateLimitKey = (request: FastifyRequest) => request.principal?.credentialId ?? `ip:${request.ip}`;
      await api.register(rateLimit, {
        global: true,
        max: config.rateLimitMax,
        timeWindow: config.rateLimitWindowMs,
        hook: 'preValidation',
        enableDraftSpec: true,
        keyGenerator: rateLimitKey,
        store: rateLimitCounters.store(),
        onExceeded: () => metrics?.rateLimited.inc(),
        errorResponseBuilder: (_request, context) =>
          new ApiError(
            429,
            'TooManyRequests',
            `Rate limit of ${context.max} requests per ${config.rateLimitWindowMs / 1000} s exceeded; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
          ),
      });

      refuseUndeclaredQuery(api);
      registerIdempotency(api, services.idempotency);
      // A 304 gives its request back to the rate limit, on the routes that count.
      registerConditionalRequests(api, async (request) => {
        if (request.routeOptions.config.rateLimit !== false) await rateLimitCounters.refund(rateLimitKey(request));
      });
      api.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () => api.swagger());
      registerDocs(api);
      await api.register(churchesRoutes, { churches: services.churches, answers });
      await api.register(eventsRoutes, { events: services.events, answers });
      await api.register(usersRoutes, { users: services.users });
      await api.register(userChurchesRoutes, { churches: services.churches });
      await api.register(prayersRoutes, { prayers: services.prayers, answers });
      await api.register(donationsRoutes, { donations: services.donations });
      await api.register(groupsRoutes, { groups: services.groups, answers });
      await api.register(householdsRoutes, { households: services.households });
      await api.register(attendanceRoutes, { attendance: services.attendance });
      await api.register(checkInRoutes, { checkIns: services.checkIns });
      await api.register(changesRoutes, { changes: services.changes });
      await api.register(exportsRoutes, { exports: services.exports });
      // The MCP server accepts API keys and access tokens bound to it (RFC 8707), never the REST API's.
      await api.register(mcpRoutes, {
        apiBaseUrl: config.apiBaseUrl,
        loginUrl: config.loginUrl,
        calls: mcpCalls,
        keptCalls,
        authenticate: (credential) =>
          credential.startsWith(API_KEY_PREFIX) ? services.apps.authenticateKey(credential) : services.tokenAuthentication.authenticate(credential, 'mcp'),
      });
      await api.register(calendarsRoutes, { calendars: services.calendars });
    },
    { prefix: '/api/v1' },
  );

  return app;
}

/**
 * The router's own refusals (a path that is not valid percent-encoding, a segment over
 * Fastify's 100-character limit) in the spec's error object, like every other answer.
 */
function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  addCorsHeaders(reply);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ error: errorName(414), message: 'A path segment is longer than 100 characters', statusCode: 414 });
    return;
  }
  reply.code(400).send({ error: errorName(400), message: 'The path is not valid percent-encoding', statusCode: 400 });
}

/**
 * What /readyz reports of each dependency. The database is required: without it the instance
 * cannot serve (`unreachable`, and /readyz fails). Redis is not: without it the instance serves
 * on with its own rate-limit counters, so it reports `degraded` and stays ready; a load
 * balancer that took every instance out whenever Redis blips would take the service down.
 */
async function readiness(services: Services): Promise<Record<string, 'ok' | 'unreachable' | 'degraded'>> {
  const checks: Record<string, 'ok' | 'unreachable' | 'degraded'> = {};
  try {
    await sql`select 1`.execute(services.database.db);
    checks.database = 'ok';
  } catch {
    checks.database = 'unreachable';
  }
  if (services.redis) {
    // A connection that is not ready is not asked: the answer is known without waiting.
    const answers = services.redis.status === 'ready' && (await services.redis.ping().then(() => true, () => false));
    checks.redis = answers ? 'ok' : 'degraded';
  }
  return checks;
}

import { createHmac, createSecretKey } from 'node:crypto';
import Provider, { errors, type Configuration, type Grant, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import { API_SCOPE_NAMES, isApiScope, type ApiScope } from '../../http/scopes.ts';
import { secretMatches } from '../../http/secrets.ts';
import { unsafeTextField } from '../../http/text-input.ts';
import { PAGE_HEADERS } from '../../http/pages.ts';
import { errorPage } from '../../views/signin.ts';
import { signedOutPage, signOutPage } from '../../views/signout.ts';
import type { AppsService } from '../apps/service.ts';
import type { UsersService } from '../users/service.ts';
import { findAccount } from './account.ts';
import {
  APPROVED_SCOPES, ASSISTANT_CLIENTS, assistantMetadataRefusal, checkAssistantMetadata, isAssistantClient, lacksApproval, loopbackRedirectAllowed, newRegisteredClientId, type RegisteredClients,
} from './assistants.ts';
import { createAdapterFactory, personReadWithRefreshToken, saveRefreshRotation, UNSAFE_TEXT, type IssuerTag } from './adapter.ts';
import { guardedFetch, type GuardedTransport } from './backchannel.ts';
import { clientMetadata, WEB_ORIGINS } from './clients.ts';
import { refusedAsUnsafeText, refuseUnsafeParameters } from './parameters.ts';
import type { IdentityRepository } from './repository.ts';
import { SIGNIN_CLAIMS, SIGNIN_SCOPES, isSigninScope, splitScope } from './scopes.ts';

/** Lifetimes, in seconds. Where the spec is silent these are our choices (see docs/oauth.md). */
export const LIFETIMES = {
  /** The spec's `expires_in`. */
  accessToken: 3600,
  /** Codes are exchanged by the client's server right after the redirect. */
  authorizationCode: 60,
  /** Sliding: each refresh (rotation) issues a new token valid this long. */
  refreshToken: 30 * 86_400,
  /** The consent and everything issued under it; caps a refresh chain. */
  grant: 365 * 86_400,
  /** How long a person stays signed in at an issuer. */
  session: 14 * 86_400,
  /** Time to finish the login and consent pages. */
  interaction: 30 * 60,
  idToken: 3600,
};

/**
 * The member of a login step's result naming the sign-in host session (its `id_hash`) whose
 * login the issuer takes: the issuer's session is linked to it (see linkSessionToSignIn).
 */
export const SIGNED_IN_BY = 'signedInBy';

/** Seconds during which a just-rotated refresh token may be used once more (racing requests). */
export const REFRESH_GRACE_SECONDS = 10;

export interface ProviderOptions {
  tag: IssuerTag;
  config: Config;
  artifacts: IdentityRepository;
  apps: AppsService;
  users: UsersService;
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  /** The sign-in host's own session (its `cp_session` cookie), which signs out with the issuer's. */
  webSession: WebSessionLink;
  /** What the issuer's outgoing requests (logout tokens, client metadata documents) go through. */
  outbound: GuardedTransport;
  /** The clients that registered themselves (the API issuer's). */
  registeredClients?: RegisteredClients;
  onServerError(error: unknown): void;
}

export interface WebSessionLink {
  cookie: string;
  /** The name of the person signed in with this cookie value, if anyone is. */
  personName(token: string | undefined): Promise<string | undefined>;
  end(token: string | undefined): Promise<void>;
}

/** The MCP server's resource identifier (RFC 8707): tokens bound to it are good there alone. */
export function mcpResource(config: Config): string {
  return `${config.apiBaseUrl}/mcp`;
}

/** Bytes a client ID metadata document may have. */
export const METADATA_DOCUMENT_MAX_BYTES = 5 * 1024;

export function issuerUrl(config: Config, tag: IssuerTag): string {
  return tag === 'api' ? config.apiBaseUrl : config.loginUrl;
}

/** Where a person logs in and consents, for both issuers: the sign-in host. */
export function interactionPath(tag: IssuerTag, uid: string): string {
  return `/interaction/${tag}/${uid}`;
}

// OpenID-only discovery fields that say nothing about the API issuer (RFC 8414 metadata).
const OIDC_ONLY_METADATA = [
  'claims_supported', 'claim_types_supported', 'claims_parameter_supported', 'id_token_signing_alg_values_supported',
  'subject_types_supported', 'userinfo_endpoint', 'userinfo_signing_alg_values_supported', 'request_parameter_supported',
  'request_uri_parameter_supported', 'require_request_uri_registration', 'end_session_endpoint',
];

/**
 * One oidc-provider issuer. Both share the users, the apps (as clients) and the database,
 * partitioned by issuer. The API issuer serves the API scopes as the scopes of one
 * resource server ({API_BASE_URL}); its access tokens are opaque and carry that audience.
 * The sign-in issuer serves openid, profile and email, with userinfo and id_tokens.
 */
export function buildProvider(options: ProviderOptions): Provider {
  const { tag, config, apps } = options;
  const api = tag === 'api';
  const production = config.nodeEnv === 'production';
  const issuer = issuerUrl(config, tag);
  const signinOrigin = new URL(config.loginUrl).origin;
  // The issuers' error pages take their stylesheet and icon from the sign-in host.
  const errorPageHeaders = {
    ...PAGE_HEADERS,
    'content-security-policy': `default-src 'none'; style-src ${signinOrigin}; img-src ${signinOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  };

  const configuration: Configuration = {
    adapter: createAdapterFactory({
      issuer: tag,
      artifacts: options.artifacts,
      findClient: async (clientId) => {
        if (api && isAssistantClient(clientId)) return config.mcpDynamicRegistration ? options.registeredClients?.find(clientId) : undefined;
        const client = await apps.findOAuthClient(clientId);
        return client ? clientMetadata(client, { production, signin: !api }) : undefined;
      },
      registrations: options.registeredClients
        ? {
            save: async (clientId, metadata) => {
              const ctx = Provider.ctx as KoaContextWithOIDC | undefined;
              const ip = ctx ? clientAddress(ctx, production) : 'unknown';
              await options.registeredClients!.save(clientId, metadata, ip);
            },
            delete: (clientId) => options.registeredClients!.delete(clientId),
          }
        : undefined,
      refreshGraceSeconds: REFRESH_GRACE_SECONDS,
    }),
    jwks: options.jwks,
    fetch: guardedFetch(options.outbound, { getMaxBytes: METADATA_DOCUMENT_MAX_BYTES }),
    fetchResponseBodyLimits: { 'client_id metadata document': METADATA_DOCUMENT_MAX_BYTES },
    findAccount: (ctx, sub) => findAccount(options.users, sub, personReadWithRefreshToken(ctx, sub)),
    cookies: {
      // Both hosts may share a cookie jar (localhost on two ports): names keep them apart.
      names: { session: `cp_${tag}_session`, interaction: `cp_${tag}_interaction`, resume: `cp_${tag}_resume` },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
      keys: options.cookieKeys,
    },
    scopes: api ? [] : Object.keys(SIGNIN_SCOPES),
    claims: api ? {} : SIGNIN_CLAIMS,
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    // The digest in client_secret must never serve as an HMAC key: no HS* algorithms.
    enabledJWA: {
      clientAuthSigningAlgValues: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requestObjectSigningAlgValues: ['RS256', 'PS256', 'ES256', 'EdDSA'],
    },
    // The spec makes redirect_uri a required parameter of both requests.
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    // Browser apps call the token, revocation and userinfo endpoints only from their own web
    // origins, and only public apps do. Discovery and JWKS are public documents, open to every
    // origin (oidc-provider's default).
    extraClientMetadata: { properties: [WEB_ORIGINS] },
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientAuthMethod === 'none' && ((client as unknown as Record<string, unknown>)[WEB_ORIGINS] as string[] | undefined)?.includes(origin) === true,
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      userinfo: '/oauth/userinfo',
      jwks: '/oauth/jwks',
      revocation: '/oauth/revoke',
      introspection: '/oauth/introspect',
      end_session: '/oauth/logout',
      pushed_authorization_request: '/oauth/par',
      code_verification: '/oauth/device',
      device_authorization: '/oauth/device/auth',
      backchannel_authentication: '/oauth/backchannel',
      registration: '/oauth/register',
      challenge: '/oauth/challenge',
      credential: '/oauth/credential',
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: api
        ? { enabled: false }
        : {
            enabled: true,
            logoutSource: (ctx) => renderSignOut(ctx, options.webSession),
            postLogoutSuccessSource: async (ctx) => sendPage(ctx, signedOutPage(ctx.oidc.client?.clientName)),
          },
      // Logout tokens are posted from the outbox, not by oidc-provider (see BackchannelLogout).
      backchannelLogout: { enabled: !api },
      // AI assistants that publish no metadata document register themselves (RFC 7591): public
      // clients only (checked as they are stored), with no registration access token, since
      // nobody manages them afterwards; unused ones are dropped after 30 days.
      registration:
        api && config.mcpDynamicRegistration
          ? { enabled: true, initialAccessToken: false, issueRegistrationAccessToken: false, idFactory: (ctx) => admitRegistration(ctx) }
          : { enabled: false },
      // An https:// client_id names the client's own description (Client ID Metadata Document),
      // fetched through the guarded transport and kept as its caching headers say (1 min to 1 day).
      clientIdMetadataDocument:
        api && config.mcpClientMetadataDocuments
          ? {
              enabled: true,
              ack: 'draft-02',
              allowClient: async (_ctx, client) => assistantMetadataRefusal(client.metadata()) === undefined,
              cacheDuration: { min: 60, max: 86_400 },
            }
          : { enabled: false },
      claimsParameter: { enabled: false },
      requestObjects: { enabled: false },
      userinfo: { enabled: !api },
      revocation: {
        enabled: true,
        // RFC 7009: a client revokes only its own tokens; public clients may too (sign-out).
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        // Confidential clients only, and only their own tokens.
        allowedPolicy: async (_ctx, client, token) => client.clientAuthMethod !== 'none' && token.clientId === client.clientId,
      },
      resourceIndicators: api
        ? {
            enabled: true,
            // Two resource servers: the REST API ({API_BASE_URL}) and the MCP server
            // ({API_BASE_URL}/mcp). A token names one audience and is good there alone. An
            // unregistered client (an AI assistant) gets tokens for the MCP server only.
            defaultResource: async (_ctx, client) => (isAssistantClient(client.clientId) ? mcpResource(config) : config.apiBaseUrl),
            useGrantedResource: async () => true,
            getResourceServerInfo: async (_ctx, resource, client) => {
              const assistant = isAssistantClient(client.clientId);
              if (resource !== mcpResource(config) && (resource !== config.apiBaseUrl || assistant)) {
                throw new errors.InvalidTarget(assistant ? `this client may only ask for resource=${mcpResource(config)}` : 'unknown resource');
              }
              const app = assistant ? undefined : await apps.findOAuthClient(client.clientId);
              const scopes = API_SCOPE_NAMES.filter((scope) => !lacksApproval(scope, app));
              return { scope: scopes.join(' '), audience: resource, accessTokenTTL: LIFETIMES.accessToken, accessTokenFormat: 'opaque' };
            },
          }
        : { enabled: false },
    },
    ttl: {
      AccessToken: LIFETIMES.accessToken,
      AuthorizationCode: LIFETIMES.authorizationCode,
      RefreshToken: LIFETIMES.refreshToken,
      Grant: LIFETIMES.grant,
      Session: LIFETIMES.session,
      Interaction: LIFETIMES.interaction,
      IdToken: LIFETIMES.idToken,
    },
    // The spec's token response always carries a refresh_token: issue one on every code
    // exchange without asking for offline_access, and let tokens outlive the login session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    // Every refresh rotates; reuse of a spent token revokes the grant (after the grace
    // window the adapter allows for racing requests).
    rotateRefreshToken: true,
    loadExistingGrant: async (ctx) => loadExistingGrant(ctx, options, tag),
    // oidc-provider drops unknown scopes silently; the spec wants invalid_scope. Checked on
    // the raw parameter, in a parameter validator so it runs after client and redirect_uri are verified, and
    // the error is redirected to the client like any other authorization error.
    extraParams: {
      scope: async (ctx, _filtered, client) => {
        // The parameter as sent: ctx.oidc.params.scope has unknown scopes removed by now.
        // (The authorization endpoint answers GET only, so the query is where it came from.)
        const raw = ctx.query.scope;
        return checkRequestedScope(tag, typeof raw === 'string' ? raw : undefined, client.clientId, options);
      },
    },
    interactions: {
      url: async (_ctx, interaction) => `${config.loginUrl}${interactionPath(tag, interaction.uid)}`,
    },
    // Shown on the issuer's own host, which for the API issuer is not the sign-in host: the
    // page takes the sign-in host's stylesheet, and its policy allows that one origin.
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.set(errorPageHeaders);
      const error = refusedAsUnsafeText(ctx) ? { error: 'invalid_request', error_description: UNSAFE_TEXT } : out;
      ctx.body = errorPage('This request cannot be completed', describeError(error), { assetsOrigin: signinOrigin });
    },
  };

  const provider = new Provider(issuer, configuration);

  // Client secrets are stored only as SHA-256 digests (apps.client_secret_hash), and the
  // client metadata carries that digest as client_secret. compareClientSecret is the one
  // place oidc-provider compares a presented secret (shared/client_auth.js, for both
  // client_secret_basic and client_secret_post), so overriding it on the Client model is the
  // smallest supported change: digest the presented secret, compare in constant time.
  provider.Client.prototype.compareClientSecret = async function compareDigest(this: { clientSecret?: string }, actual: string) {
    return Boolean(this.clientSecret) && typeof actual === 'string' && secretMatches(actual, this.clientSecret as string);
  };

  const redirectUriAllowed = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function loopbackOnAnyPort(this: InstanceType<Provider['Client']>, value: string) {
    return redirectUriAllowed.call(this, value) || (isAssistantClient(this.clientId) && loopbackRedirectAllowed(this.redirectUris ?? [], value));
  };

  deriveRefreshSuccessors(provider, options.cookieKeys[0]);
  refuseUnsafeParameters(provider);

  // Behind the TLS-terminating proxy of a production deployment, X-Forwarded-Proto tells
  // oidc-provider the request was HTTPS, so its cookies are marked Secure.
  provider.proxy = production;

  provider.use(async (ctx, next) => {
    if (options.registeredClients && ctx.method === 'POST' && ctx.path === configuration.routes!.registration && config.mcpDynamicRegistration) {
      if (await registrationsExhausted(clientAddress(ctx, production), options.registeredClients)) {
        ctx.status = 429;
        ctx.set('retry-after', '3600');
        ctx.body = { error: 'invalid_request', error_description: `At most ${ASSISTANT_CLIENTS.registrationsPerHour} client registrations an hour are accepted from one address; try again later` };
        return;
      }
    }
    // Discovery and JWKS take no parameters, so no check of theirs refuses a NUL in the query
    // (see refuseUnsafeParameters for the endpoints that take some): refused here alike.
    const document = ctx.path.startsWith('/.well-known/') || ctx.path === configuration.routes!.jwks;
    if (document && unsafeTextField(ctx.query) !== undefined) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_request', error_description: UNSAFE_TEXT };
      return;
    }
    await next();
    const route = (ctx as Partial<KoaContextWithOIDC>).oidc?.route;
    if (route === 'token') {
      try {
        await saveRefreshRotation(ctx as KoaContextWithOIDC, tag, options.artifacts);
      } catch (error) {
        // The new tokens were not saved: they must not be handed out.
        options.onServerError(error);
        ctx.status = 500;
        ctx.body = { error: 'server_error', error_description: 'oops! something went wrong' };
      }
      mapGrantTypeErrors(ctx);
    }
    if (route === 'authorization' && !api) mapMissingOpenidError(ctx);
    if (route === 'resume') await linkSessionToSignIn(ctx as KoaContextWithOIDC, tag, options.artifacts);
    if (route === 'revocation' && ctx.status === 200) ctx.body = {};
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    // oidc-provider posts its form with an inline script when nobody is signed in at the
    // issuer; our pages carry no inline script, so ours is shown in every case.
    if (route === 'end_session' && ctx.status === 200 && oidc && !oidc.session?.accountId) {
      await renderSignOut(ctx as KoaContextWithOIDC, options.webSession);
    }
    if (route === 'end_session_confirm' && ctx.status === 303 && oidc?.params?.logout) {
      await options.webSession.end(ctx.cookies.get(options.webSession.cookie, { signed: false }));
      ctx.cookies.set(options.webSession.cookie, null, { path: '/', signed: false, overwrite: true });
    }
    if (route === 'discovery' && api) {
      const body = ctx.body as Record<string, unknown>;
      body.scopes_supported = [...API_SCOPE_NAMES];
      // Public clients must use PKCE, and only with S256.
      body.code_challenge_methods_supported = ['S256'];
      for (const field of OIDC_ONLY_METADATA) delete body[field];
    }
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => options.onServerError(error));

  return provider;
}

/**
 * The spec's table has `unauthorized_client` for a grant type the client may not use and no
 * `unsupported_grant_type`. Apps may use authorization_code and refresh_token; every other
 * grant type is one the (authenticated) client is not authorized for.
 */
function mapGrantTypeErrors(ctx: { status: number; body: unknown }): void {
  const body = ctx.body as { error?: string; error_description?: string } | undefined;
  if (!body || typeof body !== 'object') return;
  const notAllowed = body.error === 'invalid_request' && body.error_description === 'requested grant type is not allowed for this client';
  if (body.error === 'unsupported_grant_type' || notAllowed) {
    ctx.status = 400;
    ctx.body = {
      error: 'unauthorized_client',
      error_description: 'this client is not authorized for the requested grant_type; use authorization_code or refresh_token',
    };
  }
}

const OPENID_REQUIRED = 'the openid scope is required for sign-in';
const MISSING_SCOPE = 'missing required parameter scope';

/**
 * Sign-in clients require auth_time in id_tokens, so oidc-provider refuses a request without
 * openid (invalid_request) before our scope check runs; answer it as the scope error it is.
 */
function mapMissingOpenidError(ctx: { status: number; query: Record<string, unknown>; response: { get(field: string): string }; set(field: string, value: string): void }): void {
  if (ctx.status !== 303) return;
  const location = ctx.response.get('location');
  if (!location.includes('error=invalid_request')) return;
  const url = URL.parse(location);
  if (!url || !url.searchParams.get('error_description')?.startsWith('openid scope must be requested for clients with')) return;
  const missing = typeof ctx.query.scope !== 'string' || !ctx.query.scope.trim();
  url.searchParams.set('error', missing ? 'invalid_request' : 'invalid_scope');
  url.searchParams.set('error_description', missing ? MISSING_SCOPE : OPENID_REQUIRED);
  ctx.set('location', url.href);
}

async function checkRequestedScope(tag: IssuerTag, value: string | undefined, clientId: string, options: ProviderOptions): Promise<void> {
  const scopes = splitScope(value);
  if (!scopes.length) throw new errors.InvalidRequest(MISSING_SCOPE);
  if (tag === 'api') {
    const unknown = scopes.filter((scope) => !isApiScope(scope));
    if (unknown.length) {
      throw new errors.InvalidScope(`unknown scope: ${unknown.join(' ')}; valid scopes: ${API_SCOPE_NAMES.join(' ')}`, unknown.join(' '));
    }
    if (isAssistantClient(clientId)) {
      const approved = scopes.filter((scope) => lacksApproval(scope, undefined));
      if (approved.length) {
        throw new errors.InvalidScope(`${approved.join(' ')} is never granted to an assistant or tool not registered here: register an app on the developer dashboard and ask for approval`, approved.join(' '));
      }
      return;
    }
    if (scopes.some((scope) => APPROVED_SCOPES[scope as ApiScope])) {
      const app = await options.apps.findOAuthClient(clientId);
      const unapproved = scopes.filter((scope) => lacksApproval(scope, app));
      if (unapproved.length) {
        const what = unapproved.includes('read:donations') ? 'donation records' : 'household access';
        throw new errors.InvalidScope(`${unapproved.join(' ')} requires the app to be approved for ${what}`, unapproved.join(' '));
      }
    }
    return;
  }
  const unknown = scopes.filter((scope) => !isSigninScope(scope));
  if (unknown.length) {
    throw new errors.InvalidScope(`unknown scope: ${unknown.join(' ')}; sign-in scopes are openid, profile and email`, unknown.join(' '));
  }
  if (!scopes.includes('openid')) throw new errors.InvalidScope(OPENID_REQUIRED, 'openid');
}

/**
 * The client ID of a dynamic registration, once its metadata is one we take (see
 * assistantMetadataRefusal): oidc-provider asks for the ID before it builds the client, so the
 * refusal comes before anything is stored. A `scope` member is dropped: the scopes are asked for,
 * and consented to, at each authorization (oidc-provider would hold them against its OpenID
 * scopes, which the API issuer has none of).
 */
function admitRegistration(ctx: KoaContextWithOIDC): string {
  const body = ctx.oidc.body as Record<string, unknown>;
  checkAssistantMetadata(body);
  delete body.scope;
  return newRegisteredClientId();
}

/**
 * The address a request came from: in production the one the load balancer added last to
 * `X-Forwarded-For` (only that hop is trusted, as on the sign-in host), never one a client wrote.
 */
function clientAddress(ctx: { req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } } }, production: boolean): string {
  const forwarded = ctx.req.headers['x-forwarded-for'];
  const last = production && typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return last || ctx.req.socket.remoteAddress || 'unknown';
}

/**
 * Whether this address has made as many registrations this hour as one may; registrations
 * unused for 30 days are dropped on the way, which keeps the table bounded.
 */
async function registrationsExhausted(ip: string, registered: RegisteredClients): Promise<boolean> {
  const now = Date.now();
  await registered.deleteUnused(new Date(now - ASSISTANT_CLIENTS.unusedDays * 86_400_000).toISOString());
  return (await registered.countFrom(ip, new Date(now - 3_600_000).toISOString())) >= ASSISTANT_CLIENTS.registrationsPerHour;
}

/**
 * Every authorization is its own token family: its own grant, since oidc-provider revokes by
 * grant (revocation, a refresh token or code used twice), so ending one device's tokens
 * leaves the person's other devices alone. What the person consented to is remembered apart
 * from the families (see Interactions.submitConsent); a new authorization starts its grant
 * as a copy of it, so a remembered consent still skips the consent page. The grant the
 * consent page has just filled is this authorization's own.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC, options: ProviderOptions, tag: IssuerTag) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const consented = oidc.result?.consent?.grantId;
  if (consented) {
    const grant = await oidc.provider.Grant.find(consented);
    return grant && grant.accountId === accountId && grant.clientId === clientId ? grant : undefined;
  }
  const remembered = await options.artifacts.findConsent(tag, accountId, clientId);
  if (!remembered) return undefined;
  const { openid, resources, rejected } = JSON.parse(remembered) as Pick<Grant, 'openid' | 'resources' | 'rejected'>;
  const grant = Object.assign(new oidc.provider.Grant({ accountId, clientId }), { openid, resources, rejected });
  await grant.save();
  return grant;
}

/**
 * Links the issuer's session to the sign-in host session whose login it has just taken (named
 * in the login step's result), once the session is saved with that login: signing that
 * browser out then ends this session and no other (see WebSessions.endProviderSessions).
 * An issuer session records nothing of its login but the person and the second.
 */
async function linkSessionToSignIn(ctx: KoaContextWithOIDC, tag: IssuerTag, artifacts: IdentityRepository): Promise<void> {
  const { session, result } = ctx.oidc;
  const signedInBy = (result as Record<string, unknown> | undefined)?.[SIGNED_IN_BY];
  const accountId = result?.login?.accountId;
  if (typeof signedInBy !== 'string' || !accountId || !session?.uid || session.accountId !== accountId) return;
  await artifacts.linkProviderSession(tag, session.uid, accountId, signedInBy, new Date(Date.now() + LIFETIMES.session * 1000).toISOString());
}

/**
 * The page of an end_session request: a confirmation unless the request comes from the app
 * this browser signed into, proven by an id_token_hint of the person signed in here (then,
 * as when nobody is signed in, the sign-out goes on by itself). Either way the issuer's own
 * confirmation endpoint does the signing out, with its per-session xsrf value.
 */
async function renderSignOut(ctx: KoaContextWithOIDC, link: WebSessionLink): Promise<void> {
  const { session, client, entities } = ctx.oidc;
  const userName = await link.personName(ctx.cookies.get(link.cookie, { signed: false }));
  const hint = (entities as { IdTokenHint?: { payload?: { sub?: unknown } } }).IdTokenHint;
  const accountId = session?.accountId;
  const fromSignedInApp = Boolean(accountId && client && hint?.payload?.sub === accountId && session?.authorizations?.[client.clientId]);
  const nothingToEnd = !accountId && !userName;
  sendPage(
    ctx,
    signOutPage({
      action: ctx.oidc.urlFor('end_session_confirm'),
      xsrf: String(session?.state?.secret ?? ''),
      appName: client?.clientName,
      userName,
      proceed: fromSignedInApp || nothingToEnd,
    }),
  );
}

function sendPage(ctx: KoaContextWithOIDC, body: string): void {
  ctx.status = 200;
  ctx.type = 'html';
  ctx.set(PAGE_HEADERS);
  ctx.body = body;
}

function describeError(out: { error?: unknown; error_description?: unknown }): string {
  switch (out.error) {
    case 'invalid_client':
      return 'The app (client_id) is not registered, or has no redirect URI. Ask the app’s developer to check its OAuth settings.';
    case 'invalid_redirect_uri':
      return 'The redirect_uri is not registered for this app, so you are not sent back to it. Ask the app’s developer to check its OAuth settings.';
    default: {
      const description = typeof out.error_description === 'string' ? out.error_description : 'The request is invalid.';
      return `${description} (${String(out.error ?? 'error')})`;
    }
  }
}

/**
 * The tokens a refresh grant issues are derived from the refresh token it spent (an HMAC
 * under the issuers' shared cookie key), not drawn at random. Requests racing with one
 * refresh token inside the grace window (two tabs, a retry after a lost answer, a thief
 * replaying it) therefore all receive the very same successor pair, on any instance: one
 * refresh chain lives on instead of one per request, and reuse after the window is still
 * caught as theft. Every other token stays random.
 */
function deriveRefreshSuccessors(provider: Provider, secret: string): void {
  // Imported once: an HMAC keyed with a string imports the key on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  for (const model of [provider.AccessToken, provider.RefreshToken]) {
    const prototype = model.prototype as unknown as { generateTokenId(): string };
    const random = prototype.generateTokenId;
    prototype.generateTokenId = function generateTokenId(this: unknown) {
      // The default also settles the token's format; only its random value is replaced.
      const id = random.call(this);
      const params = (Provider.ctx as KoaContextWithOIDC | undefined)?.oidc?.params;
      const spent = params?.grant_type === 'refresh_token' ? params.refresh_token : undefined;
      if (typeof spent !== 'string' || !spent) return id;
      return createHmac('sha256', key).update(`${model.name}:${spent}`).digest('base64url');
    };
  }
}

/**
 * The bare provider: oidc-provider (the product's major version) as its README starts it, with
 * its in-memory adapter, on node:http, and configured for the same grant as the product's API
 * issuer: one confidential client (`client_secret_post`), the API scopes of one resource server
 * with opaque access tokens, a refresh token on every code exchange, every refresh rotating.
 * The product adds its own storage, client lookup, secret digests and checks around the same
 * library; this is the library alone.
 *
 * `/interaction/<uid>` signs account 1 in and grants the requested resource scopes at once (the
 * product's login and consent pages), so the runner collects codes through the real
 * authorization endpoint. Env: `PORT`, `CLIENT_ID`, `CLIENT_SECRET`, `REDIRECT_URI`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider, { type Adapter, type JWK } from 'oidc-provider';
// @ts-expect-error -- oidc-provider's own in-memory adapter and its store, untyped internals
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
// @ts-expect-error -- see above
import LRU from 'oidc-provider/lib/helpers/lru.js';

// The in-memory adapter oidc-provider uses when given none, over a store of 1,000,000 entries
// instead of its default 1,000, fewer than one run's codes and tokens.
const store: unknown = new (LRU as new (options: { maxSize: number }) => unknown)({ maxSize: 1_000_000 });
const adapter = (model: string) => new (MemoryAdapter as new (model: string, store: unknown) => Adapter)(model, store);

const port = Number(process.env.PORT ?? 3996);
const issuer = `http://127.0.0.1:${port}`;
const resource = `${issuer}/api/v1`;
const scopes = 'read:churches read:prayers';
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK;

const provider = new Provider(issuer, {
  adapter,
  clients: [
    {
      client_id: process.env.CLIENT_ID ?? 'bench',
      client_secret: process.env.CLIENT_SECRET ?? 'bench secret',
      redirect_uris: [process.env.REDIRECT_URI ?? 'https://bench.example.org/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...signingKey, kid: 'bench', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
  scopes: [],
  responseTypes: ['code'],
  pkce: { required: () => false },
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => resource,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({ scope: scopes, audience: resource, accessTokenTTL: 3600, accessTokenFormat: 'opaque' }),
    },
  },
  ttl: { AccessToken: 3600, AuthorizationCode: 60, RefreshToken: 30 * 86_400, Grant: 365 * 86_400, Session: 14 * 86_400, Interaction: 1800 },
  issueRefreshToken: () => true,
  rotateRefreshToken: true,
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});

const callback = provider.callback();
const server = createServer((req, res) => {
  if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
  void (async () => {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: '1', clientId: String(details.params.client_id) });
    grant.addResourceScope(resource, scopes);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: '1' }, consent: { grantId } }, { mergeWithLastSubmission: false });
  })().catch((error: unknown) => {
    console.error(error);
    res.writeHead(500).end();
  });
});

server.listen(port, '127.0.0.1', () => console.log(`bare provider ready at ${issuer}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import { HOUSEHOLDS_NOT_APPROVED, type Principal } from './principal.ts';

/** Resolves a presented credential to a principal, or null when it is not valid. */
export type Authenticate = (credential: string) => Promise<Principal | null>;

/** `Authorization: Bearer <credential>`, the credential captured. */
export const BEARER = /^Bearer +(\S+) *$/i;
const CREDENTIAL = /^[\x21-\x7e]{1,512}$/;

/** The credential of a request: `Authorization: Bearer …` wins over `X-API-Key`. */
export function presentedCredential(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = BEARER.exec(authorization);
    if (!match) throw unauthorized('The Authorization header must be "Bearer <credential>"');
    return match[1];
  }
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string') return apiKey.trim();
  return undefined;
}

/**
 * Authenticates every route that declares a scope, then checks that scope. Routes without
 * a scope (health, the OpenAPI document, unknown paths) are public.
 */
export function registerAuthentication(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async function authenticateAndCheckScope(request) {
    const scope = request.routeOptions.config.scope;
    if (!scope) return;
    const credential = presentedCredential(request);
    if (!credential) {
      throw unauthorized('Send an API key as "Authorization: Bearer <key>" or "X-API-Key: <key>", or an OAuth access token');
    }
    if (!CREDENTIAL.test(credential)) throw unauthorized('The credential is malformed');
    const principal = await authenticate(credential);
    if (!principal) throw unauthorized('The credential is invalid, expired or revoked');
    request.principal = principal;
    if (scope === 'any') {
      if (!principal.scopes.size) throw forbidden('This endpoint requires a credential with at least one API scope');
    } else if (scope.endsWith(':households') && !principal.householdsApproved) {
      // Named before the scope: an unapproved app's tokens never carry these scopes.
      throw forbidden(HOUSEHOLDS_NOT_APPROVED);
    } else if (!principal.scopes.has(scope)) {
      throw forbidden(`This endpoint requires the ${scope} scope, which this credential does not have`);
    }
  });
}

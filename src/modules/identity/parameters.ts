import type Provider from 'oidc-provider';
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import { unsafeTextField } from '../../http/text-input.ts';
import { UNSAFE_TEXT } from './adapter.ts';

/** The requests whose parameters were refused as unsafe text. */
const refused = new WeakSet<object>();

/**
 * Refuses a request holding a NUL (or an unpaired surrogate) in any parameter, as
 * `invalid_request`, at every endpoint of the issuer that takes parameters.
 *
 * Each of them (authorization, token, userinfo, revocation, introspection, end_session and
 * its confirmation) reads its request through `ctx.oidc.params`, which oidc-provider assigns
 * once it has parsed the body and before it looks at any value. The check sits on that
 * assignment and looks at every parameter sent, in the query and in the body (names included,
 * known to the endpoint or not). The error it throws goes to the endpoint's own error
 * handling, so each answers as it answers any error: the OAuth error object (with the CORS
 * and WWW-Authenticate headers of its endpoint), at the authorization endpoint a redirect
 * to the app once its client_id and redirect_uri can be trusted (RFC 6749, 4.1.2.1) and the
 * error page otherwise (see `refusedAsUnsafeText`).
 */
export function refuseUnsafeParameters(provider: Provider): void {
  const params = new WeakMap<object, unknown>();
  Object.defineProperty(provider.OIDCContext.prototype, 'params', {
    configurable: true,
    get(this: object) {
      return params.get(this);
    },
    set(this: { ctx: KoaContextWithOIDC; body?: unknown }, value: unknown) {
      if (unsafeTextField(this.ctx.query) !== undefined || unsafeTextField(this.body) !== undefined) {
        refused.add(this.ctx);
        throw new errors.InvalidRequest(UNSAFE_TEXT);
      }
      params.set(this, value);
    },
  });
}

/**
 * Whether the request's parameters were refused as unsafe text. At the authorization
 * endpoint oidc-provider then checks the redirect_uri it was given, and reports an unusable
 * one (a NUL in it) as `invalid_redirect_uri`: the error page still names the refusal.
 */
export function refusedAsUnsafeText(ctx: KoaContextWithOIDC): boolean {
  return refused.has(ctx);
}

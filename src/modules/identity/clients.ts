import type { ClientMetadata } from 'oidc-provider';
import type { OAuthClient } from '../apps/service.ts';

/**
 * The client metadata property holding the origins a browser app may call the token,
 * revocation and userinfo endpoints from (see clientBasedCORS in provider.ts): public apps
 * only, since a confidential app's secret never belongs in a browser.
 */
export const WEB_ORIGINS = 'web_origins';

/** The origins of the usable redirect URIs, then the listed web origins (HTTPS only in production). */
function webOrigins(redirectUris: string[], listed: string[], production: boolean): string[] {
  const origins = [...redirectUris.map((uri) => new URL(uri).origin), ...listed.filter((origin) => !production || origin.startsWith('https://'))];
  return [...new Set(origins)];
}

/**
 * Where the sign-in issuer posts the app's logout tokens (HTTPS only in production), and
 * whether they and its ID tokens carry `sid`. An app without a URI gets no logout tokens.
 */
function backchannelLogout(client: OAuthClient, production: boolean): Partial<ClientMetadata> {
  const uri = client.backchannelLogout?.uri;
  if (!uri || (production && !uri.startsWith('https://'))) return {};
  return { backchannel_logout_uri: uri, backchannel_logout_session_required: client.backchannelLogout?.sessionRequired === true };
}

/**
 * The oidc-provider client an app is. Public apps (single-page and mobile) cannot keep a
 * secret: they authenticate with nothing and must use PKCE. Confidential apps send their
 * secret in the form body (`client_secret_post`, as the spec's token request lists it);
 * oidc-provider accepts HTTP Basic for them too. `client_secret` carries the stored SHA-256
 * digest, never the secret: see the compareClientSecret override in provider.ts.
 *
 * The same app is a client of both issuers, each with its own grants and tokens.
 *
 * An app without a usable redirect URI is not an OAuth client (unknown client_id). In
 * production only HTTPS redirect URIs are usable.
 */
export function clientMetadata(client: OAuthClient, options: { production: boolean; signin: boolean }): ClientMetadata | undefined {
  const { production } = options;
  const redirectUris = client.redirectUris.filter((uri) => !production || uri.startsWith('https://'));
  if (!redirectUris.length) return undefined;
  const base: ClientMetadata = {
    client_id: client.clientId,
    client_name: client.name,
    application_type: 'web',
    redirect_uris: redirectUris,
    ...(options.signin ? { post_logout_redirect_uris: client.postLogoutRedirectUris.filter((uri) => !production || uri.startsWith('https://')) } : {}),
    // Logout tokens are an OpenID Connect matter: the sign-in issuer's alone.
    ...(options.signin ? backchannelLogout(client, production) : {}),
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    // Sign-in id_tokens always carry auth_time (when the person last logged in).
    ...(options.signin ? { require_auth_time: true } : {}),
  };
  if (client.type === 'public' || !client.clientSecretDigest) {
    return { ...base, token_endpoint_auth_method: 'none', [WEB_ORIGINS]: webOrigins(redirectUris, client.webOrigins, production) };
  }
  return { ...base, token_endpoint_auth_method: 'client_secret_post', client_secret: client.clientSecretDigest };
}

import type autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createServices } from '../src/services.ts';
import { Browser, walkAuthorization } from '../test/oauth-helpers.ts';
import { BENCH_PASSWORD } from './dataset.ts';

export interface TokenScenario {
  url: string;
  load: Omit<autocannon.Options, 'url' | 'duration' | 'connections'>;
  /**
   * Requests in the run when it is bounded by count (each code redeems once); undefined for a
   * run bounded by time (refresh chains: each answer's refresh token is the next request's).
   */
  amount: number | undefined;
}

export interface TokenScenarios {
  /** Why the token scenarios cannot run, when they cannot. */
  pending?: string;
  scenarios: Record<string, TokenScenario>;
}

const REDIRECT_URI = 'https://bench.example.org/callback';

/**
 * Codes for the API issuer's token endpoint, collected beforehand as a person would give
 * them (one login, then authorizations that reuse the session and the remembered consent),
 * and a refresh scenario fed by the refresh tokens the code exchanges return.
 */
export async function prepareTokenScenarios(context: { databaseUrl: string; api: string; codes: number }): Promise<TokenScenarios> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: context.databaseUrl });
  const database = await openDatabase(context.databaseUrl);
  let clientId: string;
  let clientSecret: string;
  try {
    const services = createServices(config, database);
    const created = await services.apps.createApp({ ownerId: 1, name: 'Token benchmark', type: 'confidential', redirectUris: [REDIRECT_URI] });
    clientId = created.app.clientId;
    clientSecret = created.clientSecret!;
  } finally {
    await database.close();
  }

  const browser = new Browser();
  const codes: string[] = [];
  const started = performance.now();
  for (let i = 0; i < context.codes; i++) {
    const url = new URL(`${context.api}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches read:prayers', state: `s${i}` }).toString();
    const result = await walkAuthorization(browser, url, { email: 'member1@bench.example.org', password: BENCH_PASSWORD, redirectUri: REDIRECT_URI });
    const code = 'callback' in result ? result.callback.searchParams.get('code') : null;
    if (!code) {
      const page = 'page' in result ? `${result.page.status} at ${result.page.url}` : 'no code';
      return { pending: `the authorization flow did not return a code (${page})`, scenarios: {} };
    }
    codes.push(code);
    if ((i + 1) % 100 === 0 || i + 1 === context.codes) {
      process.stdout.write(`\r  collecting authorization codes: ${i + 1} / ${context.codes} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  process.stdout.write('\n');

  return { scenarios: exchangeAndRefresh(`${context.api}/oauth/token`, codes, { clientId, clientSecret, redirectUri: REDIRECT_URI }, 'tokenCodeExchange', 'tokenRefresh') };
}

/**
 * The same two scenarios against the bare provider (`bench/bare-provider.ts`, started by the
 * caller with these client credentials): codes collected through its authorization endpoint
 * (its interaction signs in and consents at once), then `bareProviderCodeExchange` and
 * `bareProviderRefresh`. Each code is asked for in a new browser session, so each has its own
 * grant: oidc-provider's in-memory adapter walks a grant's whole list of tokens on every
 * token it saves, which with all of a run's tokens under one grant (as the product's codes
 * are) would triple the bare provider's cost per refresh, a cost of that development adapter
 * and not of the library.
 */
export const BARE_CLIENT = { clientId: 'bench-bare', clientSecret: 'bench-bare-secret-0123456789abcdef', redirectUri: REDIRECT_URI };

export async function prepareBareProviderScenarios(context: { base: string; codes: number }): Promise<TokenScenarios> {
  const codes: string[] = [];
  const started = performance.now();
  for (let i = 0; i < context.codes; i++) {
    let url = new URL(`${context.base}/auth`);
    url.search = new URLSearchParams({ client_id: BARE_CLIENT.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches read:prayers', state: `s${i}` }).toString();
    let code: string | null = null;
    const browser = new Browser();
    for (let hop = 0; hop < 10 && !code; hop++) {
      const response = await browser.request(url);
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (!location) return { pending: `the bare provider's authorization answered ${response.status} at ${url.href}`, scenarios: {} };
      url = new URL(location, url);
      if (url.href.startsWith(REDIRECT_URI)) code = url.searchParams.get('code');
    }
    if (!code) return { pending: `the bare provider's authorization returned no code (${url.href})`, scenarios: {} };
    codes.push(code);
    if ((i + 1) % 100 === 0 || i + 1 === context.codes) {
      process.stdout.write(`\r  collecting bare provider codes: ${i + 1} / ${context.codes} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  process.stdout.write('\n');
  return { scenarios: exchangeAndRefresh(`${context.base}/token`, codes, BARE_CLIENT, 'bareProviderCodeExchange', 'bareProviderRefresh') };
}

/** Each code redeemed once; the refresh run is fed by the refresh tokens the exchanges return (each rotates, so each is used once). */
function exchangeAndRefresh(
  tokenUrl: string,
  codes: string[],
  client: { clientId: string; clientSecret: string; redirectUri: string },
  exchangeName: string,
  refreshName: string,
): Record<string, TokenScenario> {
  const refreshTokens: string[] = [];
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const { clientId, clientSecret } = client;
  return {
    [exchangeName]: {
      url: tokenUrl,
      amount: codes.length,
      load: {
        method: 'POST',
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: form({ grant_type: 'authorization_code', code: codes.pop() ?? 'exhausted', client_id: clientId, client_secret: clientSecret, redirect_uri: client.redirectUri }),
            }),
            onResponse: (status, body) => {
              if (status === 200) refreshTokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
            },
          },
        ],
      },
    },
    [refreshName]: {
      url: tokenUrl,
      // Chains: each refresh token rotates once, and the one it returns goes back in the pool
      // for a later request, so the run lasts as long as asked (with a warm-up first).
      amount: undefined,
      load: {
        method: 'POST',
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: form({ grant_type: 'refresh_token', refresh_token: refreshTokens.shift() ?? 'exhausted', client_id: clientId, client_secret: clientSecret }),
            }),
            onResponse: (status, body) => {
              if (status === 200) refreshTokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
            },
          },
        ],
      },
    },
  };
}

import type autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createServices } from '../src/services.ts';
import { Browser, walkAuthorization } from '../test/oauth-helpers.ts';
import { BENCH_PASSWORD } from './dataset.ts';

export interface TokenScenario {
  url: string;
  load: Omit<autocannon.Options, 'url' | 'duration' | 'connections'>;
  /** Requests in the run: each code and refresh token redeems once, so the run is bounded by count. */
  amount: number;
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

  const refreshTokens: string[] = [];
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const tokenUrl = `${context.api}/oauth/token`;
  return {
    scenarios: {
      tokenCodeExchange: {
        url: tokenUrl,
        amount: codes.length,
        load: {
          method: 'POST',
          headers,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: form({ grant_type: 'authorization_code', code: codes.pop() ?? 'exhausted', client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI }),
              }),
              onResponse: (status, body) => {
                if (status === 200) refreshTokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
              },
            },
          ],
        },
      },
      tokenRefresh: {
        url: tokenUrl,
        get amount() {
          return refreshTokens.length;
        },
        load: {
          method: 'POST',
          headers,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: form({ grant_type: 'refresh_token', refresh_token: refreshTokens.pop() ?? 'exhausted', client_id: clientId, client_secret: clientSecret }),
              }),
            },
          ],
        },
      },
    },
  };
}

import type { TestContext } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { buildSigninHost } from '../src/hosts/signin.ts';
import { createServices, type Services } from '../src/services.ts';
import { buildUser, freshDatabaseUrl, TEST_PASSWORD } from './helpers.ts';

export interface SigninTestHost {
  app: FastifyInstance;
  services: Services;
  config: Config;
}

/**
 * A fresh, migrated database and the sign-in host (pages, dashboard) for one test; closed when
 * it ends. The host records policies whatever NODE_ENV the test sets.
 */
export async function buildSigninTestHost(t: TestContext, env: Record<string, string> = {}): Promise<SigninTestHost> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: await freshDatabaseUrl(t), RATE_LIMIT_MAX: '100000', ...env });
  const database = await openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(config, database);
  const app = await buildSigninHost(services, { recordPolicies: true });
  t.after(async () => {
    await app.close();
    await database.close();
  });
  return { app, services, config };
}

/** The CSRF token of the (first) form on a page. */
export function csrfOf(html: string): string {
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no CSRF token on the page:\n${html.slice(0, 500)}`);
  return token;
}

/**
 * A browser over `inject`: keeps the host's cookies, follows nothing by itself, and posts
 * forms with the CSRF token of the last page it loaded (unless told otherwise).
 */
export class PageClient {
  private readonly app: FastifyInstance;
  private readonly cookies = new Map<string, string>();
  /** The CSRF token of the last page loaded. */
  csrf = '';
  ip: string;
  /** Sent with every request (e.g. what a proxy adds). */
  extraHeaders: Record<string, string> = {};

  constructor(app: FastifyInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({ method: 'GET', url, headers: this.headers(), remoteAddress: this.ip });
    this.remember(response);
    return response;
  }

  /** Posts a form; `_csrf` defaults to the last page's token (pass `_csrf: ''` to send none). */
  async post(url: string, form: Record<string, string | string[]> = {}): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams();
    const fields: Record<string, string | string[]> = { _csrf: this.csrf, ...form };
    for (const [name, value] of Object.entries(fields)) {
      if (name === '_csrf' && value === '') continue;
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
      remoteAddress: this.ip,
    });
    this.remember(response);
    return response;
  }

  /** Posts a form that answers with a redirect (POST → redirect → GET) and loads the page it redirects to. */
  async postAndFollow(url: string, form: Record<string, string | string[]> = {}): Promise<{ posted: LightMyRequestResponse; page: LightMyRequestResponse }> {
    const posted = await this.post(url, form);
    if (posted.statusCode !== 303) throw new Error(`expected 303 from ${url}, got ${posted.statusCode}:\n${posted.body.slice(0, 1000)}`);
    return { posted, page: await this.get(String(posted.headers.location)) };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return headers;
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const type = String(response.headers['content-type'] ?? '');
    if (type.startsWith('text/html')) {
      const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
      if (token) this.csrf = token;
    }
  }
}

/** A person with an account, signed in through the login page. */
export async function signedIn(host: SigninTestHost, overrides: Parameters<typeof buildUser>[1] = {}, ip?: string) {
  const user = await buildUser(host.services, overrides);
  const client = new PageClient(host.app, ip);
  await client.get('/login');
  const response = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
  if (response.statusCode !== 303) throw new Error(`sign-in failed: ${response.statusCode}\n${response.body.slice(0, 500)}`);
  return { user, client };
}

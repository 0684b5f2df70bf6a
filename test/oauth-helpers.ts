import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { buildApiHost } from '../src/hosts/api.ts';
import { buildSigninHost } from '../src/hosts/signin.ts';
import { createServices, type Services } from '../src/services.ts';
import { freshDatabaseUrl } from './helpers.ts';
import { freePorts } from './instances.ts';

export interface BothHosts {
  services: Services;
  config: Config;
  apiBaseUrl: string;
  loginUrl: string;
  api: FastifyInstance;
  signin: FastifyInstance;
}

/**
 * Both hosts on real sockets over one fresh database. The API is addressed as 127.0.0.1 and
 * the sign-in host as localhost, so (as in production, where they are different hosts) a
 * browser keeps separate cookies for them. The issuers need their addresses before the
 * hosts listen, so ports are picked first; when another process takes one in between, the
 * hosts are built again on new ports.
 */
export async function startBothHosts(t: TestContext, env: Record<string, string> = {}): Promise<BothHosts> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tryStartBothHosts(t, env);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

async function tryStartBothHosts(t: TestContext, env: Record<string, string>): Promise<BothHosts> {
  const [apiPort, loginPort] = await freePorts(2);
  const apiBaseUrl = `http://127.0.0.1:${apiPort}/api/v1`;
  const loginUrl = `http://localhost:${loginPort}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: await freshDatabaseUrl(t),
    RATE_LIMIT_MAX: '100000',
    PORT: String(apiPort),
    LOGIN_PORT: String(loginPort),
    API_BASE_URL: apiBaseUrl,
    LOGIN_URL: loginUrl,
    ...env,
  });
  const database = await openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(config, database);
  const api = await buildApiHost(services);
  const signin = await buildSigninHost(services);
  const close = async () => {
    await Promise.all([api.close(), signin.close()]);
    await database.close();
  };
  try {
    await api.listen({ port: apiPort, host: '127.0.0.1' });
    await signin.listen({ port: loginPort, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  t.after(close);
  return { services, config, apiBaseUrl, loginUrl, api, signin };
}

/**
 * A browser without JavaScript: follows nothing by itself, keeps cookies per host name (like
 * browsers, ignoring the port), and fills in forms.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = this.jar.get(target.hostname);
    const headers: Record<string, string> = { accept: 'text/html' };
    if (cookies?.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(target.hostname, line);
    return response;
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  cookieLines(host: string): string[] {
    return [...(this.jar.get(host)?.keys() ?? [])];
  }

  forget(host: string, name: string): void {
    this.jar.get(host)?.delete(name);
  }

  private store(host: string, line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, cookies);
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
}

export interface Page {
  url: string;
  status: number;
  html: string;
}

export interface FlowOptions {
  email: string;
  password: string;
  decision?: 'allow' | 'deny';
  /** Where the app's redirect URI starts: the walk stops there. */
  redirectUri: string;
  /** Stop on the consent page instead of answering it. */
  stopAt?: 'consent';
}

/** The result of walking an authorization request: the callback URL, or the page the walk stopped on. */
export type FlowResult = { callback: URL; pages: string[] } | { page: Page; pages: string[] };

/**
 * Follows an authorization request like a person would: logs in and answers the consent page
 * when they appear, until the browser is sent to the app's redirect URI (not fetched).
 * `pages` lists which of our pages were shown ('login', 'consent').
 */
export async function walkAuthorization(browser: Browser, start: string | URL, options: FlowOptions): Promise<FlowResult> {
  let url = new URL(start);
  let response = await browser.request(url);
  const pages: string[] = [];
  for (let step = 0; step < 20; step++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url);
      if (url.href.startsWith(options.redirectUri)) return { callback: url, pages };
      response = await browser.request(url);
      continue;
    }
    const html = await response.text();
    const form = parseForm(html);
    if (response.status !== 200 || !form) return { page: { url: url.href, status: response.status, html }, pages };
    const action = new URL(form.action, url);
    if (form.fields.has('password') || /name="password"/.test(html)) {
      if (pages.includes('login')) return { page: { url: url.href, status: response.status, html }, pages };
      pages.push('login');
      response = await browser.request(action, { form: { _csrf: form.csrf, email: options.email, password: options.password } });
    } else if (/name="decision"/.test(html)) {
      pages.push('consent');
      if (options.stopAt === 'consent') return { page: { url: url.href, status: response.status, html }, pages };
      response = await browser.request(action, { form: { _csrf: form.csrf, decision: options.decision ?? 'allow' } });
    } else {
      return { page: { url: url.href, status: response.status, html }, pages };
    }
  }
  throw new Error('authorization did not finish in 20 steps');
}

export function parseForm(html: string): { action: string; csrf: string; fields: Set<string> } | undefined {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) return undefined;
  const csrf = /name="_csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields = new Set([...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1]));
  return { action: action.replaceAll('&amp;', '&'), csrf, fields };
}

export function callbackOf(result: FlowResult): URL {
  if ('callback' in result) return result.callback;
  assert.fail(`expected a redirect to the app, got page ${result.page.status} at ${result.page.url}:\n${result.page.html.slice(0, 800)}`);
}

/** Form-encoded POST, as the spec's token requests are. */
export async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text };
  }
  return { status: response.status, headers: response.headers, body };
}

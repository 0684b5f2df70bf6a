import { after, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { chromium, type Browser } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices, type Services } from '../src/services.ts';
import { buildChurch, buildPrayer, buildUser, freshDatabaseUrl, TEST_PASSWORD } from './helpers.ts';
import { freePorts, startInstance } from './instances.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { ASSISTANT_TLS_CERT, mcpPost, metadataDocument, startCallbackServer, startMetadataHost } from './assistants.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP_BROWSER = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let launched: Promise<Browser> | undefined;
function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`These tests need chromium at ${CHROMIUM} ("apt-get install -y chromium"), or SKIP_BROWSER_TESTS=1`);
  launched ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  return launched;
}
after(async () => {
  if (launched) await (await launched).close();
});

/**
 * An assistant's side of OAuth as the SDK asks for it: it keeps what it is given in memory and,
 * when sent to authorize, opens the address in Chromium, where the person signs in and allows it.
 */
class AssistantAuth implements OAuthClientProvider {
  readonly clientMetadataUrl: string | undefined;
  private readonly redirect: string;
  private readonly person: { email: string };
  private information: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';
  /** What the consent page said, for the test to check. */
  consentText = '';
  /** Content-Security-Policy violations the browser reported on our pages. */
  readonly cspViolations: string[] = [];
  authorizationUrl: URL | undefined;
  private signingIn: Promise<void> | undefined;

  constructor(options: { redirectUri: string; clientMetadataUrl?: string; person: { email: string } }) {
    this.redirect = options.redirectUri;
    this.clientMetadataUrl = options.clientMetadataUrl;
    this.person = options.person;
  }

  get redirectUrl(): string {
    return this.redirect;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Registered Assistant',
      redirect_uris: [this.redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation() {
    return this.information;
  }

  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information;
  }

  tokens() {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }

  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }

  codeVerifier() {
    return this.verifier;
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
    this.signingIn = this.signIn(url);
  }

  /** The person's part, in Chromium: the login page, then the consent page, then the redirect to the assistant. */
  private async signIn(url: URL): Promise<void> {
    const context = await (await browser()).newContext();
    try {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) this.cspViolations.push(message.text());
      });
      await page.goto(url.href);
      await page.fill('#email', this.person.email);
      await page.fill('#password', TEST_PASSWORD);
      await page.click('button[type=submit]');
      await page.waitForSelector('button[value=allow]');
      this.consentText = await page.innerText('main');
      await page.click('button[value=allow]');
      await page.waitForURL((address) => address.href.startsWith(this.redirect), { waitUntil: 'commit' }).catch(async (error: Error) => {
        throw new Error(`${error.message}\nstopped at ${page.url()}:\n${(await page.content()).slice(0, 1500)}`);
      });
    } finally {
      await context.close();
    }
  }

  async signedIn(): Promise<void> {
    assert.ok(this.signingIn, 'the client was sent to authorize');
    await this.signingIn;
  }
}

/**
 * The whole connection of an assistant that knows only the MCP server's address: the first
 * attempt gets 401, the SDK discovers the resource and the issuer, gets a client ID (metadata
 * document or registration), sends the person to authorize with PKCE and `resource`, and once the
 * code arrives exchanges it; the second attempt connects.
 */
async function connectAssistant(mcpUrl: string, auth: AssistantAuth, callback: { next(): Promise<URL> }): Promise<Client> {
  const first = new Client({ name: 'test-assistant', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: auth });
  await assert.rejects(first.connect(transport), UnauthorizedError);
  const [arrived] = await Promise.all([callback.next(), auth.signedIn()]);
  const code = arrived.searchParams.get('code');
  assert.ok(code, `the callback carries a code: ${arrived.href}`);
  await transport.finishAuth(code);
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: auth }));
  return client;
}

/** What every flow checks once connected: tools, a list, a write, a refusal. */
async function useTheTools(client: Client, churchId: number, othersPrayerId?: number): Promise<void> {
  const { tools } = await client.listTools();
  const names = tools.map((tool) => tool.name);
  assert.ok(names.includes('listChurches') && names.includes('createPrayer'));
  assert.ok(!names.includes('listDonations'), 'donation tools are never listed for an unregistered client');
  const churches = await client.callTool({ name: 'listChurches', arguments: { limit: 10 } });
  assert.equal(churches.isError, undefined);
  assert.ok((churches.structuredContent as { data: { id: number }[] }).data.some((church) => church.id === churchId));
  const prayer = await client.callTool({ name: 'createPrayer', arguments: { communityId: churchId, content: 'Please pray for the Millers' } });
  assert.equal(prayer.isError, undefined);
  assert.equal((prayer.structuredContent as { data: { content: string } }).data.content, 'Please pray for the Millers');
  // A call the API refuses is a tool error carrying the API's error object, not a protocol error.
  const refused = othersPrayerId
    ? await client.callTool({ name: 'deletePrayer', arguments: { id: othersPrayerId } })
    : await client.callTool({ name: 'getChurch', arguments: { id: 987654 } });
  assert.equal(refused.isError, true);
  const error = JSON.parse((refused.content as { text: string }[])[0].text) as { error: string; statusCode: number };
  assert.ok(error.statusCode === 403 || error.statusCode === 404, JSON.stringify(error));
}

async function open(t: TestContext) {
  await browser();
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const church = await buildChurch(hosts.services);
  const callback = await startCallbackServer(t);
  return { hosts, person, church, callback, mcpUrl: `${hosts.apiBaseUrl}/mcp` };
}

test('an assistant with a Client ID Metadata Document connects with nothing but the URL and uses the tools', { skip: SKIP_BROWSER }, async (t) => {
  const { hosts, person, church, callback, mcpUrl } = await open(t);
  const metadata = await startMetadataHost(t);
  const clientId = `${metadata.origin}/assistant.json`;
  metadata.put('/assistant.json', { body: metadataDocument(clientId, callback.redirectUri) });
  const auth = new AssistantAuth({ redirectUri: callback.redirectUri, clientMetadataUrl: clientId, person });

  const client = await connectAssistant(mcpUrl, auth, callback);
  t.after(() => client.close());
  assert.equal(auth.authorizationUrl?.searchParams.get('client_id'), clientId);
  assert.equal(auth.authorizationUrl?.searchParams.get('resource'), mcpUrl);
  assert.equal(auth.authorizationUrl?.searchParams.get('code_challenge_method'), 'S256');
  assert.match(auth.consentText, /Helpful Assistant wants access/);
  assert.match(auth.consentText, /not registered with us/);
  assert.deepEqual(auth.cspViolations, []);
  assert.equal(metadata.hits('/assistant.json'), 1);
  await useTheTools(client, church.id);

  // The person finds it under Connected apps on their account page; revoking it there ends its token at once.
  const context = await (await browser()).newContext();
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(`${hosts.loginUrl}/login?next=/account`);
  await page.fill('#email', person.email);
  await page.fill('#password', TEST_PASSWORD);
  await page.click('button[type=submit]');
  const name = `Helpful Assistant (AI assistant, ${new URL(metadata.origin).host})`;
  await page.waitForSelector(`text=${name}`);
  const token = (await auth.tokens())?.access_token;
  assert.ok(token);
  assert.equal((await mcpPost(mcpUrl, { method: 'tools/list' }, { token, protocolVersion: '2025-11-25' })).status, 200);
  await page.click(`button[aria-label="Revoke access for ${name}"]`);
  await page.waitForSelector('text=No connected apps');
  assert.equal((await mcpPost(mcpUrl, { method: 'tools/list' }, { token, protocolVersion: '2025-11-25' })).status, 401);

  // The developer dashboard's page for connecting one: the address, with a working copy button.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${hosts.loginUrl}/developers/assistants`);
  assert.equal(await page.textContent('#mcp-url'), mcpUrl);
  assert.ok(await page.isVisible('button[data-copy="mcp-url"]'), 'the copy button, shown by the page script');
  assert.deepEqual(violations, []);
});

test('an assistant without a metadata document registers itself and connects the same way', { skip: SKIP_BROWSER }, async (t) => {
  const { hosts, person, church, callback, mcpUrl } = await open(t);
  const author = await buildUser(hosts.services);
  const others = await buildPrayer(hosts.services, church.id, author.id);
  const auth = new AssistantAuth({ redirectUri: callback.redirectUri, person });
  const client = await connectAssistant(mcpUrl, auth, callback);
  t.after(() => client.close());
  assert.match(String(auth.clientInformation()?.client_id), /^reg_/);
  assert.match(auth.consentText, /registered itself/);
  await useTheTools(client, church.id, others.id);
});

/** A load balancer: each request goes to the next instance in turn. */
async function roundRobin(t: TestContext, port: number, targets: string[]): Promise<void> {
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[turn++ % targets.length]);
    const forwarded = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
}

test('on PostgreSQL and Redis, with every request spread over two instances', { skip: process.env.TEST_DATABASE_URL ? SKIP_BROWSER : 'needs TEST_DATABASE_URL (PostgreSQL) and Redis', timeout: 120_000 }, async (t) => {
  await browser();
  const databaseUrl = await freshDatabaseUrl(t);
  const database = await openDatabase(databaseUrl);
  t.after(() => database.close());
  await migrateToLatest(database.db);
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const services: Services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
  t.after(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  const person = await buildUser(services);
  const church = await buildChurch(services);

  // Both instances have the public addresses of the balancers in front of them.
  const [apiPort, loginPort] = await freePorts(2);
  const env = {
    DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix,
    API_BASE_URL: `http://127.0.0.1:${apiPort}/api/v1`, LOGIN_URL: `http://localhost:${loginPort}`,
    // The instances trust the test's metadata host as they would a public one.
    NODE_EXTRA_CA_CERTS: ASSISTANT_TLS_CERT,
  };
  const [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  t.after(() => {
    a.process.kill('SIGKILL');
    b.process.kill('SIGKILL');
  });
  await roundRobin(t, apiPort, [a.origin, b.origin]);
  await roundRobin(t, loginPort, [a.loginUrl, b.loginUrl]);

  const callback = await startCallbackServer(t);
  const metadata = await startMetadataHost(t);
  const clientId = `${metadata.origin}/assistant.json`;
  metadata.put('/assistant.json', { body: metadataDocument(clientId, callback.redirectUri), headers: { 'cache-control': 'max-age=600' } });
  const auth = new AssistantAuth({ redirectUri: callback.redirectUri, clientMetadataUrl: clientId, person });
  const mcpUrl = `${env.API_BASE_URL}/mcp`;
  const client = await connectAssistant(mcpUrl, auth, callback);
  t.after(() => client.close());
  await useTheTools(client, church.id);
  // Each instance fetched the document at most once, and kept it.
  assert.ok(metadata.hits('/assistant.json') <= 2, `fetched ${metadata.hits('/assistant.json')} times`);
  // An assistant that registers itself: its registration is in the database, so both instances know it.
  const otherCallback = await startCallbackServer(t);
  const registered = new AssistantAuth({ redirectUri: otherCallback.redirectUri, person });
  const second = await connectAssistant(mcpUrl, registered, otherCallback);
  t.after(() => second.close());
  assert.match(String(registered.clientInformation()?.client_id), /^reg_/);
  await useTheTools(second, church.id);
  const prayers = await database.db.selectFrom('prayers').select('content').where('user_id', '=', person.id).execute();
  assert.deepEqual(prayers.map((row) => row.content), ['Please pray for the Millers', 'Please pray for the Millers']);
});

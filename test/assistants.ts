import type { TestContext } from 'node:test';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createHttpServer, type Server } from 'node:http';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { Browser, callbackOf, postForm, walkAuthorization } from './oauth-helpers.ts';

/** The self-signed certificate of the test's metadata host (CN localhost, 127.0.0.1). */
export const ASSISTANT_TLS_CERT = fileURLToPath(new URL('fixtures/assistant-tls.crt', import.meta.url));
const ASSISTANT_TLS_KEY = fileURLToPath(new URL('fixtures/assistant-tls.key', import.meta.url));

let trusted = false;

/**
 * Trusts the test certificate in this process only, beside the system's authorities: the
 * service's outbound transport then reaches the local https host as it would a public one.
 * Production code has no switch for this (child processes get `NODE_EXTRA_CA_CERTS`).
 */
export function trustTestCertificate(): void {
  if (trusted) return;
  setDefaultCACertificates([...getCACertificates('default'), readFileSync(ASSISTANT_TLS_CERT, 'utf8')]);
  trusted = true;
}

export interface Served {
  /** Waits this long before answering. */
  delayMs?: number;
  status?: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

/** An https host on loopback that serves what the test puts at each path, and counts requests. */
export interface MetadataHost {
  origin: string;
  put(path: string, served: Served): void;
  hits(path: string): number;
}

export async function startMetadataHost(t: TestContext): Promise<MetadataHost> {
  trustTestCertificate();
  const routes = new Map<string, Served>();
  const counts = new Map<string, number>();
  const server = createHttpsServer({ cert: readFileSync(ASSISTANT_TLS_CERT), key: readFileSync(ASSISTANT_TLS_KEY) }, (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const served = routes.get(path);
    if (!served) return void response.writeHead(404).end();
    setTimeout(() => {
      response.writeHead(served.status ?? 200, { 'content-type': 'application/json', ...served.headers });
      response.end(served.body);
    }, served.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    put: (path, served) => routes.set(path, served),
    hits: (path) => counts.get(path) ?? 0,
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A client ID metadata document naming itself and a loopback redirect URI (a native client). */
export function metadataDocument(clientId: string, redirectUri: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    client_id: clientId,
    client_name: 'Helpful Assistant',
    client_uri: 'https://assistant.example.org',
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    application_type: 'native',
    ...extra,
  });
}

/** A loopback server that takes the browser's callback (where a native client listens), answering a small page. */
export async function startCallbackServer(t: TestContext): Promise<{ redirectUri: string; next(): Promise<URL>; server: Server }> {
  let waiting: ((url: URL) => void) | undefined;
  const arrived: URL[] = [];
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', redirectUri);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>You may close this window.</p>');
    if (waiting) {
      waiting(url);
      waiting = undefined;
    } else arrived.push(url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const redirectUri = `http://127.0.0.1:${(server.address() as { port: number }).port}/callback`;
  return {
    redirectUri,
    server,
    next: () => (arrived.length ? Promise.resolve(arrived.shift()!) : new Promise<URL>((resolve) => (waiting = resolve))),
  };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The authorization code flow of a public client at the API issuer, walked without a browser
 * engine (login and consent forms posted), then the code exchanged: the tokens, or the page
 * the walk stopped on.
 */
export async function authorizeAtApi(
  apiBaseUrl: string,
  options: { clientId: string; redirectUri: string; scope: string; resource?: string; email: string; password: string; browser?: Browser; tokenResource?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { verifier, challenge } = pkcePair();
  const start = new URL(`${apiBaseUrl}/oauth/authorize`);
  start.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope,
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.resource ? { resource: options.resource } : {}),
  }).toString();
  const callback = callbackOf(await walkAuthorization(options.browser ?? new Browser(), start, { email: options.email, password: options.password, redirectUri: options.redirectUri }));
  const code = callback.searchParams.get('code');
  if (!code) return { status: 0, body: Object.fromEntries(callback.searchParams) };
  return postForm(`${apiBaseUrl}/oauth/token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: options.redirectUri,
    client_id: options.clientId,
    code_verifier: verifier,
    ...(options.tokenResource ? { resource: options.tokenResource } : {}),
  });
}

/** One JSON-RPC request to the MCP server over plain HTTP, as a client of the given protocol revision sends it. */
export async function mcpPost(
  mcpUrl: string,
  message: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string>; protocolVersion?: string } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(options.protocolVersion ? { 'mcp-protocol-version': options.protocolVersion } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...message }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

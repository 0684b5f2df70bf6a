import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { presentedCredential } from '../../http/authentication.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { anyCaller } from '../../http/policies.ts';
import type { Principal } from '../../http/principal.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import { lacksApproval } from '../identity/assistants.ts';
import { McpEndpoint, resourceScope, type ApiCaller, type CallCredentials } from './server.ts';
import { missingScope } from './policy.ts';
import { toolsOf } from './tools.ts';
import type { KeptToolCalls } from './kept-calls.ts';

export interface McpRoutesOptions {
  /** `{API_BASE_URL}`; the MCP server is `{API_BASE_URL}/mcp`. */
  apiBaseUrl: string;
  /** The sign-in host's address: its pages may call the MCP server from a browser too. */
  loginUrl: string;
  /** A credential of the MCP server (an access token bound to it, or an API key) to its principal. */
  authenticate(credential: string): Promise<Principal | null>;
  calls: CallCredentials;
  /** The tool calls answered before Fastify from kept list answers: told the tools once they are made. */
  keptCalls?: KeptToolCalls;
}

const RESOURCE_NAME = 'Community Platform MCP server';

/** The Protected Resource Metadata of the MCP server (RFC 9728). */
export function protectedResourceMetadata(apiBaseUrl: string) {
  return {
    resource: `${apiBaseUrl}/mcp`,
    authorization_servers: [apiBaseUrl],
    // What an assistant may be granted: the scopes needing an administrator's approval are for registered apps only.
    scopes_supported: API_SCOPE_NAMES.filter((scope) => !lacksApproval(scope, undefined)),
    bearer_methods_supported: ['header'],
    resource_name: RESOURCE_NAME,
  };
}

/** Where the metadata of the MCP server is (RFC 9728's well-known form for a resource with a path). */
export function resourceMetadataUrl(apiBaseUrl: string): string {
  const mcp = new URL(`${apiBaseUrl}/mcp`);
  return `${mcp.origin}/.well-known/oauth-protected-resource${mcp.pathname}`;
}

const JsonRpcBody = Type.Unknown({ description: 'A JSON-RPC message of the Model Context Protocol' });
const MetadataAnswer = Type.Object({
  resource: Type.String(),
  authorization_servers: Type.Array(Type.String()),
  scopes_supported: Type.Array(Type.String()),
  bearer_methods_supported: Type.Array(Type.String()),
  resource_name: Type.String(),
});

/**
 * The two Protected Resource Metadata addresses, at the API host's root: RFC 9728's form for the
 * MCP server's path, and the bare one that clients try when a 401 names no metadata.
 */
export async function mcpMetadataRoutes(app: FastifyInstance, options: Pick<McpRoutesOptions, 'apiBaseUrl'>): Promise<void> {
  const document = protectedResourceMetadata(options.apiBaseUrl);
  const paths = [new URL(resourceMetadataUrl(options.apiBaseUrl)).pathname, '/.well-known/oauth-protected-resource'];
  for (const url of paths) {
    app.get(url, { schema: { hide: true, response: { 200: MetadataAnswer } } }, async (_request, reply) => {
      // A public document: any site may read it, and caches may keep it for an hour.
      return reply.header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*').send(document);
    });
  }
}

/**
 * `POST {API_BASE_URL}/mcp`: the MCP server over Streamable HTTP, stateless (no session, no
 * server-sent stream: `GET` and `DELETE` answer 405). Each request authenticates on its own: an
 * access token bound to the MCP server (RFC 8707) or an API key; anything else gets 401 with the
 * address of the resource metadata, where an MCP client starts its OAuth flow.
 */
export async function mcpRoutes(app: FastifyInstance, options: McpRoutesOptions): Promise<void> {
  const metadataUrl = resourceMetadataUrl(options.apiBaseUrl);
  const allowedOrigins = new Set([new URL(options.apiBaseUrl).origin, new URL(options.loginUrl).origin]);
  const prefix = new URL(options.apiBaseUrl).pathname;
  let endpoint: McpEndpoint | undefined;

  // Each call is the REST request itself, injected into this host with a credential standing
  // for the caller's principal for the length of the call.
  const call: ApiCaller = ({ principal, ip }, { method, url, body, idempotencyKey }) =>
    options.calls.with(principal, async (credential) => {
      const answer = await app.inject({
        method: method as 'GET',
        url: `${prefix}${url}`,
        // The caller's address, as the REST request would have it (the audit log records it).
        remoteAddress: ip,
        headers: {
          authorization: `Bearer ${credential}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      const type = String(answer.headers['content-type'] ?? '');
      if (!answer.rawPayload.length) return { status: answer.statusCode, body: undefined };
      if (type.startsWith('application/json')) return { status: answer.statusCode, body: JSON.parse(answer.body) as unknown };
      // A document (a PDF of labels, a calendar): handed over as it is.
      return { status: answer.statusCode, body: undefined, file: { mimeType: type.split(';')[0], data: answer.rawPayload } };
    });
  // The tools are made from the document this host serves, once its routes are all known.
  app.addHook('onReady', async () => {
    const tools = toolsOf(app.swagger() as unknown as Record<string, unknown>);
    endpoint = new McpEndpoint(tools, call);
    options.keptCalls?.useTools(tools);
  });

  const refuse = (message: string, presented: boolean) =>
    new ApiError(401, 'Unauthorized', message, {
      'www-authenticate': `Bearer resource_metadata="${metadataUrl}"${presented ? ', error="invalid_token"' : ''}`,
    });

  const authenticateMcpCaller = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    // A page of another site must not drive the server from a person's browser (DNS rebinding included).
    if (origin !== undefined && !allowedOrigins.has(origin)) throw forbidden(`Requests from the web origin ${origin} are not allowed on the MCP server`);
    let credential: string | undefined;
    try {
      credential = presentedCredential(request);
    } catch {
      throw refuse('The Authorization header must be "Bearer <token>"', true);
    }
    if (!credential) throw refuse('Sign in: send an access token for this MCP server (see the resource metadata) or an API key', false);
    const principal = /^[\x21-\x7e]{1,512}$/.test(credential) ? await options.authenticate(credential) : null;
    if (!principal) throw refuse('The access token is invalid, expired, revoked or not meant for this MCP server', true);
    request.principal = principal;
  };

  app.post(
    '/mcp',
    {
      schema: { hide: true, body: JsonRpcBody },
      // Open to any signed-in caller: each tool call is its REST request, which applies its own rule.
      config: { policy: anyCaller, rateLimit: false },
      onRequest: authenticateMcpCaller,
    },
    async (request, reply) => {
      if (!endpoint) throw new ApiError(503, 'ServiceUnavailable', 'The MCP server is starting');
      const needed = stepUpScope(endpoint, request.body, request.principal);
      if (needed) {
        // The scope names what this call needs and nothing else (RFC 6750 section 3.1; the MCP
        // authorization spec leaves keeping the scopes already granted to the client, which asks
        // for the union of both when it authorizes again).
        throw new ApiError(403, 'Forbidden', `This call needs the ${needed} scope, which this token does not have: authorize again with it`, {
          'www-authenticate': `Bearer error="insufficient_scope", scope="${needed}", resource_metadata="${metadataUrl}"`,
        });
      }
      const answer = await endpoint.handle(webRequest(request, options.apiBaseUrl), request.body, { principal: request.principal, ip: request.ip });
      return send(reply, answer);
    },
  );
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      config: { policy: anyCaller, rateLimit: false },
      onRequest: authenticateMcpCaller,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send({ error: 'MethodNotAllowed', message: 'This MCP server is stateless: it keeps no session and sends no stream of its own; POST each message', statusCode: 405 }),
    });
  }
}

/**
 * The scope a JSON-RPC request needs that the caller's token lacks, when another token could
 * have it (step-up authorization); undefined otherwise. A tool the caller's app can never use
 * (an approval it lacks) is not a matter of scopes: it is unknown to them.
 */
function stepUpScope(endpoint: McpEndpoint, body: unknown, principal: Principal): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { method, params } = body as { method?: unknown; params?: { name?: unknown; uri?: unknown } };
  if (method === 'tools/call' && typeof params?.name === 'string') {
    const tool = endpoint.tool(params.name);
    return tool ? missingScope(tool, principal) : undefined;
  }
  if (method === 'resources/read' && typeof params?.uri === 'string') {
    const scope = resourceScope(params.uri);
    return scope && !principal.scopes.has(scope as never) ? scope : undefined;
  }
  return undefined;
}

/** The request as the SDK's web-standard transport takes it: the headers it checks, the body already parsed. */
function webRequest(request: FastifyRequest, apiBaseUrl: string): Request {
  const headers = new Headers();
  for (const name of ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${apiBaseUrl}/mcp`, { method: request.method, headers });
}

async function send(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  reply.code(answer.status);
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  const text = await answer.text();
  return reply.send(text || undefined);
}

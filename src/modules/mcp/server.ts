import { randomBytes } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema, ErrorCode, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ListToolsRequestSchema, McpError,
  ReadResourceRequestSchema, type CallToolResult, type Resource, type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../../http/principal.ts';
import { toolAllowed } from './policy.ts';
import { requestOf, summaryOf, type ApiTool } from './tools.ts';

/** A request to the API host, made for a principal, and its answer (the body parsed). */
export interface ApiCall {
  method: string;
  /** Below the API's base (`/churches?limit=20`). */
  url: string;
  body?: Record<string, unknown>;
  idempotencyKey?: string;
}
/** Who a request of the MCP server acts for, and the address it came from (the audit log's). */
export interface McpCaller {
  principal: Principal;
  ip: string;
}
/** The answer: a JSON body parsed, or a document of another type (a PDF, a calendar) as it came. */
export type ApiAnswer = { status: number; body: unknown; file?: { mimeType: string; data: Buffer } };
export type ApiCaller = (caller: McpCaller, call: ApiCall) => Promise<ApiAnswer>;

/**
 * Credentials that stand for a principal during one tool call: the call is injected into the
 * API host as a REST request with one of them, so it runs through the very routes, policies,
 * validation, rate limit (the caller's own budget), idempotency, audit and change events. Each
 * lives only while its request runs, in this process, and is 32 random bytes.
 */
export class CallCredentials {
  static readonly PREFIX = 'mcpcall_';
  private readonly live = new Map<string, Principal>();

  async with<T>(principal: Principal, run: (credential: string) => Promise<T>): Promise<T> {
    const credential = `${CallCredentials.PREFIX}${randomBytes(32).toString('base64url')}`;
    this.live.set(credential, principal);
    try {
      return await run(credential);
    } finally {
      this.live.delete(credential);
    }
  }

  principalOf(credential: string): Principal | null {
    return this.live.get(credential) ?? null;
  }
}

export const CHURCH_RESOURCE = /^community:\/\/churches\/([1-9]\d{0,15})$/;
export const ME_RESOURCE = 'community://users/me';

/** The scope a resource URI needs, or undefined for an unknown URI. */
export function resourceScope(uri: string): string | undefined {
  if (CHURCH_RESOURCE.test(uri)) return 'read:churches';
  if (uri === ME_RESOURCE) return 'read:users';
  return undefined;
}

const SERVER_INFO = { name: 'community-platform', title: 'Community Platform', version: '1.0.0' };

const INSTRUCTIONS =
  'Tools are the operations of the Community Platform API (churches, events, groups, prayers, donations, households), ' +
  'with the rights of the person who connected you and the scopes they allowed. Lists are paged: pass a page\'s ' +
  'nextCursor as cursor. Writes take an optional idempotencyKey; reuse it when you retry a call whose result you did not get.';

/**
 * The MCP server: stateless, so every request gets a server of its own over the SDK's
 * Streamable HTTP transport, answered as JSON, and any instance answers any request. What it
 * serves comes from the API: the tools from the OpenAPI document (see toolsOf), their calls and
 * the resources through `call`, the API host itself.
 */
export class McpEndpoint {
  private readonly tools: Map<string, ApiTool>;
  private readonly listed: (Tool & { scope: string })[];
  private readonly call: ApiCaller;

  constructor(tools: ApiTool[], call: ApiCaller) {
    this.tools = new Map(tools.map((tool) => [tool.name, tool]));
    this.listed = tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
      annotations: tool.annotations,
      scope: tool.scope,
    }));
    this.call = call;
  }

  tool(name: string): ApiTool | undefined {
    return this.tools.get(name);
  }

  /** Answers one HTTP request of the transport for this caller. */
  async handle(request: Request, parsedBody: unknown, caller: McpCaller): Promise<Response> {
    const server = this.serverFor(caller);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      void server.close();
    }
  }

  private serverFor(caller: McpCaller): Server {
    const server = new Server(SERVER_INFO, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: this.listed.filter((tool) => toolAllowed(tool, caller.principal)).map(({ scope: _scope, ...tool }) => tool),
    }));
    server.setRequestHandler(CallToolRequestSchema, (request) => this.callTool(caller, request.params.name, request.params.arguments ?? {}));
    server.setRequestHandler(ListResourcesRequestSchema, (request) => this.listResources(caller, request.params?.cursor));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
      resourceTemplates: caller.principal.scopes.has('read:churches')
        ? [{ uriTemplate: 'community://churches/{id}', name: 'church', title: 'A church', description: 'A church with its upcoming events and its groups, as JSON', mimeType: 'application/json' }]
        : [],
    }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => this.readResource(caller, request.params.uri));
    return server;
  }

  private async callTool(caller: McpCaller, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const tool = this.tools.get(name);
    // A tool the caller cannot see does not exist for them (the HTTP layer asked for the scope first).
    if (!tool || !toolAllowed(tool, caller.principal)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    const { status, body, file } = await this.call(caller, requestOf(tool, args));
    if (status >= 400) {
      // The API's refusal, as the API words it: a tool error the model can read and act on. The
      // error object is the text (structured content would have to match the success schema).
      const error = body && typeof body === 'object' ? body : { error: 'Error', message: String(body), statusCode: status };
      return { isError: true, content: [{ type: 'text', text: JSON.stringify(error) }] };
    }
    if (file) {
      const uri = `community://files/${tool.name}`;
      const resource = file.mimeType.startsWith('text/')
        ? { uri, mimeType: file.mimeType, text: file.data.toString('utf8') }
        : { uri, mimeType: file.mimeType, blob: file.data.toString('base64') };
      return { content: [{ type: 'text', text: `${tool.title}: a ${file.mimeType} document of ${file.data.length} bytes.` }, { type: 'resource', resource }] };
    }
    const structured = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    return {
      content: [{ type: 'text', text: summaryOf(tool, status, body) }],
      ...(structured && tool.outputSchema ? { structuredContent: structured } : {}),
    };
  }

  private async listResources(caller: McpCaller, cursor: string | undefined): Promise<{ resources: Resource[]; nextCursor?: string }> {
    const resources: Resource[] = [];
    if (!cursor && caller.principal.scopes.has('read:users')) {
      resources.push({ uri: ME_RESOURCE, name: 'me', title: 'Your profile', mimeType: 'application/json' });
    }
    if (!caller.principal.scopes.has('read:churches')) return { resources };
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const answer = await this.call(caller, { method: 'GET', url: `/churches?limit=100${query}` });
    if (answer.status !== 200) throw new McpError(ErrorCode.InvalidParams, apiMessage(answer.body));
    const { data, pagination } = answer.body as { data: { id: number; name: string; city?: string }[]; pagination: { nextCursor?: string | null; hasMore?: boolean } };
    for (const church of data) {
      resources.push({ uri: `community://churches/${church.id}`, name: church.name, title: church.name, description: church.city ? `Church in ${church.city}` : 'Church', mimeType: 'application/json' });
    }
    return { resources, ...(pagination.hasMore && pagination.nextCursor ? { nextCursor: pagination.nextCursor } : {}) };
  }

  private async readResource(caller: McpCaller, uri: string) {
    const scope = resourceScope(uri);
    if (!scope || !caller.principal.scopes.has(scope as never)) throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${uri}`);
    let content: unknown;
    if (uri === ME_RESOURCE) {
      content = await this.read(caller, '/users/me');
    } else {
      const id = CHURCH_RESOURCE.exec(uri)![1];
      const church = await this.read(caller, `/churches/${id}`);
      // What the caller's scopes let them see of the church's life: each part its own request.
      const [events, groups] = await Promise.all([
        caller.principal.scopes.has('read:events') ? this.read(caller, `/events/upcoming?churchId=${id}&limit=20`) : undefined,
        caller.principal.scopes.has('read:groups') ? this.read(caller, `/groups?churchId=${id}&limit=20`) : undefined,
      ]);
      content = {
        church,
        ...(events ? { upcomingEvents: (events as { data: unknown }).data } : {}),
        ...(groups ? { groups: (groups as { data: unknown }).data } : {}),
      };
    }
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(content) }] };
  }

  private async read(caller: McpCaller, url: string): Promise<unknown> {
    const answer = await this.call(caller, { method: 'GET', url });
    if (answer.status !== 200) throw new McpError(ErrorCode.InvalidParams, apiMessage(answer.body));
    const body = answer.body as { data?: unknown };
    return url.includes('?') ? body : body.data;
  }
}

function apiMessage(body: unknown): string {
  return typeof (body as { message?: unknown })?.message === 'string' ? (body as { message: string }).message : 'The API refused the request';
}

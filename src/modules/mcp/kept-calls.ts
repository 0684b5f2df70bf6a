import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { BEARER } from '../../http/authentication.ts';
import { PROTECTIVE_HEADERS } from '../../http/answer-headers.ts';
import { CORS_ANSWER_HEADERS } from '../../http/cors.ts';
import type { KeptAnswerOptions, ListAnswers } from '../../http/list-answers.ts';
import type { Principal } from '../../http/principal.ts';
import { requestId } from '../../http/request-id.ts';
import { toolAllowed } from './policy.ts';
import { requestOf, summaryOf, type ApiTool } from './tools.ts';

/** Bodies larger than this are never looked at here: a tool call of a list is a few hundred bytes. */
const MAX_BODY = 4096;
const VERSIONS = new Set(SUPPORTED_PROTOCOL_VERSIONS);

interface Call {
  id: string | number;
  tool: ApiTool;
  url: string;
}

type Route = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Tool calls that read a kept list answer, given before Fastify as the list's own requests are
 * (see ListAnswers): the REST request a `tools/call` of a list tool makes is `GET` of a path and
 * query whose answer is kept, current by its version, so the call's result is that answer with
 * the text beside it, and the rate limit counted as the route would. Anything else (another
 * method, a caller this instance has not resolved a moment ago, an answer not kept or out of
 * date, a refusal) is left to the route, the request's body given back to it unread.
 *
 * What the route would decide is known before: the credential's principal (the MCP server's
 * own, cached), the tool's scope and approval, the origin (none: a browser's request takes the
 * route), the protocol revision (one the SDK answers).
 */
export class KeptToolCalls {
  private readonly path: string;
  /** The API's base path, before each REST path. */
  private readonly base: string;
  private readonly answers: ListAnswers;
  private readonly cachedPrincipal: (credential: string) => Principal | undefined;
  private tools: Map<string, ApiTool> | undefined;
  private options: KeptAnswerOptions | undefined;
  /** The text of each kept body's result, made once per body. */
  private readonly summaries = new WeakMap<Buffer, Buffer>();

  constructor(options: { path: string; answers: ListAnswers; cachedPrincipal(credential: string): Principal | undefined }) {
    this.path = options.path;
    this.base = options.path.slice(0, -'/mcp'.length);
    this.answers = options.answers;
    this.cachedPrincipal = options.cachedPrincipal;
  }

  /** The host's terms for kept answers (rate limit, logging), once the host is built. */
  serveWith(options: KeptAnswerOptions): void {
    this.options = options;
  }

  /** The tools, once the host's OpenAPI document is known: until then every call takes the route. */
  useTools(tools: ApiTool[]): void {
    this.tools = new Map(tools.filter((tool) => tool.method === 'GET').map((tool) => [tool.name, tool]));
  }

  serve = (request: IncomingMessage, response: ServerResponse, route: Route): boolean => {
    const { headers } = request;
    const options = this.options;
    if (!this.tools || !options || request.method !== 'POST' || request.url !== this.path || !options.serving()) return false;
    if (headers.origin !== undefined || headers['x-api-key'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= MAX_BODY) || !headers['content-type']?.startsWith('application/json')) return false;
    const accept = headers.accept ?? '';
    const version = headers['mcp-protocol-version'];
    if (!accept.includes('application/json') || !accept.includes('text/event-stream') || typeof version !== 'string' || !VERSIONS.has(version)) return false;
    const credential = BEARER.exec(headers.authorization ?? '')?.[1];
    const principal = credential === undefined ? undefined : this.cachedPrincipal(credential);
    if (!principal) return false;
    const started = performance.now();
    // The body arrives after the headers: read it when it is all there, and give it back unread
    // to the route when the call is not one answered here.
    const onReadable = () => {
      if (request.readableLength < length && !request.readableEnded) return;
      request.off('readable', onReadable);
      const body = request.read(request.readableLength) as Buffer | null;
      const call = body ? this.callOf(body, principal) : undefined;
      if (!call) {
        if (body) request.unshift(body);
        return route(request, response);
      }
      this.answer(request, response, principal, call, started).then(
        (answered) => {
          if (answered) return;
          request.unshift(body!);
          route(request, response);
        },
        (error: unknown) => (response.headersSent ? response.destroy(error as Error) : (request.unshift(body!), route(request, response))),
      );
    };
    request.on('readable', onReadable);
    return true;
  };

  private callOf(body: Buffer, principal: Principal): Call | undefined {
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
    const { jsonrpc, id, method, params } = (message ?? {}) as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: { name?: unknown; arguments?: unknown } };
    if (jsonrpc !== '2.0' || method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number') || typeof params?.name !== 'string') return undefined;
    const tool = this.tools!.get(params.name);
    const args = params.arguments ?? {};
    if (!tool || !toolAllowed(tool, principal) || typeof args !== 'object' || Array.isArray(args)) return undefined;
    const { url } = requestOf(tool, args as Record<string, unknown>);
    return { id, tool, url: `${this.base}${url}` };
  }

  private async answer(request: IncomingMessage, response: ServerResponse, principal: Principal, call: Call, started: number): Promise<boolean> {
    const options = this.options!;
    const kept = await this.answers.keptBody(call.url, principal, options);
    if (!kept) return false;
    let summary = this.summaries.get(kept.body);
    if (!summary) {
      const text = summaryOf(call.tool, 200, JSON.parse(kept.body.toString('utf8')));
      summary = Buffer.from(`{"result":{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":`);
      this.summaries.set(kept.body, summary);
    }
    // The result as the SDK writes it: the kept answer is the structured content, byte for byte.
    const tail = Buffer.from(`},"jsonrpc":"2.0","id":${JSON.stringify(call.id)}}`);
    const id = requestId(request);
    // The headers of the route's answer; the three parts written together, without copying the kept body.
    response.writeHead(200, [
      'x-request-id', id, ...PROTECTIVE_HEADERS, ...CORS_ANSWER_HEADERS,
      'content-type', 'application/json', 'content-length', String(summary.length + kept.body.length + tail.length),
    ]);
    response.cork();
    response.write(summary);
    response.write(kept.body);
    response.end(tail);
    const elapsed = performance.now() - started;
    options.logAnswer?.(request, id, 200, elapsed);
    options.countAnswer?.(this.path, 200, elapsed / 1000);
    return true;
  }
}

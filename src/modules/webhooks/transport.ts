import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, type Dispatcher } from 'undici';
import { forbiddenAddressKind } from './addresses.ts';

/** Resolves a host name to its addresses (the system resolver by default; tests give their own). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What an attempt came to: the endpoint's status code, or why there was none. */
export type AttemptResult = { status: number } | { error: string };

/** A fetched resource, or why there is none; `headers` as Node gives them (lower-case names). */
export type FetchResult = { status: number; contentType: string | undefined; body: Buffer; headers: IncomingHttpHeaders } | { error: string };

export interface WebhookTransportOptions {
  timeoutMs: number;
  /** Refuse endpoints that resolve to loopback, private, link-local… addresses. */
  production: boolean;
  resolve?: Resolver;
}

/** The address refused, so the attempt fails with a message naming it. */
class ForbiddenAddress extends Error {
  override name = 'ForbiddenAddress';
}

// A receiver's answer body is not used; reading a little of it lets the connection be reused.
const MAX_ANSWER_BYTES = 64 * 1024;

// Addresses whose request target is kept: an instance sends to its endpoints again and again.
const KEPT_TARGETS = 1_000;

// Connections kept open to one origin (scheme, host and port) at most; further requests wait for one.
const CONNECTIONS_PER_ORIGIN = 8;

/** An address as a request needs it, parsed once: its origin and path, or why it may not be reached. */
type Target = { origin: string; path: string } | { refused: string };

/** What came back: the status, the answer's raw header lines and its body as read (cut off when longer than asked). */
type Answer = { status: number; rawHeaders: Buffer[]; body: Buffer[]; tooLong: boolean } | { error: string };

/**
 * Requests to addresses a user chose (webhook endpoints, logout tokens, app logos), through
 * undici: about half the CPU of Node's HTTP client for a request on a kept-alive connection,
 * which is most of what a webhook delivery costs. Each new connection resolves the host once,
 * checks every address (in production) and connects to those very addresses (the `lookup` given
 * to `net.connect`/`tls.connect`), with the host name kept for the `Host` header and TLS (SNI
 * and the certificate check). Redirects are never followed: a 3xx is the endpoint's answer.
 * Connections are kept alive between deliveries.
 */
export class WebhookTransport {
  private readonly options: WebhookTransportOptions;
  private readonly agent: Agent;
  private readonly targets = new Map<string, Target>();

  constructor(options: WebhookTransportOptions) {
    this.options = options;
    const resolve = options.resolve ?? systemResolver;
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      resolve(hostname)
        .then((addresses) => this.checked(hostname, addresses))
        .then(
          (checked) => {
            if (lookupOptions.all) callback(null, checked);
            else callback(null, checked[0].address, checked[0].family);
          },
          (error: NodeJS.ErrnoException) => callback(error, ''),
        );
    };
    this.agent = new Agent({
      connections: CONNECTIONS_PER_ORIGIN,
      // Each attempt has its own timer (see send); undici's would be a second one on every request.
      headersTimeout: 0,
      bodyTimeout: 0,
      connect: { lookup, timeout: options.timeoutMs },
    });
  }

  private checked(hostname: string, addresses: { address: string; family: number }[]): { address: string; family: number }[] {
    if (!addresses.length) throw new ForbiddenAddress(`${hostname} has no address`);
    if (this.options.production) {
      for (const { address } of addresses) {
        const kind = forbiddenAddressKind(address);
        if (kind) throw new ForbiddenAddress(`${hostname} resolves to ${address}, a ${kind} address: only public addresses are reached`);
      }
    }
    return addresses;
  }

  /** Why `url` may not be reached, in production; undefined when it may. */
  private refusal(url: URL): string | undefined {
    if (!this.options.production) return undefined;
    if (url.protocol !== 'https:') return 'Addresses must use https://';
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    const kind = isIP(literal) ? forbiddenAddressKind(literal) : undefined;
    return kind ? `${literal} is a ${kind} address: only public addresses are reached` : undefined;
  }

  /** `url` parsed and checked, kept for the next request to it. */
  private target(url: string): Target {
    let target = this.targets.get(url);
    if (target) return target;
    const parsed = new URL(url);
    const refused = this.refusal(parsed);
    target = refused ? { refused } : { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
    if (this.targets.size >= KEPT_TARGETS) this.targets.clear();
    this.targets.set(url, target);
    return target;
  }

  /** One webhook attempt; never throws. */
  async post(post: WebhookPost): Promise<AttemptResult> {
    const answer = await this.send(post.url, 'POST', post.headers, post.body, MAX_ANSWER_BYTES);
    return 'error' in answer ? answer : { status: answer.status };
  }

  /**
   * Fetches `url` (an app's logo, say) with a GET; never throws. An answer longer than
   * `maxBytes` is cut off and refused.
   */
  async get(url: string, headers: Record<string, string>, maxBytes: number): Promise<FetchResult> {
    const answer = await this.send(url, 'GET', headers, undefined, maxBytes);
    if ('error' in answer) return answer;
    if (answer.tooLong) return { error: `The answer is longer than ${maxBytes} bytes` };
    const answerHeaders = headersOf(answer.rawHeaders);
    return { status: answer.status, contentType: answerHeaders['content-type'], body: Buffer.concat(answer.body), headers: answerHeaders };
  }

  /**
   * One request, through undici's `dispatch` with a handler of its own: its `request` builds a
   * response stream and parses the headers of every answer, which a delivery does not need.
   * undici sets `content-length` for the body.
   */
  private send(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined, maxBytes: number): Promise<Answer> {
    const target = this.target(url);
    if ('refused' in target) return Promise.resolve({ error: target.refused });
    return new Promise((resolve) => {
      let settled = false;
      let abort: ((reason: Error) => void) | undefined;
      let status = 0;
      let rawHeaders: Buffer[] = [];
      const chunks: Buffer[] = [];
      let read = 0;
      let tooLong = false;
      const settle = (answer: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      // A plain timer rather than an AbortSignal: `AbortSignal.timeout` added about a third to the
      // CPU of a request on a kept-alive connection. It bounds the whole attempt, connecting
      // included; a request still waiting for its connection is dropped when it gets one.
      const timer = setTimeout(() => {
        settle({ error: `No answer within ${this.options.timeoutMs} ms` });
        abort?.(new Error('timed out'));
      }, this.options.timeoutMs);
      const handler: Dispatcher.DispatchHandler = {
        onConnect: (abortRequest) => {
          if (settled) abortRequest(new Error('timed out'));
          else abort = abortRequest;
        },
        onHeaders: (statusCode, answerHeaders) => {
          status = statusCode;
          rawHeaders = answerHeaders;
          return true;
        },
        onData: (chunk) => {
          read += chunk.length;
          if (read <= maxBytes) {
            chunks.push(chunk);
            return true;
          }
          // Read no further: the connection is closed rather than drained.
          tooLong = true;
          abort?.(new Error('answer too long'));
          return false;
        },
        onComplete: () => settle({ status, rawHeaders, body: chunks, tooLong: false }),
        onError: (error) => settle(tooLong ? { status, rawHeaders, body: chunks, tooLong } : { error: error.message }),
      };
      try {
        this.agent.dispatch({ origin: target.origin, path: target.path, method, headers, body }, handler);
      } catch (error) {
        settle({ error: error instanceof Error ? error.message : String(error) });
      }
    });
  }

  close(): void {
    this.agent.destroy().catch(() => undefined);
  }
}

// Answer headers that Node's client keeps the first of when repeated; others are joined with ", ".
const SINGLE_HEADERS = new Set(['content-type', 'content-length', 'expires', 'last-modified', 'etag', 'location', 'retry-after', 'age', 'server']);

/** An answer's raw header lines as Node's client gives them: names in lower case, repeats joined (`set-cookie` a list). */
function headersOf(raw: Buffer[]): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toString('latin1').toLowerCase();
    const value = raw[i + 1].toString('latin1');
    const seen = headers[name];
    if (name === 'set-cookie') headers['set-cookie'] = [...(headers['set-cookie'] ?? []), value];
    else if (seen === undefined) headers[name] = value;
    else if (!SINGLE_HEADERS.has(name)) headers[name] = `${String(seen)}, ${value}`;
  }
  return headers;
}

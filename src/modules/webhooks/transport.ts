import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { urlToHttpOptions } from 'node:url';
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
export type FetchResult = { status: number; contentType: string | undefined; body: Buffer; headers: IncomingMessage['headers'] } | { error: string };

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

// Addresses whose request options are kept: an instance sends to its endpoints again and again.
const KEPT_TARGETS = 1_000;

/** An address as a request needs it, parsed once: Node's request options, or why it may not be reached. */
type Target = { options: ReturnType<typeof urlToHttpOptions>; https: boolean } | { refused: string };

/**
 * Requests to addresses a user chose (webhook endpoints, logout tokens, app logos). Each new connection resolves the host once, checks every address
 * (in production) and connects to those very addresses, with the host name kept for the
 * `Host` header and TLS (SNI and the certificate check). Redirects are never followed: a 3xx
 * is the endpoint's answer. Connections are kept alive between deliveries.
 */
export class WebhookTransport {
  private readonly options: WebhookTransportOptions;
  private readonly lookup: LookupFunction;
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;
  private readonly targets = new Map<string, Target>();

  constructor(options: WebhookTransportOptions) {
    this.options = options;
    const resolve = options.resolve ?? systemResolver;
    this.lookup = (hostname, lookupOptions, callback) => {
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
    const agentOptions = { keepAlive: true, maxSockets: 8, lookup: this.lookup };
    this.http = new HttpAgent(agentOptions);
    this.https = new HttpsAgent(agentOptions);
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
    target = refused ? { refused } : { options: urlToHttpOptions(parsed), https: parsed.protocol === 'https:' };
    if (this.targets.size >= KEPT_TARGETS) this.targets.clear();
    this.targets.set(url, target);
    return target;
  }

  /** One webhook attempt; never throws. */
  async post(post: WebhookPost): Promise<AttemptResult> {
    const result = await this.send(post.url, 'POST', { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) }, post.body, MAX_ANSWER_BYTES);
    return 'error' in result ? result : { status: result.status };
  }

  /**
   * Fetches `url` (an app's logo, say) with a GET; never throws. An answer longer than
   * `maxBytes` is cut off and refused.
   */
  async get(url: string, headers: Record<string, string>, maxBytes: number): Promise<FetchResult> {
    const result = await this.send(url, 'GET', headers, undefined, maxBytes);
    if ('error' in result) return result;
    if (result.tooLong) return { error: `The answer is longer than ${maxBytes} bytes` };
    return { status: result.status, contentType: result.contentType, body: result.body, headers: result.headers };
  }

  private async send(
    url: string,
    method: 'GET' | 'POST',
    headers: Record<string, string>,
    body: string | undefined,
    maxBytes: number,
  ): Promise<{ status: number; contentType: string | undefined; body: Buffer; headers: IncomingMessage['headers']; tooLong: boolean } | { error: string }> {
    const target = this.target(url);
    if ('refused' in target) return { error: target.refused };
    const { options, https } = target;
    // A plain timer rather than an AbortSignal: `AbortSignal.timeout` added about a third to the
    // CPU of a request on a kept-alive connection. Destroying the request ends its answer too.
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    try {
      return await new Promise((resolve, reject) => {
        const request = (https ? httpsRequest : httpRequest)({ ...options, method, agent: https ? this.https : this.http, headers });
        timer = setTimeout(() => {
          timedOut = true;
          request.destroy(new Error('timed out'));
        }, this.options.timeoutMs);
        request.on('response', (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let read = 0;
          let tooLong = false;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > maxBytes) {
              tooLong = true;
              response.destroy();
            } else chunks.push(chunk);
          });
          const done = () =>
            resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body: Buffer.concat(chunks), headers: response.headers, tooLong });
          response.on('close', done);
          response.on('error', done);
        });
        request.on('error', reject);
        request.end(body);
      });
    } catch (error) {
      if (timedOut) return { error: `No answer within ${this.options.timeoutMs} ms` };
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}

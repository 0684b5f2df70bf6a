import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
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

  /** One webhook attempt; never throws. */
  async post(post: WebhookPost): Promise<AttemptResult> {
    const result = await this.send(new URL(post.url), 'POST', { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) }, post.body, MAX_ANSWER_BYTES);
    return 'error' in result ? result : { status: result.status };
  }

  /**
   * Fetches `url` (an app's logo, say) with a GET; never throws. An answer longer than
   * `maxBytes` is cut off and refused.
   */
  async get(url: string, headers: Record<string, string>, maxBytes: number): Promise<FetchResult> {
    const result = await this.send(new URL(url), 'GET', headers, undefined, maxBytes);
    if ('error' in result) return result;
    if (result.tooLong) return { error: `The answer is longer than ${maxBytes} bytes` };
    return { status: result.status, contentType: result.contentType, body: result.body, headers: result.headers };
  }

  private async send(
    url: URL,
    method: 'GET' | 'POST',
    headers: Record<string, string>,
    body: string | undefined,
    maxBytes: number,
  ): Promise<{ status: number; contentType: string | undefined; body: Buffer; headers: IncomingMessage['headers']; tooLong: boolean } | { error: string }> {
    const refused = this.refusal(url);
    if (refused) return { error: refused };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await new Promise((resolve, reject) => {
        const request = send(url, { method, agent: url.protocol === 'https:' ? this.https : this.http, headers, signal });
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
      if (signal.aborted) return { error: `No answer within ${this.options.timeoutMs} ms` };
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}

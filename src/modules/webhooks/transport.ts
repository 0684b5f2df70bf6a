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
 * Sends webhook requests. Each new connection resolves the host once, checks every address
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
        if (kind) throw new ForbiddenAddress(`${hostname} resolves to ${address}, a ${kind} address: webhooks go only to public addresses`);
      }
    }
    return addresses;
  }

  /** One attempt; never throws. */
  async post(post: WebhookPost): Promise<AttemptResult> {
    const url = new URL(post.url);
    if (this.options.production && url.protocol !== 'https:') return { error: 'Webhook URLs must use https://' };
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (this.options.production && isIP(literal)) {
      const kind = forbiddenAddressKind(literal);
      if (kind) return { error: `${literal} is a ${kind} address: webhooks go only to public addresses` };
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await new Promise<AttemptResult>((resolve, reject) => {
        const request = send(url, {
          method: 'POST',
          agent: url.protocol === 'https:' ? this.https : this.http,
          headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
          signal,
        });
        request.on('response', (response: IncomingMessage) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
        });
        request.on('error', reject);
        request.end(post.body);
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

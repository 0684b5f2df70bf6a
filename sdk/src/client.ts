import createClient, { type Client, type FetchOptions } from 'openapi-fetch';
import { CURSOR_PARAMETERS, type paths } from './generated/api.ts';

/** An access token and the refresh token that renews it (each refresh rotates both). */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

interface CommonOptions {
  /** The API's address, e.g. `http://localhost:3000/api/v1`. */
  baseUrl: string;
  /** Retries of a request refused with 429, or of an idempotent request that met a network error. Default 3. */
  maxRetries?: number;
  /** A 429 asking to wait longer than this many seconds is not retried but thrown. Default 60. */
  maxRetryAfterSeconds?: number;
  /** The fetch to send requests with; the platform's own by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface ApiKeyOptions extends CommonOptions {
  /** An API key (`cpk_…`), for servers: never ship one in a browser or mobile app. */
  apiKey: string;
}

export interface OAuthOptions extends CommonOptions {
  /** Tokens from the API's OAuth issuer (authorization code flow, with PKCE for public apps). */
  tokens: Tokens;
  /** Renews the tokens with the refresh token: called once when the API answers 401, then the request is sent again. */
  refresh: (refreshToken: string) => Promise<Tokens>;
  /** Told of every new pair, so the app can keep the rotated refresh token (the old one is spent). */
  onTokens?: (tokens: Tokens) => void | Promise<void>;
}

export type CommunityPlatformOptions = ApiKeyOptions | OAuthOptions;

/** The spec's error object. */
export interface ErrorObject {
  error: string;
  message: string;
  statusCode: number;
}

/** An answer of 400 or above: the API's error object, the status and the request id to quote when asking for help. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorObject;
  readonly requestId: string | undefined;
  readonly response: Response;
  constructor(response: Response, body: unknown) {
    const object = isErrorObject(body) ? body : { error: response.statusText || 'Error', message: String(body ?? ''), statusCode: response.status };
    const requestId = response.headers.get('x-request-id') ?? undefined;
    super(`${response.status} ${object.error}: ${object.message}${requestId ? ` (request ${requestId})` : ''}`);
    this.name = 'ApiError';
    this.status = response.status;
    this.body = object;
    this.requestId = requestId;
    this.response = response;
  }

  /** The error name of the API, e.g. `NotFound`, `Forbidden`, `TooManyRequests`. */
  get error(): string {
    return this.body.error;
  }
}

function isErrorObject(value: unknown): value is ErrorObject {
  const candidate = value as Partial<ErrorObject> | null;
  return typeof candidate?.error === 'string' && typeof candidate.message === 'string' && typeof candidate.statusCode === 'number';
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
type Init<P extends keyof paths, M extends Method> = FetchOptions<Operation<P, M>>;
/** The init argument: optional when the operation needs no parameter or body. */
type InitArgument<I> = object extends I ? [init?: I] : [init: I];

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
/** The body of a successful answer: the envelope (`{data}` or `{data, pagination}`), or undefined for 204. */
type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R]: S extends SuccessStatus ? JsonOf<R[S]> : never }[keyof R] : never;

type ListPath = { [P in PathsWith<'get'>]: Answer<P, 'get'> extends { data: unknown[]; pagination: unknown } ? P : never }[PathsWith<'get'>];
type ItemOf<P extends ListPath> = Answer<P, 'get'> extends { data: (infer T)[] } ? T : never;

interface Pagination {
  page: number;
  hasMore: boolean;
  nextCursor?: string;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A client of the Community Platform API. Its methods take the paths and parameters of the
 * OpenAPI document, typed (`api.GET('/churches/{id}', { params: { path: { id: 1 } } })`), and
 * answer the body of a successful response, or throw `ApiError`. Every write carries a new
 * `Idempotency-Key`, so a write that met a network error is sent again safely; a 429 is sent
 * again after `Retry-After`; with OAuth tokens a 401 refreshes them once and sends again.
 */
export class CommunityPlatform {
  /** The underlying openapi-fetch client, for `{data, error, response}` answers. */
  readonly raw: Client<paths>;
  private readonly options: CommunityPlatformOptions;
  private readonly send: (request: Request) => Promise<Response>;
  private tokens: Tokens | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(options: CommunityPlatformOptions) {
    this.options = options;
    this.send = options.fetch ?? ((request) => fetch(request));
    this.tokens = 'tokens' in options ? { ...options.tokens } : undefined;
    this.raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: (request) => this.fetch(request) });
  }

  readonly GET = <P extends PathsWith<'get'>>(path: P, ...init: InitArgument<Init<P, 'get'>>): Promise<Answer<P, 'get'>> =>
    this.answer(this.raw.GET(path as never, init[0] as never));

  readonly POST = <P extends PathsWith<'post'>>(path: P, ...init: InitArgument<Init<P, 'post'>>): Promise<Answer<P, 'post'>> =>
    this.answer(this.raw.POST(path as never, init[0] as never));

  readonly PUT = <P extends PathsWith<'put'>>(path: P, ...init: InitArgument<Init<P, 'put'>>): Promise<Answer<P, 'put'>> =>
    this.answer(this.raw.PUT(path as never, init[0] as never));

  readonly PATCH = <P extends PathsWith<'patch'>>(path: P, ...init: InitArgument<Init<P, 'patch'>>): Promise<Answer<P, 'patch'>> =>
    this.answer(this.raw.PATCH(path as never, init[0] as never));

  readonly DELETE = <P extends PathsWith<'delete'>>(path: P, ...init: InitArgument<Init<P, 'delete'>>): Promise<Answer<P, 'delete'>> =>
    this.answer(this.raw.DELETE(path as never, init[0] as never));

  /**
   * Every item of a list, page after page: by `nextCursor` where the list has cursors (the
   * change feed's `after` included), else by page number. `limit` sets the page size.
   */
  async *paginate<P extends ListPath>(path: P, ...init: InitArgument<Init<P, 'get'>>): AsyncGenerator<ItemOf<P>> {
    const first = (init[0] ?? {}) as { params?: { query?: Record<string, unknown> } };
    const cursorName = CURSOR_PARAMETERS[path];
    let query: Record<string, unknown> = { ...first.params?.query };
    for (;;) {
      const body = (await this.GET(path, { ...first, params: { ...first.params, query } } as never)) as { data: ItemOf<P>[]; pagination: Pagination };
      yield* body.data;
      const { hasMore, nextCursor, page } = body.pagination;
      if (!hasMore || !body.data.length) return;
      query = cursorName && nextCursor ? { ...first.params?.query, [cursorName]: nextCursor } : { ...query, page: page + 1 };
    }
  }

  private async answer<T>(pending: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
    const { data, error, response } = await pending;
    if (!response.ok) throw new ApiError(response, error);
    return data as T;
  }

  /** Credentials, the idempotency key, retries and token refresh, around each request openapi-fetch makes. */
  private async fetch(request: Request): Promise<Response> {
    if (WRITES.has(request.method) && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', crypto.randomUUID());
    const retryable = IDEMPOTENT.has(request.method) || request.headers.has('idempotency-key');
    const maxRetries = this.options.maxRetries ?? 3;
    let refreshed = false;
    for (let retries = 0; ; ) {
      const attempt = request.clone();
      const credential = this.credential();
      attempt.headers.set('authorization', `Bearer ${credential}`);
      let response: Response;
      try {
        response = await this.send(attempt);
      } catch (error) {
        if (!retryable || retries >= maxRetries) throw error;
        await sleep(backoff(retries++));
        continue;
      }
      if (response.status === 401 && this.tokens && !refreshed) {
        refreshed = true;
        await response.body?.cancel();
        await this.refresh(credential);
        continue;
      }
      if (response.status === 429 && retries < maxRetries) {
        const wait = Number(response.headers.get('retry-after') ?? 1);
        if (Number.isFinite(wait) && wait <= (this.options.maxRetryAfterSeconds ?? 60)) {
          await response.body?.cancel();
          await sleep(Math.max(0, wait) * 1000);
          retries++;
          continue;
        }
      }
      return response;
    }
  }

  private credential(): string {
    return this.tokens ? this.tokens.accessToken : (this.options as ApiKeyOptions).apiKey;
  }

  /** One refresh for all requests that met a 401 with the same access token. */
  private async refresh(failedToken: string): Promise<void> {
    const options = this.options as OAuthOptions;
    if (!this.tokens || this.tokens.accessToken !== failedToken) return;
    this.refreshing ??= (async () => {
      try {
        const tokens = await options.refresh(this.tokens!.refreshToken);
        this.tokens = { ...tokens };
        await options.onTokens?.(tokens);
      } finally {
        this.refreshing = undefined;
      }
    })();
    await this.refreshing;
  }
}

/** 0.2 s, 0.4 s, 0.8 s … with jitter, at most 5 s. */
function backoff(retry: number): number {
  return Math.min(5000, 200 * 2 ** retry) * (0.5 + Math.random() / 2);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A `refresh` for tokens of the API's OAuth issuer: the refresh_token grant at
 * `{baseUrl}/oauth/token`, with the client secret for confidential apps.
 */
export function refreshAtTokenEndpoint(options: { baseUrl: string; clientId: string; clientSecret?: string; fetch?: typeof fetch }): (refreshToken: string) => Promise<Tokens> {
  return async (refreshToken) => {
    const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: options.clientId });
    if (options.clientSecret) form.set('client_secret', options.clientSecret);
    const response = await (options.fetch ?? fetch)(`${options.baseUrl}/oauth/token`, { method: 'POST', body: form });
    const body = (await response.json()) as { access_token?: string; refresh_token?: string; error?: string; error_description?: string };
    if (!response.ok || !body.access_token || !body.refresh_token) {
      throw new ApiError(response, { error: body.error ?? 'RefreshFailed', message: body.error_description ?? 'The tokens could not be refreshed', statusCode: response.status });
    }
    return { accessToken: body.access_token, refreshToken: body.refresh_token };
  };
}

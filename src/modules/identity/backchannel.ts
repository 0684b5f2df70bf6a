import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { PollingWorker, SILENT_LOG, type WorkerLog } from '../../worker.ts';
import type { IdentityRepository, LogoutNoticeRow, ProviderSessionRow } from './repository.ts';

/**
 * The guarded transport of outgoing requests to addresses that apps chose (the webhooks'): it
 * resolves the host, refuses private, loopback and other internal addresses in production, and
 * connects to the very address it checked.
 */
export interface GuardedTransport {
  post(post: { url: string; headers: Record<string, string>; body: string }): Promise<{ status: number } | { error: string }>;
  /** A GET whose answer longer than `maxBytes` is refused; redirects are answers, never followed. */
  get(url: string, headers: Record<string, string>, maxBytes: number): Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> } | { error: string }>;
  close(): void;
}

export const BACKCHANNEL_LOGOUT = {
  /** How long an app's server has to answer one logout token. */
  timeoutMs: 5_000,
  /** How often an idle instance looks for notices written elsewhere (the command line, another instance). */
  pollMs: 5_000,
  /** How long a claim lasts: well beyond a batch's attempts, so only a dead instance's claim runs out. */
  leaseMs: 60_000,
  batch: 20,
  /**
   * The waits before each further attempt; after the last the notice is given up. The
   * specification leaves retries to the provider and asks apps to be tolerant; a token whose
   * app was down for a quarter of an hour is given up, as the person's refresh tokens and
   * grants are ended anyway.
   */
  retryDelaysMs: [5_000, 30_000, 120_000, 600_000],
};

export type BackchannelLogoutOptions = typeof BACKCHANNEL_LOGOUT;

/** A logout token owed to an app: the person signed out, and their session there. */
export interface LogoutNotice {
  clientId: string;
  accountId: string;
  sid: string | undefined;
}

/**
 * oidc-provider's sender of one logout token (Client#backchannelLogout): signs it with the
 * issuer's keys (iss, aud, iat, exp, jti, sub, the back-channel logout event, and `sid` for
 * apps that require it; typ `logout+jwt`), posts it to the app and fails unless the app answers
 * 200 or 204. It posts through the issuer's `fetch` (see guardedFetch).
 */
type SendLogoutToken = (this: { clientId: string }, sub: string, sid: string | undefined) => Promise<void>;

/**
 * The issuers' outgoing requests: the sign-in issuer's logout tokens, and the API issuer's
 * fetches of client ID metadata documents (no app has a `jwks_uri` or a sector identifier, and
 * request objects are off). They go through the guarded transport (oidc-provider's own guard is
 * an undici dispatcher, which a fetch other than Node's cannot take); its timeout bounds each
 * attempt, and a metadata document longer than oidc-provider's limit for it is refused.
 */
export function guardedFetch(transport: GuardedTransport, limits: { getMaxBytes: number }): NonNullable<Configuration['fetch']> {
  return async (input, init = {}) => {
    if (typeof input !== 'string') throw new TypeError('the issuers fetch addresses only');
    const headers: Record<string, string> = {};
    // oidc-provider blanks the user agent to send none.
    new Headers(init.headers).forEach((value, name) => {
      if (value) headers[name] = value;
    });
    if (init.method === 'GET') {
      // oidc-provider gives a fetch 2.5 s (its signal): an answer later than that is none.
      const { signal } = init;
      const timedOut = signal
        ? new Promise<never>((_, reject) => {
            if (signal.aborted) reject(new Error('No answer in time'));
            signal.addEventListener('abort', () => reject(new Error('No answer in time')), { once: true });
          })
        : undefined;
      // The signal fires later even when the answer came in time: nothing is waiting then.
      timedOut?.catch(() => undefined);
      const fetched = await (timedOut ? Promise.race([transport.get(input, headers, limits.getMaxBytes), timedOut]) : transport.get(input, headers, limits.getMaxBytes));
      if ('error' in fetched) throw new Error(fetched.error);
      const kept = new Headers();
      // What the caching of a metadata document follows; nothing else of the answer is used.
      for (const name of ['cache-control', 'expires', 'content-type']) {
        const value = fetched.headers[name];
        if (typeof value === 'string') kept.set(name, value);
      }
      return new Response(fetched.status === 204 || fetched.status === 304 ? null : new Uint8Array(fetched.body), { status: fetched.status, headers: kept });
    }
    if (init.method !== 'POST') throw new TypeError('the issuers only post logout tokens and fetch metadata documents');
    const result = await transport.post({ url: input, headers, body: String(init.body ?? '') });
    if ('error' in result) throw new Error(result.error);
    return new Response(null, { status: result.status });
  };
}

/**
 * The logout tokens owed when these sessions of the sign-in issuer end: one to each app the
 * person signed in to through them, naming the app's `sid` of that session.
 */
export function noticesOf(sessions: Pick<ProviderSessionRow, 'issuer' | 'payload'>[]): LogoutNotice[] {
  return sessions
    .filter((session) => session.issuer === 'signin')
    .flatMap((session) => {
      const { accountId, authorizations = {} } = JSON.parse(session.payload) as { accountId?: string; authorizations?: Record<string, { sid?: string }> };
      return accountId ? Object.entries(authorizations).map(([clientId, { sid }]) => ({ clientId, accountId, sid })) : [];
    });
}

/**
 * OpenID Connect Back-Channel Logout of the sign-in issuer. Whenever a person's session there
 * ends — signing out on our pages or at the end-session endpoint, signing out other browsers,
 * a password reset or change, an account disabled by an admin or the command line — each app
 * with a `backchannel_logout_uri` that the person signed in to through it is owed a logout
 * token. The notice is written to the `logout_notices` outbox on the way (a row, nothing
 * more); a worker in every instance of the sign-in host claims due notices under a lease,
 * signs each token when it posts it, and tries again a few times when the app does not answer
 * 200 or 204. So no sign-out waits for an app's server, and a notice written by the command
 * line or a dying instance is still posted.
 *
 * An app that does not require `sid` gets tokens naming the person only (every session of
 * theirs at the app ends): one token says it all for several sessions ending together.
 */
export class BackchannelLogout {
  private readonly repository: IdentityRepository;
  private readonly provider: Provider;
  private readonly transport: GuardedTransport;
  private readonly options: BackchannelLogoutOptions;
  private readonly send: SendLogoutToken;
  private readonly worker: PollingWorker;
  private log: WorkerLog = SILENT_LOG;

  /**
   * Takes over the posting of the issuer's logout tokens: its end-session endpoint, which would
   * post them itself while the person's browser waits, puts them in the outbox like every other
   * sign-out (the one place it sends them, so replacing Client#backchannelLogout is enough).
   */
  constructor(repository: IdentityRepository, provider: Provider, transport: GuardedTransport, options: Partial<BackchannelLogoutOptions> = {}) {
    this.repository = repository;
    this.provider = provider;
    this.transport = transport;
    this.options = { ...BACKCHANNEL_LOGOUT, ...options };
    this.worker = new PollingWorker('backchannel logout', this.options.pollMs, async () => (await this.deliverDue()) >= this.options.batch);
    const client = provider.Client.prototype as unknown as { backchannelLogout: SendLogoutToken };
    this.send = client.backchannelLogout;
    const enqueue = (notice: LogoutNotice) => this.enqueue([notice]);
    client.backchannelLogout = function deferred(sub, sid) {
      return enqueue({ clientId: this.clientId, accountId: sub, sid });
    };
  }

  /** Writes the notices owed to apps that take logout tokens; the worker posts them. */
  async enqueue(notices: LogoutNotice[]): Promise<void> {
    const owed = new Map<string, { client_id: string; account_id: string; sid: string | null }>();
    for (const notice of notices) {
      const client = await this.provider.Client.find(notice.clientId);
      if (!client?.backchannelLogoutUri) continue;
      const sid = client.backchannelLogoutSessionRequired ? (notice.sid ?? null) : null;
      owed.set(JSON.stringify([notice.clientId, notice.accountId, sid]), { client_id: notice.clientId, account_id: notice.accountId, sid });
    }
    if (!owed.size) return;
    await this.repository.insertLogoutNotices([...owed.values()], new Date().toISOString());
    this.worker.wake();
  }

  /** One pass of the worker: claims due notices and posts their tokens, side by side. Answers how many it claimed. */
  async deliverDue(now = Date.now()): Promise<number> {
    const rows = await this.repository.claimLogoutNotices(new Date(now).toISOString(), new Date(now + this.options.leaseMs).toISOString(), this.options.batch);
    await Promise.all(rows.map((row) => this.deliver(row, now)));
    return rows.length;
  }

  private async deliver(row: LogoutNoticeRow, now: number): Promise<void> {
    const details = { clientId: row.client_id, noticeId: row.id, attempt: row.attempts };
    try {
      const client = await this.provider.Client.find(row.client_id);
      // An app deleted since, or no longer taking logout tokens, is owed nothing.
      if (client?.backchannelLogoutUri) {
        await this.send.call(client, row.account_id, row.sid ?? undefined);
        this.log.info(details, 'logout token delivered');
      }
      await this.repository.deleteLogoutNotice(row.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = this.options.retryDelaysMs[Number(row.attempts) - 1];
      if (wait === undefined) {
        await this.repository.deleteLogoutNotice(row.id);
        this.log.warn({ ...details, reason }, 'logout token given up: the app did not take it');
        return;
      }
      await this.repository.retryLogoutNoticeLater(row.id, new Date(now + wait).toISOString());
      this.log.warn({ ...details, reason, retryInMs: wait }, 'logout token not taken; will try again');
    }
  }

  /** Starts this instance's worker. */
  start(log: WorkerLog = SILENT_LOG): void {
    this.log = log;
    this.worker.start(log);
  }

  /**
   * Stops the worker. Posts under way are cut rather than waited for (an app's server may take
   * its whole timeout): their notices, and those the pass did not reach, stay in the outbox.
   */
  async stop(): Promise<void> {
    const stopped = this.worker.stop();
    this.transport.close();
    await stopped;
  }
}

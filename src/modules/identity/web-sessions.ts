import { randomBytes } from 'node:crypto';
import { digest } from '../../http/secrets.ts';
import { toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Change } from '../changes/log.ts';
import type { UsersService } from '../users/service.ts';
import { displayName } from '../users/person.ts';
import type { Issuers } from './issuers.ts';
import { LIFETIMES } from './provider.ts';
import type { IdentityRepository, WebSessionRow } from './repository.ts';

/** A login on the sign-in host, shared by both issuers' flows and the account pages. */
export interface WebSession {
  userId: number;
  authTime: number;
  /** The digest of its cookie, which keys its row: the issuers' sessions it signs in are linked to it by this. */
  idHash: string;
}

/** Where a browser was seen from: kept on its session for the person's list of sessions. */
export interface SeenFrom {
  ip: string;
  userAgent: string | undefined;
}

/** One of a person's sign-in sessions, as their account page lists it. */
export interface WebSessionSummary {
  /** Names the session in the person's own sign-out forms (a prefix of the stored digest, never the cookie). */
  handle: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the browser asking. */
  current: boolean;
}

export const WEB_SESSION_COOKIE = 'cp_session';
const WEB_SESSION_TTL_MS = LIFETIMES.session * 1000;
// Last seen is for people ("5 minutes ago"); writing it on every page would turn every read into a write.
const LAST_SEEN_RESOLUTION_MS = 60_000;
const HANDLE_LENGTH = 16;
const USER_AGENT_MAX = 500;

/**
 * The sign-in host's own sessions (the `cp_session` cookie): one login that both issuers take,
 * and the account pages' list of them. Ending one ends the issuers' sessions its login signed
 * in, and tells the apps signed in through them (back-channel logout).
 */
export class WebSessions extends WritingService<IdentityRepository, Change> {
  private readonly issuers: Pick<Issuers, 'sendLogoutTokens'>;
  private readonly users: UsersService;

  constructor(repository: IdentityRepository, writes: UnitOfWork<Change>, issuers: Pick<Issuers, 'sendLogoutTokens'>, users: UsersService) {
    super(repository, writes);
    this.issuers = issuers;
    this.users = users;
  }

  async start(userId: number, seen?: SeenFrom): Promise<{ token: string; authTime: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    const authTime = Math.floor(Date.now() / 1000);
    await this.repository.insertWebSession({
      id_hash: digest(token),
      user_id: userId,
      auth_time: new Date(authTime * 1000).toISOString(),
      created_at: now,
      expires_at: new Date(Date.now() + WEB_SESSION_TTL_MS).toISOString(),
      last_seen_at: now,
      ip: seen?.ip ?? null,
      user_agent: seen?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    if (Math.random() < 0.01) await this.repository.deleteExpiredWebSessions(now);
    return { token, authTime };
  }

  /**
   * The session behind a `cp_session` cookie; undefined when it is unknown, expired or its
   * person is disabled. With `seen`, notes where and when the browser was last seen (at most
   * once a minute).
   */
  async find(token: string | undefined, seen?: SeenFrom): Promise<WebSession | undefined> {
    if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
    const idHash = digest(token);
    const row = await this.repository.findWebSession(idHash);
    if (!row || row.disabled_at !== null || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
    const lastSeen = row.last_seen_at ? new Date(row.last_seen_at).getTime() : 0;
    if (seen && Date.now() - lastSeen >= LAST_SEEN_RESOLUTION_MS) {
      await this.repository.touchWebSession(idHash, { at: new Date().toISOString(), ip: seen.ip, userAgent: seen.userAgent?.slice(0, USER_AGENT_MAX) ?? null });
    }
    return { userId: row.user_id, authTime: Math.floor(new Date(row.auth_time).getTime() / 1000), idHash };
  }

  /** The name of the person signed in with this cookie, if anyone is (the issuers' sign-out page). */
  async personName(token: string | undefined): Promise<string | undefined> {
    const session = await this.find(token);
    const user = session ? await this.users.get(session.userId).catch(() => undefined) : undefined;
    return user ? displayName(user) : undefined;
  }

  /**
   * Signs this browser out: its session here and, at both issuers, the sessions its login
   * started, so no app can sign the person in again without the password.
   */
  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await this.repository.findWebSession(digest(token));
    await this.repository.deleteWebSession(digest(token));
    if (row) await this.endProviderSessions(row.user_id, [row]);
  }

  /** Signs a person out everywhere but in the browser holding `keep` (after a password change). */
  async endOthers(userId: number, keep: string | undefined): Promise<void> {
    const sessions = await this.repository.listWebSessionsOfUser(userId, new Date().toISOString());
    const keepHash = keep ? digest(keep) : undefined;
    await this.repository.deleteWebSessionsOfUser(userId, keepHash);
    await this.endProviderSessions(userId, sessions.filter((session) => session.id_hash !== keepHash));
  }

  /** A person's sessions, the one of the browser holding `current` marked. */
  async list(userId: number, current: string | undefined): Promise<WebSessionSummary[]> {
    const currentHash = current ? digest(current) : undefined;
    const rows = await this.repository.listWebSessionsOfUser(userId, new Date().toISOString());
    return rows.map((row) => ({
      handle: row.id_hash.slice(0, HANDLE_LENGTH),
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: toIso(row.created_at),
      lastSeenAt: toIso(row.last_seen_at ?? row.created_at),
      current: row.id_hash === currentHash,
    }));
  }

  /** Ends one of a person's sessions, named by its handle; false when they have no such session. */
  async endByHandle(userId: number, handle: string): Promise<boolean> {
    if (!/^[0-9a-f]{16}$/.test(handle)) return false;
    const sessions = await this.repository.listWebSessionsOfUser(userId, new Date().toISOString());
    const session = sessions.find((candidate) => candidate.id_hash.startsWith(handle));
    if (!session) return false;
    await this.repository.deleteWebSession(session.id_hash);
    await this.endProviderSessions(userId, [session]);
    return true;
  }

  /** Signs a person out everywhere: every sign-in host session, and the issuers' own sessions (after a password reset). */
  async endAll(userId: number): Promise<void> {
    await this.issuers.sendLogoutTokens(await this.repository.listProviderSessionsOf(String(userId)));
    await this.repository.deleteWebSessionsOfUser(userId, undefined);
    await this.unitOfWork(({ repository }) => repository.deleteProviderSessionsOf(String(userId)));
  }

  /**
   * Ends the issuers' sessions that the given sign-in sessions of a person signed in: those
   * linked to them when the issuer took their login (see the issuers' `resume` step), so two
   * logins of one person in the same second stay apart. An issuer session older than these
   * links is known by its login time alone (`loginTs`, the sign-in session's auth time).
   */
  private async endProviderSessions(userId: number, ended: Pick<WebSessionRow, 'id_hash' | 'auth_time'>[]): Promise<void> {
    if (!ended.length) return;
    const hashes = new Set(ended.map((session) => session.id_hash));
    const logins = new Set(ended.map((session) => Math.floor(new Date(session.auth_time).getTime() / 1000)));
    const ending = (await this.repository.listProviderSessionsOf(String(userId))).filter((session) => {
      const { loginTs } = JSON.parse(session.payload) as { loginTs?: number };
      return session.webSession !== undefined ? hashes.has(session.webSession) : loginTs !== undefined && logins.has(loginTs);
    });
    await this.issuers.sendLogoutTokens(ending);
    for (const session of ending) await this.repository.deleteProviderSession(session);
  }
}

import { randomBytes } from 'node:crypto';
import { digest } from '../../http/secrets.ts';
import type { AccountsRepository } from './repository.ts';

/** What a mailed link is for, and how long it works. */
export const LINK_LIFETIMES = {
  verify_email: 24 * 60 * 60_000,
  change_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
} as const;

export type LinkPurpose = keyof typeof LINK_LIFETIMES;

/** Why a link was refused, in words for the person who opened it. */
export const LINK_REFUSALS = {
  unknown: 'This link is not valid. Check that the whole link was copied from the mail.',
  used: 'This link has already been used. Each link works once.',
  expired: 'This link has expired, or a newer one was sent since. Ask for a new one.',
} as const;

export type LinkRefusal = keyof typeof LINK_REFUSALS;

export type LinkUse = { ok: true; userId: number; email: string } | { ok: false; refusal: LinkRefusal };

const TOKEN = /^[\w-]{43}$/;

/**
 * The single-use secrets in mailed links: 256 random bits, of which only a SHA-256 is kept
 * (a database reader cannot use a link). A new link of one purpose ends the person's older
 * ones, so only the mail they got last works.
 */
export class AccountTokens {
  private readonly repository: AccountsRepository;
  private issued = 0;

  constructor(repository: AccountsRepository) {
    this.repository = repository;
  }

  /** A new link; `lifetimeMs` other than the purpose's own is for an invitation's set-your-password link (7 days). */
  async issue(purpose: LinkPurpose, userId: number, email: string, lifetimeMs: number = LINK_LIFETIMES[purpose]): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const at = new Date(now).toISOString();
    await this.repository.expireTokens(userId, purpose, at);
    await this.repository.insertToken({
      token_hash: digest(token),
      purpose,
      user_id: userId,
      email,
      created_at: at,
      expires_at: new Date(now + lifetimeMs).toISOString(),
    });
    // Spent and expired links are only kept a day, for a clear message to a late click.
    if (++this.issued % 100 === 0) await this.repository.deleteTokensExpiredBefore(new Date(now - 86_400_000).toISOString());
    return token;
  }

  /** Whether the link would work now, without using it (a form shown before the change is made). */
  async check(purpose: LinkPurpose, token: string): Promise<LinkUse> {
    if (!TOKEN.test(token)) return { ok: false, refusal: 'unknown' };
    const row = await this.repository.findToken(digest(token));
    if (!row || row.purpose !== purpose) return { ok: false, refusal: 'unknown' };
    if (row.used_at) return { ok: false, refusal: 'used' };
    if (new Date(row.expires_at).getTime() <= Date.now()) return { ok: false, refusal: 'expired' };
    return { ok: true, userId: row.user_id, email: row.email };
  }

  /** Uses the link: of two racing uses only one succeeds. */
  async use(purpose: LinkPurpose, token: string): Promise<LinkUse> {
    if (!TOKEN.test(token)) return { ok: false, refusal: 'unknown' };
    const row = await this.repository.useToken(digest(token), purpose, new Date().toISOString());
    if (row) return { ok: true, userId: row.user_id, email: row.email };
    const refused = await this.check(purpose, token);
    return refused.ok ? { ok: false, refusal: 'used' } : refused;
  }
}

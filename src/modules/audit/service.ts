import { nowIso, toIso } from '../../db/tables.ts';
import type { AuditRepository, AuditEventRow } from './repository.ts';

/** What the audit log records, each with the words shown on the admin page. */
export const AUDIT_EVENTS = {
  'account.created': 'Account created',
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Failed sign-in',
  'sign_in.throttled': 'Sign-in paused after repeated failures',
  'sign_in.disabled': 'Sign-in refused: the account is disabled',
  'session.ended': 'Signed a session out',
  'session.ended_others': 'Signed out everywhere else',
  'password.changed': 'Password changed',
  'password.reset_requested': 'Password reset link asked for',
  'password.reset': 'Password reset through a mailed link',
  'account.sign_up_existing_email': 'Sign-up tried with the email of an existing account',
  'email.verified': 'Email verified',
  'email.change_requested': 'Email change asked for',
  'email.changed': 'Email changed',
  'user.promoted': 'Made a platform administrator',
  'user.demoted': 'No longer a platform administrator',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.deleted': 'Account deleted',
  'app.created': 'App created',
  'app.updated': 'App details changed',
  'app.deleted': 'App deleted',
  'redirect_uris.changed': 'Redirect URIs changed',
  'post_logout_redirect_uris.changed': 'Post-logout redirect URIs changed',
  'web_origins.changed': 'Allowed web origins changed',
  'backchannel_logout.changed': 'Back-channel logout URI changed',
  'client_secret.rotated': 'Client secret rotated',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'consent.granted': 'App authorised (consent granted)',
  'consent.revoked': 'App access revoked (consent withdrawn)',
  'donations.requested': 'Donations access requested',
  'donations.approved': 'Donations access approved',
  'donations.denied': 'Donations access denied',
  'households.requested': 'Household access requested',
  'households.approved': 'Household access approved',
  'households.denied': 'Household access denied',
  'check_in.override': 'Checked a child out without the security code (church admin override)',
  'webhook.created': 'Webhook endpoint added',
  'webhook.deleted': 'Webhook endpoint deleted',
  'webhook.secret_rotated': 'Webhook signing secret rotated',
  'webhook.disabled': 'Webhook endpoint disabled',
  'webhook.enabled': 'Webhook endpoint enabled',
} as const;

export type AuditEventType = keyof typeof AUDIT_EVENTS;

/** Who did something: a signed-in person, the command line, or someone not (yet) known. */
export interface AuditActor {
  userId?: number | null;
  /** Shown as is: an email, `command line`. */
  label: string;
  ip?: string | null;
}

export const COMMAND_LINE: AuditActor = { label: 'command line' };

export interface NewAuditEvent {
  type: AuditEventType;
  actor: AuditActor;
  /** What it was done to: a client ID, a key prefix, an email. */
  target?: string | null;
  details?: Record<string, string>;
}

export interface AuditEvent {
  id: number;
  at: string;
  type: AuditEventType;
  description: string;
  actorUserId: number | null;
  actor: string;
  target: string | null;
  ip: string | null;
  details: Record<string, string>;
}

export interface AuditPage {
  events: AuditEvent[];
  /** The `before` of the next (older) page, when there is one. */
  olderBefore: number | undefined;
}

export const AUDIT_PAGE_SIZE = 25;

/** What the admin page narrows the log to; every part optional. */
export interface AuditFilter {
  /** Part of the actor as shown (an email, `command line`), any case. */
  actor?: string;
  type?: AuditEventType;
  /** ISO 8601 instants: from (inclusive) and until (exclusive). */
  from?: string;
  until?: string;
}

export function isAuditEventType(value: string): value is AuditEventType {
  return Object.hasOwn(AUDIT_EVENTS, value);
}

const DAY_MS = 86_400_000;
const CSV_BATCH = 1000;
const CSV_COLUMNS = ['id', 'time', 'event', 'description', 'actor', 'actor_user_id', 'target', 'ip', 'details'];

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * a tab or a carriage return first) is prefixed with `'`, since actors and targets are typed
 * by anyone who tries to sign in.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toAuditEvent(row: AuditEventRow): AuditEvent {
  const type = row.type as AuditEventType;
  let details: Record<string, string> = {};
  try {
    details = JSON.parse(row.details) as Record<string, string>;
  } catch {
    // A malformed row still shows; only its extra facts are lost.
  }
  return {
    id: row.id,
    at: toIso(row.created_at),
    type,
    description: AUDIT_EVENTS[type] ?? row.type,
    actorUserId: row.actor_user_id,
    actor: row.actor,
    target: row.target,
    ip: row.ip,
    details,
  };
}

/**
 * The audit log of security-relevant events, written where they happen and read by admins.
 * Entries older than the retention (`AUDIT_RETENTION_DAYS`) are pruned every hour by each
 * instance (src/pruning.ts), never inside the request that writes one.
 */
export class AuditService {
  private readonly events: AuditRepository;
  private readonly retentionDays: number;

  constructor(events: AuditRepository, options: { retentionDays?: number } = {}) {
    this.events = events;
    this.retentionDays = options.retentionDays ?? 365;
  }

  async record(event: NewAuditEvent): Promise<void> {
    await this.events.insert({
      created_at: nowIso(),
      type: event.type,
      actor_user_id: event.actor.userId ?? null,
      actor: event.actor.label.slice(0, 320),
      target: event.target?.slice(0, 500) ?? null,
      ip: event.actor.ip ?? null,
      details: JSON.stringify(event.details ?? {}),
    });
  }

  /** Newest first; `before` is the id the previous page ended at. */
  async page(before: number | undefined, limit = AUDIT_PAGE_SIZE, filter: AuditFilter = {}): Promise<AuditPage> {
    const rows = await this.events.listBefore(before, limit + 1, filter);
    const events = rows.slice(0, limit).map(toAuditEvent);
    return { events, olderBefore: rows.length > limit ? events[events.length - 1].id : undefined };
  }

  /** Every entry the filter matches, newest first, as CSV lines (header first), read in batches. */
  async *csv(filter: AuditFilter): AsyncGenerator<string> {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    let before: number | undefined;
    for (;;) {
      const rows = await this.events.listBefore(before, CSV_BATCH, filter);
      if (!rows.length) return;
      yield rows
        .map(toAuditEvent)
        .map((event) =>
          [event.id, event.at, event.type, event.description, event.actor, event.actorUserId, event.target, event.ip, JSON.stringify(event.details)]
            .map(csvField)
            .join(','),
        )
        .join('\r\n') + '\r\n';
      if (rows.length < CSV_BATCH) return;
      before = rows[rows.length - 1].id;
    }
  }

  /** What the log says about one person (their own actions, and what was done to their email): their personal export. */
  async about(userId: number, email: string): Promise<AuditEvent[]> {
    return (await this.events.listAbout(userId, email)).map(toAuditEvent);
  }

  /** Deletes the entries older than the retention; answers how many. */
  async prune(now = Date.now()): Promise<number> {
    return this.events.deleteBefore(new Date(now - this.retentionDays * DAY_MS).toISOString());
  }
}

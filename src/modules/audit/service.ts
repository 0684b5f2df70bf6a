import { nowIso, toIso } from '../../db/tables.ts';
import type { AuditRepository, AuditEventRow } from './repository.ts';

/** What the audit log records, each with the words shown on the admin page. */
export const AUDIT_EVENTS = {
  'account.created': 'Account created',
  'sign_in.succeeded': 'Signed in',
  'sign_in.failed': 'Failed sign-in',
  'sign_in.throttled': 'Sign-in paused after repeated failures',
  'password.changed': 'Password changed',
  'password.reset_requested': 'Password reset link asked for',
  'password.reset': 'Password reset through a mailed link',
  'account.sign_up_existing_email': 'Sign-up tried with the email of an existing account',
  'email.verified': 'Email verified',
  'email.change_requested': 'Email change asked for',
  'email.changed': 'Email changed',
  'user.promoted': 'Made a platform administrator',
  'app.created': 'App created',
  'redirect_uris.changed': 'Redirect URIs changed',
  'post_logout_redirect_uris.changed': 'Post-logout redirect URIs changed',
  'web_origins.changed': 'Allowed web origins changed',
  'client_secret.rotated': 'Client secret rotated',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'consent.granted': 'App authorised (consent granted)',
  'consent.revoked': 'App access revoked (consent withdrawn)',
  'donations.requested': 'Donations access requested',
  'donations.approved': 'Donations access approved',
  'donations.denied': 'Donations access denied',
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

/** The audit log of security-relevant events, written where they happen and read by admins. */
export class AuditService {
  private readonly events: AuditRepository;
  constructor(events: AuditRepository) {
    this.events = events;
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
  async page(before: number | undefined, limit = AUDIT_PAGE_SIZE): Promise<AuditPage> {
    const rows = await this.events.listBefore(before, limit + 1);
    const events = rows.slice(0, limit).map(toAuditEvent);
    return { events, olderBefore: rows.length > limit ? events[events.length - 1].id : undefined };
  }
}

import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/tables.ts';
import { ChangesRepository, type ChangeRow, type LogPosition } from './repository.ts';
import { CHANGE_TYPES, type ChangeType } from './schemas.ts';

/*
 * The change log as its writers use it: every module that changes something records the
 * change in its unit of work (src/db/unit-of-work.ts), which writes it here (`recordChanges`)
 * in the same transaction. A leaf: the feed that reads the log (service.ts) and the webhook
 * fan-out depend on it, never the other way round.
 */

/** One change to log, described by the module that made it. */
export interface Change {
  type: ChangeType;
  /** The id of the object: for a member or registration type, the person's user id. */
  resourceId: number;
  churchId: number;
  eventId?: number;
  groupId?: number;
  /** The person the object is about: a donation's donor, a prayer's author, a member, a registrant. */
  userId?: number;
  /** A prayer whose author is hidden from everyone else. */
  isAnonymous?: boolean;
  /**
   * The API object as its most privileged reader sees it (a prayer with its author); reader
   * specific fields (`isRegistered`, `isMember`) are left out and added per reader. A
   * deletion is `{id, deleted: true}` plus the ids that place it. A registration type logs a
   * LoggedRegistration: what each of its two kinds of reader gets.
   */
  object: object;
}

/** The logged object of `event.registration.created` and `.deleted`. */
export interface LoggedRegistration {
  /** For the readers of the event's registrations: the registration list's entry plus `eventId`, or `{id, deleted: true, eventId}`. */
  registrant: Record<string, unknown>;
  /** For every other reader: the event with its new counts, without `isRegistered`. */
  event: Record<string, unknown>;
}

function rowOf(change: Change, at: string) {
  return {
    type: change.type,
    created_at: at,
    resource: CHANGE_TYPES[change.type],
    resource_id: change.resourceId,
    church_id: change.churchId,
    event_id: change.eventId ?? null,
    group_id: change.groupId ?? null,
    user_id: change.userId ?? null,
    is_anonymous: change.isAnonymous ?? false,
    object: JSON.stringify(change.object),
  };
}

/**
 * Logs the changes a unit of work recorded, in its transaction, so the events commit with
 * the changes or not at all: the unit of work's writer, given to it at start-up.
 */
export async function recordChanges(trx: Db, changes: readonly Change[]): Promise<void> {
  const at = nowIso();
  await new ChangesRepository(trx).insert(changes.map((change) => rowOf(change, at)));
}

/** A prayer made anonymous: in the same transaction, hide its author in the events logged before. */
export async function hidePrayerAuthorInChanges(trx: Db, prayerId: number): Promise<void> {
  await new ChangesRepository(trx).hidePrayerAuthor(prayerId);
}

/**
 * Every logged event after `position`, in log order (see ChangesRepository.after). Read with
 * the caller's transaction, e.g. one holding the webhook fan-out's lock.
 */
export function changesAfter(trx: Db, position: LogPosition, limit: number): Promise<ChangeRow[]> {
  return new ChangesRepository(trx).everyTypeAfter(position, limit);
}

/** A logged event in its public form: `evt_` and the log's id. */
export function publicEventId(id: number | string): string {
  return `evt_${id}`;
}

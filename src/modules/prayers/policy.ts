import type { PrayerRow } from '../../db/tables.ts';
import { policy } from '../../http/policies.ts';
import type { Principal } from '../../http/principal.ts';
import type { ChurchRole } from '../../http/church-roles.ts';

/** Who may do what to prayer requests: pure functions of the caller and the request. */

type Caller = Pick<Principal, 'userId'>;

/** A request's author as one caller sees it: hidden on an anonymous request unless the caller wrote it. */
export function visibleAuthor(callerId: number, authorId: number, isAnonymous: boolean): number | null {
  return isAnonymous && authorId !== callerId ? null : authorId;
}

/** Only the author may mark a prayer request answered. */
export const canMarkAnswered = policy('canMarkAnswered', (principal: Caller, prayer: Pick<PrayerRow, 'user_id'>) => prayer.user_id === principal.userId);

/** Only the author edits the words of a request or whether it is anonymous. */
export const canEditPrayer = policy('canEditPrayer', (principal: Caller, prayer: Pick<PrayerRow, 'user_id'>) => prayer.user_id === principal.userId);

/** The author deletes their request; the staff of its church may remove it (moderation). */
export const canDeletePrayer = policy(
  'canDeletePrayer',
  (principal: Caller, prayer: Pick<PrayerRow, 'user_id'>, churchRole: ChurchRole | null) => prayer.user_id === principal.userId || churchRole === 'admin',
);

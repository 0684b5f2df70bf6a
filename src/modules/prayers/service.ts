import type { PrayerRow } from '../../db/tables.ts';
import { nowIso, toIso } from '../../db/tables.ts';
import { withCarriedState } from '../../db/list-counters.ts';
import type { Work } from '../../db/unit-of-work.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, PageBookmarks, paginate, updatedSinceOf, type Page } from '../../http/pagination.ts';
import { UpdatedSinceTotals } from '../../updated-since.ts';
import type { Principal } from '../../http/principal.ts';
import type { ListStamp } from '../../http/list-answers.ts';
import { hidePrayerAuthorInChanges, type Change } from '../changes/log.ts';
import { ChurchRecordsService } from '../churches/service.ts';
import { canDeletePrayer, canEditPrayer, canMarkAnswered, visibleAuthor } from './policy.ts';
import { prayersScope, type PrayersRepository } from './repository.ts';
import type { NewPrayer, Prayer, PrayerChanges, PrayerListQuery } from './schemas.ts';

type Caller = Pick<Principal, 'userId'>;

/** The author shown to this caller: hidden on an anonymous request unless the caller wrote it. */
export function visibleUserId(principal: Caller, prayer: PrayerRow): number | null {
  return visibleAuthor(principal.userId, prayer.user_id, Boolean(prayer.is_anonymous));
}

export function toPrayer(principal: Caller, row: PrayerRow): Prayer {
  return {
    id: row.id,
    communityId: row.church_id,
    userId: visibleUserId(principal, row),
    content: row.content,
    isAnonymous: Boolean(row.is_anonymous),
    isAnswered: Boolean(row.is_answered),
    prayerCount: row.prayer_count,
    createdAt: toIso(row.created_at),
    answeredAt: row.answered_at === null ? null : toIso(row.answered_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A change of the request, logged as its author sees it; readers get the author hidden as the request says. */
function prayerChange(type: 'prayer.created' | 'prayer.updated' | 'prayer.prayed' | 'prayer.answered', row: PrayerRow): Change {
  return {
    type,
    resourceId: row.id,
    churchId: row.church_id,
    userId: row.user_id,
    isAnonymous: Boolean(row.is_anonymous),
    object: toPrayer({ userId: row.user_id }, row),
  };
}

/** An unknown church in the body is a bad request, not a missing resource at this URL. */
function communityMissing(churchId: number) {
  return badRequest(`Invalid field 'communityId': church ${churchId} does not exist`);
}

function trimmedContent(content: string): string {
  const trimmed = content.trim();
  if (!trimmed) throw badRequest("Invalid field 'content': must not be blank");
  return trimmed;
}

export class PrayersService extends ChurchRecordsService<PrayersRepository> {
  private readonly bookmarks = new PageBookmarks();
  private readonly sinceTotals = new UpdatedSinceTotals();

  /** What decides the list's answers; an anonymous request's author is shown to its writer only. */
  async listStamp(principal: Caller, query: PrayerListQuery): Promise<ListStamp> {
    const filter = { churchId: query.communityId, isAnswered: query.isAnswered };
    return { list: `prayers?${prayersScope(filter)}`, state: { ...(await this.repository.counter(filter)), validUntil: Infinity }, reader: principal.userId };
  }

  /** What decides one request's answers: any change to any prayer request, and the reader (an anonymous author). */
  async itemStamp(principal: Caller): Promise<ListStamp> {
    return { list: 'prayers', state: { ...(await this.repository.counter({})), validUntil: Infinity }, reader: principal.userId };
  }

  async list(principal: Caller, query: PrayerListQuery): Promise<Page<Prayer>> {
    const filter = { churchId: query.communityId, isAnswered: query.isAnswered };
    const since = updatedSinceOf(query);
    if (since !== undefined) {
      const [rows, total] = await Promise.all([
        this.repository.listUpdatedSince(filter, since, query.limit, offsetOf(query)),
        this.sinceTotals.total(`prayers?${prayersScope(filter)}`, since, async () => (await this.repository.counter(filter)).contentVersion, () => this.repository.countUpdatedSince(filter, since)),
      ]);
      return page(rows.map((row) => toPrayer(principal, row)), query, total);
    }
    const { rows, pagination } = await paginate(
      {
        name: `prayers?${prayersScope(filter)}`,
        keyTypes: ['number'],
        state: async () => ({ ...(await this.repository.counter(filter)), validUntil: Infinity }),
        rows: (limit, window) => this.repository.list(filter, limit, window),
        rowsWithState: async (limit, window) => withCarriedState(await this.repository.listWithState(filter, limit, window)),
        keyOf: (row) => [row.id],
      },
      query,
      this.bookmarks,
    );
    return { data: rows.map((row) => toPrayer(principal, row)), pagination };
  }

  async get(principal: Caller, id: number): Promise<Prayer> {
    return toPrayer(principal, await this.find(id));
  }

  /** Creates a request by the caller; only the three client fields are taken from the body. */
  async create(principal: Caller, body: NewPrayer): Promise<Prayer> {
    const content = trimmedContent(body.content);
    const now = nowIso();
    // The check runs in the transaction: the church cannot go between it and the insert, and
    // the request's statements all run in one transaction (grouped with others on SQLite).
    return this.unitOfWork(async ({ trx, repository, record }) => {
      if (!(await this.churches.exists(body.communityId, trx))) throw communityMissing(body.communityId);
      const row = await repository.create({
        church_id: body.communityId,
        user_id: principal.userId,
        content,
        is_anonymous: body.isAnonymous ?? false,
        created_at: now,
        updated_at: now,
      });
      record(prayerChange('prayer.created', row));
      return toPrayer(principal, row);
    });
  }

  /** Records one prayer by the caller and answers the request with its new count. */
  async pray(principal: Caller, id: number): Promise<Prayer> {
    return this.unitOfWork(async ({ repository, record }) => {
      const row = await repository.recordPrayer(id, principal.userId, nowIso());
      if (!row) throw notFound(`Prayer ${id} does not exist`);
      record(prayerChange('prayer.prayed', row));
      return toPrayer(principal, row);
    });
  }

  /** Marks the caller's own request answered; repeating it changes nothing. */
  async markAnswered(principal: Caller, id: number): Promise<Prayer> {
    const prayer = await this.find(id);
    if (!canMarkAnswered(principal, prayer)) {
      throw forbidden(`Only the author of prayer ${id} can mark it answered`);
    }
    if (prayer.is_answered) return toPrayer(principal, prayer);
    const answered = await this.unitOfWork(async ({ repository, record }) => {
      const row = await repository.markAnswered(id, nowIso());
      // A parallel call marked it first, or it is gone: nothing changed here.
      if (row) record(prayerChange('prayer.answered', row));
      return row;
    });
    return toPrayer(principal, answered ?? (await this.find(id)));
  }

  /** The author changes the words or the anonymity of their request; an empty body changes nothing. */
  async update(principal: Caller, id: number, body: PrayerChanges): Promise<Prayer> {
    const prayer = await this.find(id);
    if (!canEditPrayer(principal, prayer)) throw forbidden(`Only the author of prayer ${id} can edit it`);
    if (body.content === undefined && body.isAnonymous === undefined) return toPrayer(principal, prayer);
    const changes = {
      ...(body.content !== undefined && { content: trimmedContent(body.content) }),
      ...(body.isAnonymous !== undefined && { is_anonymous: body.isAnonymous }),
      updated_at: nowIso(),
    };
    return this.unitOfWork(async ({ trx, repository, record }) => {
      const row = await repository.update(id, changes);
      if (!row) throw notFound(`Prayer ${id} does not exist`);
      // Made anonymous: the author disappears from what the feed shows of earlier changes too.
      if (row.is_anonymous && !prayer.is_anonymous) await hidePrayerAuthorInChanges(trx, id);
      record(prayerChange('prayer.updated', row));
      return toPrayer(principal, row);
    });
  }

  /** The author removes their request, or the staff of its church do (moderation). */
  async remove(principal: Caller, id: number): Promise<void> {
    const prayer = await this.find(id);
    if (!canDeletePrayer(principal, prayer, await this.churches.roleOf(prayer.church_id, principal.userId))) {
      throw forbidden(`Only the author of prayer ${id} or an admin of church ${prayer.church_id} can delete it`);
    }
    await this.unitOfWork(async ({ repository, record }) => {
      const churchId = await repository.delete(id);
      if (churchId === undefined) throw notFound(`Prayer ${id} does not exist`);
      record({ type: 'prayer.deleted', resourceId: id, churchId, object: { id, deleted: true, communityId: churchId } });
    });
  }

  /** Deletes every request of a person whose account is being deleted, in the deletion's unit of work, logging `prayer.deleted` for each. */
  async removeAllOf({ trx, record }: Work<Change>, userId: number): Promise<void> {
    for (const { id, church_id: churchId } of await this.repository.within(trx).deleteAllOf(userId)) {
      record({ type: 'prayer.deleted', resourceId: id, churchId, object: { id, deleted: true, communityId: churchId } });
    }
  }

  private async find(id: number): Promise<PrayerRow> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound(`Prayer ${id} does not exist`);
    return row;
  }
}

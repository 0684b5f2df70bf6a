import { toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import { changesAfter, publicEventId, type Change } from '../changes/log.ts';
import type { ChangeType } from '../changes/schemas.ts';
import { endpointReader, storedEventTypes, wantsEvent } from './policy.ts';
import type { NewDeliveryRow, WebhooksRepository } from './repository.ts';

/** Events fanned out per pass. */
export const FAN_OUT_BATCH = 500;

/**
 * Fan-out: under a lock on the one cursor row, the events logged since the cursor become one
 * delivery row per event and endpoint that asked for its type and may read it; the cursor
 * moves past them in the same transaction. A unique index makes a second fan-out of the same
 * event harmless.
 */
export class WebhookFanOut extends WritingService<WebhooksRepository, Change> {
  /** The unit of work deliveries are written through: it records no changes, so it wakes nobody. */
  /**
   * Whether any endpoint was enabled at the last fan-out that read them (unknown at first).
   * Without one, a write has nobody to tell: its events wait for the next poll, which moves
   * the log cursor past them, instead of each write burst starting a pass of its own.
   */
  endpointsEnabled = true;

  constructor(repository: WebhooksRepository, writes: UnitOfWork<Change>) {
    super(repository, writes);
  }

  /** An endpoint was added or enabled on this instance: writes have someone to tell again. */
  endpointEnabled(): void {
    this.endpointsEnabled = true;
  }

  /**
   * Turns newly logged events into deliveries; answers how many events it read. `look`: first
   * see without the lock whether there is anything, as a poll does (an idle instance then
   * opens no transaction; on PostgreSQL a row lock would take a transaction id every poll).
   * A pass a write asked for knows there is, and goes straight to the lock.
   */
  async run(look = true): Promise<number> {
    if (look) {
      const seen = await this.repository.cursor();
      if (!(await changesAfter(this.repository.db, seen, 1)).length) return 0;
    }
    return this.unitOfWork(async ({ trx, repository }) => {
      const cursor = await repository.lockCursor();
      if (!cursor) return 0;
      const events = await changesAfter(trx, cursor, FAN_OUT_BATCH);
      if (!events.length) return 0;
      const subscriptions = await repository.enabledSubscriptions();
      this.endpointsEnabled = subscriptions.length > 0;
      const endpoints = subscriptions.map((row) => ({
        row,
        since: toIso(row.created_at),
        types: storedEventTypes(row.event_types),
        reader: endpointReader(row),
      }));
      const rows: NewDeliveryRow[] = [];
      for (const event of events) {
        const type = event.type as ChangeType;
        const at = toIso(event.created_at);
        for (const endpoint of endpoints) {
          if (endpoint.since > at || !wantsEvent(endpoint.types, endpoint.reader, type)) continue;
          rows.push({ subscription_id: endpoint.row.id, change_event_id: event.id, event_id: publicEventId(event.id), event_type: type, next_attempt_at: at, created_at: at });
        }
      }
      await repository.insertDeliveries(rows);
      const last = events[events.length - 1];
      await repository.moveCursor({ tx: last.tx, id: last.id });
      return events.length;
    });
  }
}

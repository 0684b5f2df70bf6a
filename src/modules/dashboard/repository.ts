import { Repository } from '../../db/repository.ts';

/** The one-time messages of the dashboard (see flash.ts). Kysely only; no HTTP here. */
export class FlashRepository extends Repository {
  async insert(row: { id_hash: string; user_id: number; payload: string; expires_at: string }): Promise<void> {
    await this.db.insertInto('flash_messages').values(row).execute();
  }

  /** Deletes the message and answers its payload, in one statement: of two racing reads only one gets it. */
  async take(idHash: string, userId: number, now: string): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('flash_messages')
      .where('id_hash', '=', idHash)
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .returning('payload')
      .executeTakeFirst();
    return row?.payload;
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('flash_messages').where('expires_at', '<=', now).execute();
  }
}

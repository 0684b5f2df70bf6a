import type { SelectQueryBuilder } from 'kysely';
import { inSnapshot, type Db } from './database.ts';
import { ListCounters } from './list-counters.ts';
import { PreparedQueries } from './prepared.ts';

/**
 * What every repository stands on: the store its statements run on, the pool or a unit of
 * work's transaction, and `within(trx)`, the same repository over a unit's transaction.
 *
 * `Handed` is what a repository's constructor takes after the store (the dialect; queries
 * compiled for the pool, which then run on the transaction too rather than being compiled again
 * for each): the constructor hands it on to this one in the same order, and `within` builds the
 * repository again from the transaction and those.
 */
export abstract class Repository<Handed extends unknown[] = []> {
  protected readonly db: Db;
  private readonly handed: Handed;
  constructor(db: Db, ...handed: Handed) {
    this.db = db;
    this.handed = handed;
  }

  /** The repository bound to a unit of work's transaction. */
  within(trx: Db): this {
    const Self = this.constructor as new (db: Db, ...handed: Handed) => this;
    return new Self(trx, ...this.handed);
  }

  /** Runs `read` with this repository over one snapshot of the store (see `inSnapshot`): its reads agree with each other. */
  inSnapshot<T>(read: (repository: this) => Promise<T>): Promise<T> {
    return inSnapshot(this.db, (snapshot) => read(this.within(snapshot)));
  }
}

/**
 * A repository of the API's busiest lists: its queries compiled once, for the pool, and handed
 * on, so the repository over a transaction runs them too rather than compiling them again for
 * each; and the kept counters of its lists.
 */
export abstract class CompiledListRepository extends Repository<[PreparedQueries]> {
  protected readonly queries: PreparedQueries;
  protected readonly counters: ListCounters;
  constructor(db: Db, queries = new PreparedQueries(db)) {
    super(db, queries);
    this.queries = queries;
    this.counters = new ListCounters(db);
  }
}

/** How many rows `rows` finds, counted by the store (`count(*)`). */
export async function countRows<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await rows
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

import type { Db } from './database.ts';

/**
 * What the work of one unit gets: the transaction to run its statements on, and `record` for
 * the changes other apps may care about.
 */
export interface Work<Change> {
  /** Every statement of the unit runs on it: they commit together or not at all. */
  readonly trx: Db;
  /** Adds changes to the unit's outbox: written in its transaction as it ends, and told to the listeners once it has committed. */
  record(...changes: Change[]): void;
}

/** Writes a unit's recorded changes in the unit's transaction (the change log's insert, given at start-up). */
export type ChangeWriter<Change> = (trx: Db, changes: readonly Change[]) => Promise<void>;

/**
 * Told, in the same turn of the event loop, that a unit which recorded changes has committed.
 * It must not throw: the write stands whatever a listener does.
 */
export type CommitListener<Change> = (changes: readonly Change[]) => void;

/**
 * The one way writes reach the store: each unit runs its work in one transaction, records in
 * it the changes other apps may care about (the transactional outbox, so an event commits
 * with its change or not at all), and once the transaction has committed tells the listeners
 * in this process (webhook delivery, which then looks for the new events at once).
 *
 * `Change` is whatever the change log records; this folder knows neither it nor the table it
 * goes to: the writer that inserts the rows is given at start-up.
 *
 * A transaction is Kysely's (`db.transaction()`), so on SQLite units started in one turn of
 * the event loop share one commit (group-commit.ts); a unit's promise settles, and the
 * listeners hear of it, only once that commit is done. Lists need no telling: their versions
 * move in the writing transaction itself (list-counters.ts), whichever process writes.
 */
export class UnitOfWork<Change> {
  private readonly db: Db;
  private readonly writeChanges: ChangeWriter<Change>;
  private readonly listeners: CommitListener<Change>[] = [];
  constructor(db: Db, writeChanges: ChangeWriter<Change>) {
    this.db = db;
    this.writeChanges = writeChanges;
  }

  /** Tells `listener` of every unit of this process that commits with recorded changes. */
  afterCommit(listener: CommitListener<Change>): void {
    this.listeners.push(listener);
  }

  /** Runs `work` in one transaction; a throw rolls it back, changes recorded included, and tells nobody. */
  async run<T>(work: (unit: Work<Change>) => Promise<T>): Promise<T> {
    const recorded: Change[] = [];
    const record = (...changes: Change[]) => {
      for (const change of changes) recorded.push(change);
    };
    const result = await this.db.transaction().execute(async (trx) => {
      const value = await work({ trx, record });
      if (recorded.length) await this.writeChanges(trx, recorded);
      return value;
    });
    if (recorded.length) for (const listener of this.listeners) listener(recorded);
    return result;
  }
}

/** A repository a unit binds to its transaction (see `Repository.within`). */
export interface BindsToTransaction<Store> {
  within(trx: Db): Store;
}

/** What the work of a service's unit gets: the unit's, and the service's repository bound to its transaction. */
export interface RepositoryWork<Store, Change> extends Work<Change> {
  /** The service's repository, its statements run in the unit's transaction. */
  readonly repository: Store;
}

/**
 * What a service that writes stands on: its repository and the unit of work. `unitOfWork` runs a
 * unit on the repository bound to the unit's transaction, so no statement of the unit can run
 * on the pool by mistake; `repository` itself reads outside any unit.
 */
export abstract class WritingService<Store extends BindsToTransaction<Store>, Change> {
  protected readonly repository: Store;
  private readonly writes: UnitOfWork<Change>;
  constructor(repository: Store, writes: UnitOfWork<Change>) {
    this.repository = repository;
    this.writes = writes;
  }

  /** Runs `work` as one unit of work (`UnitOfWork.run`), with the repository bound to its transaction. */
  protected unitOfWork<T>(work: (unit: RepositoryWork<Store, Change>) => Promise<T>): Promise<T> {
    return this.writes.run((unit) => work({ ...unit, repository: this.repository.within(unit.trx) }));
  }
}

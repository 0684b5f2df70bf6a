/** Something that deletes what it keeps for a while only; answers how many rows went. */
export interface Pruner {
  prune(): Promise<number>;
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Prunes every `everyMs` (an hour) while the instance runs, on a timer rather than inside
 * requests: no request waits for a delete, and an idle instance still prunes. One pruner
 * after another, and a round still running when the next is due is not doubled. The timer
 * does not keep the process alive; the returned function stops it and waits for a round
 * under way, so the database can close after it.
 */
export function startPruning(pruners: Record<string, Pruner>, onError: (what: string, error: unknown) => void, everyMs = PRUNE_EVERY_MS): () => Promise<void> {
  let round: Promise<void> | undefined;
  const pruneAll = async () => {
    for (const [what, pruner] of Object.entries(pruners)) await pruner.prune().catch((error: unknown) => onError(what, error));
  };
  const timer = setInterval(() => {
    round ??= pruneAll().finally(() => (round = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}

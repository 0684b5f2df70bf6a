import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { PollingWorker } from './worker.ts';

/** A worker whose passes take `passMs` and are timed; `during` runs once, inside the first pass. */
function timedWorker(passMs: number, during: (worker: PollingWorker) => void) {
  const passes: { start: number; end: number }[] = [];
  const worker: PollingWorker = new PollingWorker('test', 10_000, async () => {
    const start = performance.now();
    await sleep(5);
    if (passes.length === 0) during(worker);
    await sleep(passMs - 5);
    passes.push({ start, end: performance.now() });
    return false;
  });
  return { worker, passes };
}

test('a wake while a pass runs asks for the next one its delay after this one ends', async (t) => {
  const { worker, passes } = timedWorker(30, (w) => w.wake(40));
  worker.start({ info() {}, warn() {}, error() {} });
  t.after(() => worker.stop());
  for (let i = 0; i < 100 && passes.length < 2; i++) await sleep(10);
  assert.equal(passes.length, 2, 'the wake is not lost');
  const gap = passes[1].start - passes[0].end;
  assert.ok(gap >= 38, `the next pass waits the wake's delay after the first ends (${gap.toFixed(1)} ms)`);
  assert.ok(gap < 1_000, 'and no longer: not the poll interval');
});

test('a wake without delay while a pass runs makes the next pass start as soon as it ends', async (t) => {
  const { worker, passes } = timedWorker(30, (w) => w.wake());
  worker.start({ info() {}, warn() {}, error() {} });
  t.after(() => worker.stop());
  for (let i = 0; i < 100 && passes.length < 2; i++) await sleep(10);
  assert.equal(passes.length, 2);
  assert.ok(passes[1].start - passes[0].end < 20, 'at once, not after the poll interval');
});

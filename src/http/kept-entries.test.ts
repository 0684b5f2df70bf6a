import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KeptEntries } from './kept-entries.ts';

/** Entries kept within `budget`, set in the order given. */
function keptWith(budget: number, entries: [key: string, value: string, size: number][]): KeptEntries<string> {
  const kept = new KeptEntries<string>(budget);
  for (const [key, value, size] of entries) kept.set(key, value, size);
  return kept;
}

test('kept entries stay within their budget, the unused ones going out first', async (t) => {
  await t.test('the oldest entry goes out when nothing was used', () => {
    const kept = keptWith(10, [['a', 'A', 4], ['b', 'B', 4], ['c', 'C', 4]]);
    assert.equal(kept.peek('a'), undefined);
    assert.equal(kept.peek('b'), 'B');
    assert.equal(kept.peek('c'), 'C');
    assert.equal(kept.size, 2);
  });

  await t.test('a used entry outlives unused ones, newer ones included; peeking does not count as use', () => {
    const kept = keptWith(12, [['a', 'A', 4], ['b', 'B', 4], ['c', 'C', 4]]);
    assert.equal(kept.use('a'), 'A');
    assert.equal(kept.peek('b'), 'B');
    kept.set('d', 'D', 4);
    const keys = () => ['a', 'b', 'c', 'd', 'e', 'f'].filter((key) => kept.has(key));
    assert.deepEqual(keys(), ['a', 'c', 'd']);
    // Kept once, it went to the back of the line, unmarked: the next to go come before it...
    kept.set('e', 'E', 4);
    assert.deepEqual(keys(), ['a', 'd', 'e']);
    // ...and, unused since, it goes next.
    kept.set('f', 'F', 4);
    assert.deepEqual(keys(), ['d', 'e', 'f']);
  });

  await t.test('when every entry was used, the oldest still goes', () => {
    const kept = keptWith(8, [['a', 'A', 4], ['b', 'B', 4]]);
    kept.use('a');
    kept.use('b');
    kept.set('c', 'C', 4);
    assert.deepEqual(['a', 'b', 'c'].filter((key) => kept.has(key)), ['b', 'c']);
  });

  await t.test('replacing an entry frees its old size; an entry larger than the budget is not kept', () => {
    const kept = keptWith(10, [['a', 'A', 6], ['a', 'A2', 2], ['b', 'B', 8]]);
    assert.equal(kept.peek('a'), 'A2');
    assert.equal(kept.peek('b'), 'B');
    assert.equal(kept.set('c', 'C', 11), false);
    assert.equal(kept.peek('c'), undefined);
    assert.equal(kept.size, 2);
  });
});

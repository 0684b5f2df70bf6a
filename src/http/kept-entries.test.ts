import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KeptEntries } from './kept-entries.ts';

test('kept entries stay within their budget, the unused ones going out first', async (t) => {
  await t.test('the oldest entry goes out when nothing was used', () => {
    const kept = new KeptEntries<string>(10);
    kept.set('a', 'A', 4);
    kept.set('b', 'B', 4);
    kept.set('c', 'C', 4);
    assert.equal(kept.peek('a'), undefined);
    assert.equal(kept.peek('b'), 'B');
    assert.equal(kept.peek('c'), 'C');
    assert.equal(kept.size, 2);
  });

  await t.test('a used entry outlives unused ones, newer ones included; peeking does not count as use', () => {
    const kept = new KeptEntries<string>(12);
    kept.set('a', 'A', 4);
    kept.set('b', 'B', 4);
    kept.set('c', 'C', 4);
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
    const kept = new KeptEntries<string>(8);
    kept.set('a', 'A', 4);
    kept.set('b', 'B', 4);
    kept.use('a');
    kept.use('b');
    kept.set('c', 'C', 4);
    assert.deepEqual(['a', 'b', 'c'].filter((key) => kept.has(key)), ['b', 'c']);
  });

  await t.test('replacing an entry frees its old size; an entry larger than the budget is not kept', () => {
    const kept = new KeptEntries<string>(10);
    kept.set('a', 'A', 6);
    kept.set('a', 'A2', 2);
    kept.set('b', 'B', 8);
    assert.equal(kept.peek('a'), 'A2');
    assert.equal(kept.peek('b'), 'B');
    assert.equal(kept.set('c', 'C', 11), false);
    assert.equal(kept.peek('c'), undefined);
    assert.equal(kept.size, 2);
  });
});

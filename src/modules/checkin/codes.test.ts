import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CODE_ALPHABET, codeMatches, newSecurityCode } from './codes.ts';

test('security codes: 4 characters, none of the look-alikes', () => {
  for (const confusable of '0O1IL5S2Z') assert.equal(CODE_ALPHABET.includes(confusable), false, confusable);
  const seen = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    const code = newSecurityCode();
    assert.match(code, new RegExp(`^[${CODE_ALPHABET}]{4}$`));
    seen.add(code);
  }
  // Random, not a sequence: 2,000 draws of 531,441 codes repeat only a few times.
  assert.ok(seen.size > 1950, `${seen.size} distinct codes`);
});

test('codeMatches: any case and surrounding spaces; another code or length never', () => {
  assert.equal(codeMatches(' abcd ', 'ABCD'), true);
  assert.equal(codeMatches('ABCE', 'ABCD'), false);
  assert.equal(codeMatches('ABC', 'ABCD'), false);
  assert.equal(codeMatches('', 'ABCD'), false);
});

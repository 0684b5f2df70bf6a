import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decimal } from './decimal.ts';

test('decimal writes a finite number as String does', () => {
  const numbers = [0, -0, 1, -1, 42, 999_999_999, 2 ** 53, 1e21, 1.5e-7, 0.1 + 0.2, 0.123456789, 12.5, Date.now(), performance.now(), Number.MAX_VALUE, Number.MIN_VALUE];
  for (let i = 0; i < 1000; i++) numbers.push(Math.random() * 10 ** ((i % 30) - 10));
  for (const n of numbers) assert.equal(decimal(n), String(n), String(n));
});

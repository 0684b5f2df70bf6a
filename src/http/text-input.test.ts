import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isSafeText, unsafeTextField } from './text-input.ts';

test('safe text: any well-formed string without NUL, emoji and other pairs included', () => {
  for (const text of ['', 'plain', 'Grüße', '\u{1F64F}', '\ufffd', 'tab\tand\nnewline']) assert.equal(isSafeText(text), true, JSON.stringify(text));
  for (const text of ['\u0000', 'a\u0000', '\ud800', 'a\udc00b', '\ude4f\ud83d']) assert.equal(isSafeText(text), false, JSON.stringify(text));
});

test('the first unsafe string of a parsed body or query is named by its dotted path', () => {
  assert.equal(unsafeTextField({ a: 'ok', b: 1, c: null, d: true }), undefined);
  assert.equal(unsafeTextField({ a: 'ok', b: { c: ['x', 'y\ud800'] } }), 'b.c.1');
  assert.equal(unsafeTextField({ 'k\u0000': 1 }), 'k\u0000');
  assert.equal(unsafeTextField('\u0000'), '(body)');
  assert.equal(unsafeTextField(undefined), undefined);
});

test('a body nested far deeper than the call stack is walked without overflowing it', () => {
  const depth = 200_000;
  const deep = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
  assert.equal(unsafeTextField(deep), Array.from({ length: depth }, () => '0').join('.'));
  assert.equal(unsafeTextField(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)), undefined);
});

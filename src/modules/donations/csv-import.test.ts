import { test } from 'node:test';
import assert from 'node:assert/strict';
import { minorUnitExponent, parseAmount, parseChurchId, parseDonatedAt } from './csv-import.ts';

test('donation file values', async (t) => {
  await t.test('minor units follow ISO 4217: two decimals unless the currency says otherwise', () => {
    assert.deepEqual(['USD', 'EUR', 'GBP', 'JPY', 'KRW', 'VND', 'BHD', 'KWD', 'OMR', 'JOD', 'TND', 'IQD', 'LYD'].map(minorUnitExponent), [2, 2, 2, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3]);
  });

  await t.test('an amount without a point is in minor units, with one in major units, converted exactly', () => {
    const cases: [string, string, number][] = [
      ['2500', 'USD', 2500],
      ['25.00', 'USD', 2500],
      ['25.5', 'USD', 2550],
      ['0.29', 'USD', 29],
      ['1.15', 'EUR', 115],
      ['007', 'USD', 7],
      ['5000', 'JPY', 5000],
      ['1.234', 'KWD', 1234],
      ['1.2', 'KWD', 1200],
      ['21474836.47', 'USD', 2_147_483_647],
    ];
    for (const [text, currency, amount] of cases) assert.deepEqual(parseAmount(text, currency), { amount }, `${text} ${currency}`);
  });

  await t.test('refuses amounts that are not positive, too precise or too large', () => {
    const cases: [string, string, string][] = [
      ['0', 'USD', 'must be greater than 0'],
      ['0.00', 'USD', 'must be greater than 0'],
      ['1.001', 'USD', '1.001 has more decimal places than USD has (2)'],
      ['10.0', 'JPY', '10.0 has more decimal places than JPY has (0)'],
      ['21474836.48', 'USD', 'must be at most 2147483647 in minor units'],
      ['99999999999999999999', 'USD', 'must be at most 2147483647 in minor units'],
    ];
    for (const [text, currency, problem] of cases) assert.deepEqual(parseAmount(text, currency), { problem }, `${text} ${currency}`);
    for (const text of ['', '-1', '+1', '1e3', '1,5', '.5', '5.', '1 000', '$5', 'NaN']) {
      assert.match((parseAmount(text, 'USD') as { problem: string }).problem, /^must be a positive number/, text);
    }
  });

  await t.test('church ids are positive 32-bit integers', () => {
    assert.deepEqual(['1', '42', '2147483647'].map(parseChurchId), [1, 42, 2_147_483_647]);
    assert.deepEqual(['0', '-1', '1.0', 'x', '', '2147483648', '99999999999'].map(parseChurchId), Array(7).fill(undefined));
  });

  await t.test('a donation time has a zone, or is a date read as midnight UTC', () => {
    const cases: [string, string][] = [
      ['2026-01-31', '2026-01-31T00:00:00.000Z'],
      ['2028-02-29', '2028-02-29T00:00:00.000Z'],
      ['2026-01-31T10:00Z', '2026-01-31T10:00:00.000Z'],
      ['2026-01-31T10:00:05Z', '2026-01-31T10:00:05.000Z'],
      ['2026-01-31T10:00:05.1234Z', '2026-01-31T10:00:05.123Z'],
      ['2026-01-31T23:30:00-05:30', '2026-02-01T05:00:00.000Z'],
      ['2026-01-01T00:15:00+01:00', '2025-12-31T23:15:00.000Z'],
    ];
    for (const [text, iso] of cases) assert.equal(parseDonatedAt(text), iso, text);
    for (const text of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-01-32', '2026-01-31T24:00:00Z', '2026-01-31T10:60Z', '2026-01-31T10:00:00', '2026-01-31 10:00:00Z', '31/01/2026', '2026-1-5', '']) {
      assert.equal(parseDonatedAt(text), undefined, text);
    }
  });
});

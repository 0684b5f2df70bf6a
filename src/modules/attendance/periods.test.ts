import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayIn, isDay, periodStart, periodStarts, startOfDay, yearsAfter } from './periods.ts';

test('isDay: real days written YYYY-MM-DD', () => {
  for (const day of ['2026-03-08', '2024-02-29']) assert.equal(isDay(day), true, day);
  for (const day of ['2026-02-29', '2026-3-8', '08/03/2026', '2026-03-08T00:00:00Z', '']) assert.equal(isDay(day), false, day);
});

test('periods: weeks start on Sunday, months on the first; every period is listed', () => {
  assert.equal(periodStart('2026-03-08', 'week'), '2026-03-08');
  assert.equal(periodStart('2026-03-14', 'week'), '2026-03-08');
  assert.equal(periodStart('2026-03-14', 'month'), '2026-03-01');
  assert.deepEqual(periodStarts('2026-12-30', '2027-01-03', 'week'), { starts: ['2026-12-27', '2027-01-03'], end: '2027-01-10' });
  assert.deepEqual(periodStarts('2026-11-15', '2027-01-01', 'month'), { starts: ['2026-11-01', '2026-12-01', '2027-01-01'], end: '2027-02-01' });
  assert.equal(yearsAfter('2026-01-01', 2), '2028-01-01');
  assert.equal(yearsAfter('2024-02-29', 2), '2026-03-01');
});

test('startOfDay and dayIn: midnight in the zone, across daylight saving changes', () => {
  assert.equal(startOfDay('2026-03-08', 'America/New_York'), '2026-03-08T05:00:00.000Z');
  assert.equal(startOfDay('2026-03-09', 'America/New_York'), '2026-03-09T04:00:00.000Z');
  assert.equal(startOfDay('2026-11-02', 'America/New_York'), '2026-11-02T05:00:00.000Z');
  assert.equal(startOfDay('2026-01-01', 'Asia/Kolkata'), '2025-12-31T18:30:00.000Z');
  // Chile moves its clocks at midnight: the day starts at 01:00 there.
  assert.equal(startOfDay('2026-09-06', 'America/Santiago'), '2026-09-06T04:00:00.000Z');
  assert.equal(startOfDay('2026-01-01', 'UTC'), '2026-01-01T00:00:00.000Z');
  assert.equal(dayIn('2026-03-08T04:59:59.000Z', 'America/New_York'), '2026-03-07');
  assert.equal(dayIn('2026-03-08T05:00:00.000Z', 'America/New_York'), '2026-03-08');
});

/*
 * Calendar days and the periods of the attendance report, in a church's time zone. Days are
 * YYYY-MM-DD strings; instants are ISO 8601 UTC strings as stored. Pure functions.
 */

export type Interval = 'week' | 'month';

const DAY_MS = 86_400_000;

/** Whether the text is a real day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The same day `years` later (29 February's is 1 March when that year has none). */
export function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** The first day of the period holding `day`: the Sunday on or before it, or the first of its month. */
export function periodStart(day: string, interval: Interval): string {
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

function nextPeriod(start: string, interval: Interval): string {
  if (interval === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The first days of every period that holds a day from `from` to `to` (both included), oldest first, and the day after the last one. */
export function periodStarts(from: string, to: string, interval: Interval): { starts: string[]; end: string } {
  const starts: string[] = [];
  let start = periodStart(from, interval);
  while (start <= to) {
    starts.push(start);
    start = nextPeriod(start, interval);
  }
  return { starts, end: start };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(zone, format);
  }
  return format;
}

/** The wall-clock time in `zone` at `ms`, read as if it were UTC (so its difference to `ms` is the zone's offset). */
function wallClock(ms: number, zone: string): number {
  const parts = Object.fromEntries(formatIn(zone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The day it is in `zone` at this instant. */
export function dayIn(instant: string | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return new Date(wallClock(ms, zone)).toISOString().slice(0, 10);
}

/**
 * The instant the day begins in `zone`: its midnight, or the first moment after it when a
 * daylight saving change skips midnight there.
 */
export function startOfDay(day: string, zone: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at a guess, then at the instant it gives: right across any change but one in the first hours.
  let instant = midnight - (wallClock(midnight, zone) - midnight);
  instant = midnight - (wallClock(instant, zone) - instant);
  if (dayIn(instant, zone) < day) instant += 3_600_000;
  return new Date(instant).toISOString();
}

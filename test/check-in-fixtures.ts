import type { Services } from '../src/services.ts';

/*
 * Fixture builders for check-in tests: households and children written straight to the store,
 * so check-in tests do not depend on the households API's rules.
 */

let sequence = 0;
const now = () => new Date().toISOString();

/** A household of the church with these adults (user ids) and children. */
export async function buildHousehold(
  services: Services,
  churchId: number,
  options: { name?: string; phone?: string | null; adults?: number[]; children?: { givenName?: string; familyName?: string; birthdate: string; allergies?: string; notes?: string }[] } = {},
) {
  const { db } = services.database;
  const n = ++sequence;
  const name = options.name ?? `Household ${n}`;
  const phone = options.phone === undefined ? null : options.phone;
  const household = await db
    .insertInto('households')
    .values({ church_id: churchId, name, name_key: name.toLowerCase(), phone, phone_last4: phone ? phone.slice(-4) : null, created_at: now(), updated_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const userId of options.adults ?? []) {
    await db.insertInto('household_adults').values({ household_id: household.id, user_id: userId, church_id: churchId, created_at: now() }).execute();
  }
  const children = [];
  for (const [i, child] of (options.children ?? []).entries()) {
    children.push(
      await db
        .insertInto('children')
        .values({
          household_id: household.id,
          church_id: churchId,
          given_name: child.givenName ?? `Child${n}x${i}`,
          family_name: child.familyName ?? `Family${n}`,
          birthdate: child.birthdate,
          allergies: child.allergies ?? '',
          notes: child.notes ?? '',
          created_at: now(),
          updated_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return { household, children };
}

/** A birthdate that makes a child `years` old today (UTC). */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** An event open for check-in now: it starts in half an hour and runs two more hours. */
export function openWindow(): { starts_at: string; ends_at: string } {
  return { starts_at: new Date(Date.now() + 30 * 60_000).toISOString(), ends_at: new Date(Date.now() + 150 * 60_000).toISOString() };
}

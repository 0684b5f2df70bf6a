import type { Selectable } from 'kysely';
import { toIso, type CheckInsTable, type ChildrenTable } from '../../db/tables.ts';

/*
 * A family's records as they are sent, one mapping each: the API's households and check-in
 * send them, and so does a church's export, which stands on a lower floor than those modules
 * and takes them from here. What they are in the API is described by the schemas of
 * households (`Child`) and check-in (`CheckIn`).
 */

/** A child; its notes only for whom the households' rules let see them (the export's readers always). */
export function toChild(row: Selectable<ChildrenTable>, withNotes: boolean) {
  return {
    id: row.id,
    householdId: row.household_id,
    givenName: row.given_name,
    familyName: row.family_name,
    birthdate: row.birthdate,
    allergies: row.allergies,
    ...(withNotes ? { notes: row.notes } : {}),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

type CheckInColumns = 'id' | 'event_id' | 'household_id' | 'child_id' | 'user_id' | 'room_id' | 'name' | 'checked_in_at' | 'checked_out_at';

/** A check-in of a child or an adult of the household. */
export function toCheckIn(row: Pick<Selectable<CheckInsTable>, CheckInColumns>) {
  return {
    id: row.id,
    eventId: row.event_id,
    householdId: row.household_id,
    childId: row.child_id,
    userId: row.user_id,
    roomId: row.room_id,
    name: row.name,
    checkedInAt: toIso(row.checked_in_at),
    checkedOutAt: row.checked_out_at === null ? null : toIso(row.checked_out_at),
  };
}

import { toIso, type UserRow } from '../../db/tables.ts';
import type { ProfilePictures } from './pictures.ts';

/** How a person is named to others: given and family name. */
export function displayName(row: Pick<UserRow, 'given_name' | 'family_name'>): string {
  return `${row.given_name} ${row.family_name}`.trim();
}

/** The fields every API object about a person carries, wherever it is listed. */
export function personOf(row: Pick<UserRow, 'id' | 'given_name' | 'family_name' | 'picture'>, pictures: ProfilePictures) {
  return { id: row.id, givenName: row.given_name, familyName: row.family_name, name: displayName(row), picture: pictures.urlOf(row) };
}

/** A member as a church's or a group's member list shows them: the person, their role there, when they joined, and the membership's last change. */
export function memberOf<Role extends string>(row: Pick<UserRow, 'id' | 'given_name' | 'family_name' | 'picture'> & { role: string; joined_at: string; updated_at: string }, pictures: ProfilePictures) {
  return { ...personOf(row, pictures), role: row.role as Role, joinedAt: toIso(row.joined_at), updatedAt: toIso(row.updated_at) };
}

import type { UserRow } from '../../db/tables.ts';
import type { ProfilePictures } from './pictures.ts';

/** How a person is named to others: given and family name. */
export function displayName(row: Pick<UserRow, 'given_name' | 'family_name'>): string {
  return `${row.given_name} ${row.family_name}`.trim();
}

/** The fields every API object about a person carries, wherever it is listed. */
export function personOf(row: Pick<UserRow, 'id' | 'given_name' | 'family_name' | 'picture'>, pictures: ProfilePictures) {
  return { id: row.id, givenName: row.given_name, familyName: row.family_name, name: displayName(row), picture: pictures.urlOf(row) };
}

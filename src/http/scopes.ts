/**
 * The API scopes: the nine of the spec plus `write:churches` and the two of households and check-in, with the words shown to people
 * on consent and key forms.
 */
export const API_SCOPES = {
  'read:churches': 'Read church information',
  'write:churches': 'Join and leave churches; church admins also manage the church and its members',
  'read:events': 'Read events',
  'write:events': 'Register and unregister for events; church admins also create and manage events',
  'read:users': 'Read user profiles',
  'read:prayers': 'Read prayer requests',
  'write:prayers': 'Create and manage your prayer requests and pray for others',
  'read:donations': 'Read donation records',
  'read:groups': 'Read small groups',
  'write:groups': 'Join and leave small groups; church admins and group leaders also manage groups',
  'read:households': "Read your household and its children; church staff also read their church's households and check-ins",
  'write:households': 'Manage your household and check its children in; church staff also manage households and check-ins',
} as const;

export type ApiScope = keyof typeof API_SCOPES;

export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

export function isApiScope(value: string): value is ApiScope {
  return Object.hasOwn(API_SCOPES, value);
}

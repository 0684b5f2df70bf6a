/** The nine API scopes of the spec, with the words shown to people on consent and key forms. */
export const API_SCOPES = {
  'read:churches': 'Read church information',
  'read:events': 'Read events',
  'write:events': 'Register and unregister for events',
  'read:users': 'Read user profiles',
  'read:prayers': 'Read prayer requests',
  'write:prayers': 'Create prayer requests, pray for them and mark them answered',
  'read:donations': 'Read donation records',
  'read:groups': 'Read small groups',
  'write:groups': 'Join and leave small groups',
} as const;

export type ApiScope = keyof typeof API_SCOPES;

export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

export function isApiScope(value: string): value is ApiScope {
  return Object.hasOwn(API_SCOPES, value);
}

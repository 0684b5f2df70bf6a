import type { Principal } from '../../http/principal.ts';
import type { ApiScope } from '../../http/scopes.ts';
import type { ChurchRole } from '../../http/church-roles.ts';

/** A church's full export is for its admins (church staff); everyone else is told the church is not there. */
export function canExportChurch(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/**
 * What we hold about a person goes to that person's own credential only: their own API key.
 * An OAuth token, even one the person granted, is lent to an app to act for them within its
 * scopes; the whole file would give that app more than its scopes and approvals allow
 * (donations, children, sessions and their addresses, audit entries), so it does not. The
 * person gets the file on the account page or with their own key, and hands it on themselves.
 */
export function canDownloadOwnData(principal: Pick<Principal, 'via'>): boolean {
  return principal.via === 'api_key';
}

/** The scope that reads each kind of a church's export through the API. */
export const KIND_SCOPES = {
  members: 'read:churches',
  events: 'read:events',
  registrations: 'read:events',
  rooms: 'read:events',
  groups: 'read:groups',
  'group-members': 'read:groups',
  meetings: 'read:groups',
  attendance: 'read:groups',
  prayers: 'read:prayers',
  households: 'read:households',
  'household-adults': 'read:households',
  children: 'read:households',
  'check-ins': 'read:households',
} as const satisfies Record<string, ApiScope>;

export type ExportKind = keyof typeof KIND_SCOPES;

/**
 * The kinds a credential's export holds: those its scopes read through the API, households and
 * check-ins (children's data) only with the approval those need as well (an app approved for
 * households, or the person's own key). An admin's export is never a way round a scope.
 */
export function exportableKinds(principal: Pick<Principal, 'scopes' | 'householdsApproved'>): Set<ExportKind> {
  return new Set(
    (Object.entries(KIND_SCOPES) as [ExportKind, ApiScope][])
      .filter(([, scope]) => principal.scopes.has(scope) && (scope !== 'read:households' || principal.householdsApproved))
      .map(([kind]) => kind),
  );
}

import type { Principal } from '../../http/principal.ts';
import type { ChurchRole } from '../churches/policy.ts';

/** A church's full export is for its admins (church staff); everyone else is told the church is not there. */
export function canExportChurch(role: ChurchRole | null): boolean {
  return role === 'admin';
}

/**
 * What we hold about a person goes to that person's own credential only: their own API key.
 * An app acting for them through OAuth would get more than its scopes and approvals allow
 * (donations, children), so it does not.
 */
export function canDownloadOwnData(principal: Pick<Principal, 'via'>): boolean {
  return principal.via === 'api_key';
}

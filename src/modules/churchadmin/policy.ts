import type { ChurchRole } from '../../http/church-roles.ts';

/**
 * Who may open a church's administration pages on the sign-in host. The writes behind their
 * forms apply the rules of the churches, events and groups modules; this rule only decides
 * who sees the pages at all.
 */

/**
 * A church's administration pages (its details, members, events and groups, with their
 * forms) are for its admins. Members take part through the apps; platform admins are not
 * church admins by that alone.
 */
export function canOpenChurchAdministration(role: ChurchRole | null): boolean {
  return role === 'admin';
}

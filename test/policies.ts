import type { ChurchRole } from '../src/http/church-roles.ts';

/** Every role a person may have in a church, and `null` for someone outside it. */
export const ROLES: readonly (ChurchRole | null)[] = ['admin', 'volunteer', 'member', null];

/**
 * A rule's answer for each role (`null` as "null"): a policy test states the whole table in
 * one assertion, so a role it forgot to mention cannot slip through.
 */
export function byRole(rule: (role: ChurchRole | null) => boolean): Record<string, boolean> {
  return Object.fromEntries(ROLES.map((role) => [String(role), rule(role)]));
}

/** Church admins only. */
export const ADMINS_ONLY = { admin: true, volunteer: false, member: false, null: false } as const;

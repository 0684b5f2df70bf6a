/**
 * A person's role in a church: a shared kind, like the principal and the scopes. Every rule of
 * who may do or see what in a church is a function of it (the modules' `policy.ts`), and the
 * change feed, which every module writes to, tells it of its reader.
 */
export type ChurchRole = 'member' | 'volunteer' | 'admin';

export const CHURCH_ROLES: readonly ChurchRole[] = ['member', 'volunteer', 'admin'];

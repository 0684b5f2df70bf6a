/**
 * Who may manage people's accounts on the platform. Pure functions over the facts they name,
 * so each rule is tested on its own (policy.test.ts).
 */

interface Person {
  id: number;
  isAdmin: boolean;
}

/** Platform administrators (`users create --admin`) list people and manage their accounts. */
export function canAdministerAccounts(viewer: Pick<Person, 'isAdmin'>): boolean {
  return viewer.isAdmin;
}

/**
 * An administrator makes others administrators or takes that away, never for themselves:
 * the last administrator cannot lock everyone out by a slip of the mouse.
 */
export function canChangeAdmin(viewer: Person, target: Pick<Person, 'id'>): boolean {
  return canAdministerAccounts(viewer) && viewer.id !== target.id;
}

/** An administrator disables or enables others' accounts, never their own. */
export function canChangeDisabled(viewer: Person, target: Pick<Person, 'id'>): boolean {
  return canAdministerAccounts(viewer) && viewer.id !== target.id;
}

import { policy } from '../../http/policies.ts';

/**
 * Who may manage people's accounts on the platform. Pure functions over the facts they name,
 * so each rule is tested on its own (policy.test.ts).
 */

interface Person {
  id: number;
  isAdmin: boolean;
}

/** Platform administrators (`users create --admin`) list people and manage their accounts. */
export const canAdministerAccounts = policy('canAdministerAccounts', (viewer: Pick<Person, 'isAdmin'>) => viewer.isAdmin);

/**
 * An administrator makes others administrators or takes that away, never for themselves:
 * the last administrator cannot lock everyone out by a slip of the mouse.
 */
export const canChangeAdmin = policy('canChangeAdmin', (viewer: Person, target: Pick<Person, 'id'>) => canAdministerAccounts(viewer) && viewer.id !== target.id);

/** An administrator disables or enables others' accounts, never their own. */
export const canChangeDisabled = policy('canChangeDisabled', (viewer: Person, target: Pick<Person, 'id'>) => canAdministerAccounts(viewer) && viewer.id !== target.id);

import { policy } from '../../http/policies.ts';

/** Who may do what to an app. */

/** Only the owner of an app sees or manages it; to anyone else it does not exist. */
export const canManageApp = policy('canManageApp', (viewer: { id: number }, app: { ownerId: number }) => app.ownerId === viewer.id);

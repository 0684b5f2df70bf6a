import { policy } from '../../http/policies.ts';

/** Who may do what on the developer dashboard and the admin page. */

/** Only the owner of an app sees or manages it; to anyone else it does not exist. */
export const canManageApp = policy('canManageApp', (viewer: { id: number }, app: { ownerId: number }) => app.ownerId === viewer.id);

/** Platform admins (`users create --admin`) decide donations access and read the audit log. */
export const isPlatformAdmin = policy('isPlatformAdmin', (viewer: { isAdmin: boolean }) => viewer.isAdmin);

import { policy } from '../../http/policies.ts';

/** Who may do what on the admin page (an app's own pages apply apps' canManageApp). */

/** Platform admins (`users create --admin`) decide donations access and read the audit log. */
export const isPlatformAdmin = policy('isPlatformAdmin', (viewer: { isAdmin: boolean }) => viewer.isAdmin);

/* Who is looking at an account page, and how a form's problems are told: shared by the pages of this module. */
import type { AuditActor } from '../audit/service.ts';

/** The signed-in person looking at a page. */
export interface Viewer {
  id: number;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  picture: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  /** A new email waiting to be confirmed through the link sent to it. */
  pendingEmail: string | null;
}

/** Problems with a submitted form, by field name, in words for the person filling it in. */
export type FieldErrors = Partial<Record<string, string>>;

/** How a person appears in the audit log. */
export function actorOf(viewer: Pick<Viewer, 'id' | 'email'>, ip: string | undefined): AuditActor {
  return { userId: viewer.id, label: viewer.email, ip };
}

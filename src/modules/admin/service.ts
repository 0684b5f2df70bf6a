import type { UserRow } from '../../db/tables.ts';
import { toIso } from '../../db/tables.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { actorOf, type Viewer } from '../accounts/service.ts';
import type { AppsService } from '../apps/service.ts';
import { COMMAND_LINE, type AuditActor, type AuditService } from '../audit/service.ts';
import type { Authorizations } from '../identity/authorizations.ts';
import type { WebSessions } from '../identity/web-sessions.ts';
import { displayName } from '../users/person.ts';
import { isDisabled, type UsersService } from '../users/service.ts';
import { canAdministerAccounts, canChangeAdmin, canChangeDisabled } from './policy.ts';

export const PEOPLE_PAGE_SIZE = 20;

/** A person as the administrators' list shows them. */
export interface PersonSummary {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  disabledAt: string | null;
  createdAt: string;
}

export interface PeopleList {
  people: PersonSummary[];
  total: number;
  page: number;
  pageCount: number;
}

function toPersonSummary(row: UserRow): PersonSummary {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    emailVerified: Boolean(row.email_verified),
    isAdmin: Boolean(row.is_admin),
    disabledAt: row.disabled_at ? toIso(row.disabled_at) : null,
    createdAt: toIso(row.created_at),
  };
}

/**
 * What platform administrators do to people's accounts, from the admin page and the command
 * line alike: find people, make or unmake administrators, disable and enable accounts. Each
 * change is written to the audit log.
 */
export class AccountAdministration {
  private readonly users: UsersService;
  private readonly webSessions: WebSessions;
  private readonly authorizations: Authorizations;
  private readonly apps: AppsService;
  private readonly audit: AuditService;

  constructor(deps: { users: UsersService; webSessions: WebSessions; authorizations: Authorizations; apps: AppsService; audit: AuditService }) {
    this.users = deps.users;
    this.webSessions = deps.webSessions;
    this.authorizations = deps.authorizations;
    this.apps = deps.apps;
    this.audit = deps.audit;
  }

  /** People whose name or email contains `search`, by name, one page at a time (pages count from 1). */
  async people(viewer: Viewer, search: string, page: number): Promise<PeopleList> {
    if (!canAdministerAccounts(viewer)) throw forbidden('Only platform administrators can list people');
    const found = await this.users.search(search, PEOPLE_PAGE_SIZE, (page - 1) * PEOPLE_PAGE_SIZE);
    return {
      people: found.people.map(toPersonSummary),
      total: found.total,
      page,
      pageCount: Math.max(1, Math.ceil(found.total / PEOPLE_PAGE_SIZE)),
    };
  }

  async setAdmin(viewer: Viewer, userId: number, admin: boolean, ip: string): Promise<PersonSummary> {
    const target = await this.target(viewer, userId);
    if (!canChangeAdmin(viewer, target)) throw forbidden('You cannot change your own administrator rights: ask another platform administrator');
    const { user, changed } = await this.users.setAdmin(userId, admin);
    if (changed) await this.audit.record({ type: admin ? 'user.promoted' : 'user.demoted', actor: actorOf(viewer, ip), target: user.email });
    return toPersonSummary(user);
  }

  async setDisabled(viewer: Viewer, userId: number, disabled: boolean, ip: string): Promise<PersonSummary> {
    const target = await this.target(viewer, userId);
    if (!canChangeDisabled(viewer, target)) throw forbidden('You cannot disable or enable your own account: ask another platform administrator');
    return toPersonSummary(await this.applyDisabled(userId, disabled, actorOf(viewer, ip)));
  }

  /** The command line's `users disable` and `users enable`; `changed` is false when the account already was so. */
  async setDisabledByEmail(email: string, disabled: boolean): Promise<{ person: PersonSummary; changed: boolean }> {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound(`No user has the email ${email.trim().toLowerCase()}`);
    const changed = isDisabled(user) !== disabled;
    return { person: toPersonSummary(await this.applyDisabled(user.id, disabled, COMMAND_LINE)), changed };
  }

  /**
   * Disabling ends every sign-in session of the person (here and at both issuers), revokes
   * every app's access (grants with their codes and tokens, and remembered consents) and
   * forgets the credentials resolved in the last second on every instance. Enabling brings
   * none of that back: the person signs in again and apps ask again. The API keys of the
   * person's own apps are refused while the account is disabled and work again once it is
   * enabled: they belong to the apps, which the account's owner still decides about.
   */
  private async applyDisabled(userId: number, disabled: boolean, actor: AuditActor): Promise<UserRow> {
    const { user, changed } = await this.users.setDisabled(userId, disabled);
    if (disabled) {
      await this.webSessions.endAll(userId);
      await this.authorizations.revokeAll(userId);
      this.apps.forgetCachedCredentials();
    }
    if (changed) await this.audit.record({ type: disabled ? 'user.disabled' : 'user.enabled', actor, target: user.email });
    return user;
  }

  private async target(viewer: Viewer, userId: number): Promise<UserRow> {
    if (!canAdministerAccounts(viewer)) throw forbidden('Only platform administrators can manage people');
    return this.users.get(userId);
  }
}

import type { UnitOfWork, Work } from '../../db/unit-of-work.ts';
import { conflict } from '../../http/errors.ts';
import type { AppsService } from '../apps/service.ts';
import type { AuditActor, AuditService } from '../audit/service.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchesService } from '../churches/service.ts';
import type { DonationsService } from '../donations/service.ts';
import type { EventsService } from '../events/service.ts';
import type { GroupsService } from '../groups/service.ts';
import type { Authorizations } from '../identity/authorizations.ts';
import type { WebSessions } from '../identity/web-sessions.ts';
import type { PrayersService } from '../prayers/service.ts';
import type { UsersService } from '../users/service.ts';
import type { CurrentPasswordCheck } from './password-check.ts';
import { actorOf, type Viewer } from './viewer.ts';

/** What a deletion did, for the command line's answer and the audit log. */
export interface DeletionOutcome {
  id: number;
  email: string;
  /** Gifts kept, detached from the person and named "Former member". */
  donationsKept: number;
  appsDeleted: number;
}

/**
 * What deletion asks of the attendance and households services. Their pages are built on this
 * module (pageKit), so they sit above it: it names the calls it makes rather than importing
 * them, and start-up gives it the services.
 */
export interface AttendanceRemoval {
  removeFromEveryMeeting(unit: Work<Change>, userId: number): Promise<void>;
}

export interface HouseholdsRemoval {
  /** The households of which the person is the only adult while one of their children is checked in. */
  checkedInWithoutAnotherAdult(userId: number): Promise<number[]>;
  removeFromEveryHousehold(unit: Work<Change>, userId: number): Promise<void>;
}

/**
 * Deleting an account, for the person on the account page and for the operator on the
 * command line alike:
 * - every sign-in session ends (apps get their logout tokens), every app's access is revoked,
 *   and the person's own apps go with their API keys and webhooks: nothing they held works;
 * - in one unit of work, logging each removal for the change feed and webhooks: their church
 *   memberships, registrations (past events too), group memberships, their places in the
 *   attendance of group meetings and their prayer requests go,
 *   their gifts stay detached ("Former member"), they leave their households (one left
 *   without adults goes, with its children), and the account row is deleted. Its id, the
 *   `sub` apps know the person by, is never given to anyone again.
 * The only admin of a church cannot be deleted until another admin is named (409), as they
 * could not leave it; nor the only adult of a household while one of its children is checked in.
 */
export class AccountDeletion {
  private readonly deps: {
    writes: UnitOfWork<Change>;
    users: UsersService;
    churches: ChurchesService;
    events: EventsService;
    groups: GroupsService;
    attendance: AttendanceRemoval;
    households: HouseholdsRemoval;
    prayers: PrayersService;
    donations: DonationsService;
    webSessions: WebSessions;
    authorizations: Authorizations;
    apps: AppsService;
    audit: AuditService;
    currentPassword: CurrentPasswordCheck;
  };

  constructor(deps: AccountDeletion['deps']) {
    this.deps = deps;
  }

  /** What the confirmation page shows: the churches that wait for another admin, and how many apps go. */
  async preview(viewer: Viewer): Promise<{ onlyAdminOf: { id: number; name: string }[]; appCount: number }> {
    const blocking = new Set(await this.deps.churches.churchesOnlyAdministeredBy(viewer.id));
    const churches = (await this.deps.churches.adminChurches(viewer.id)).filter((church) => blocking.has(church.id));
    return { onlyAdminOf: churches.map(({ id, name }) => ({ id, name })), appCount: (await this.deps.apps.listApps(viewer.id)).length };
  }

  /**
   * The person deletes their own account from the account page, confirming with their
   * password: checked under sign-in's throttle, as the other forms that ask for it.
   */
  async deleteOwn(viewer: Viewer, password: string, ip: string): Promise<DeletionOutcome | 'wrong' | 'paused'> {
    const check = await this.deps.currentPassword.check(viewer, password, ip);
    if (check !== 'right') return check;
    return this.delete(viewer.id, actorOf(viewer, ip));
  }

  async delete(userId: number, actor: AuditActor): Promise<DeletionOutcome> {
    const { writes, users, churches, events, groups, attendance, households, prayers, donations, webSessions, authorizations, apps, audit } = this.deps;
    const user = await users.get(userId);
    const onlyAdmin = await churches.churchesOnlyAdministeredBy(userId);
    if (onlyAdmin.length) {
      const named = onlyAdmin.map((id) => `church ${id}`).join(', ');
      throw conflict(`${user.email} is the only admin of ${named}: make another member an admin there first`);
    }
    const checkedIn = await households.checkedInWithoutAnotherAdult(userId);
    if (checkedIn.length) {
      throw conflict(`A child of household ${checkedIn.join(', ')} is checked in, and ${user.email} is its only adult: check the child out first`);
    }
    await webSessions.endAll(userId);
    await authorizations.revokeAll(userId);
    const owned = await apps.listApps(userId);
    for (const app of owned) {
      await apps.deleteApp(app.clientId);
      await authorizations.forgetClient(app.clientId);
    }
    const donationsKept = await writes.run(async (unit) => {
      await churches.removeFromEveryChurch(unit, userId);
      await events.removeEveryRegistration(unit, userId);
      await groups.removeFromEveryGroup(unit, userId);
      await attendance.removeFromEveryMeeting(unit, userId);
      await prayers.removeAllOf(unit, userId);
      const kept = await donations.detachDonor(unit, userId);
      await households.removeFromEveryHousehold(unit, userId);
      await users.removeAccount(unit, userId);
      return kept;
    });
    // Credentials this instance (and, through Redis, every instance) resolved a moment ago.
    apps.forgetCachedCredentials();
    await audit.record({ type: 'user.deleted', actor, target: user.email, details: { userId: String(userId), donationsKept: String(donationsKept) } });
    return { id: userId, email: user.email, donationsKept, appsDeleted: owned.length };
  }
}

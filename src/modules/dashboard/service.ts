import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { canManageApp } from '../apps/policy.ts';
import type { ApiKeySummary, AppDetails, Approval, AppSummary, AppsService, AppType } from '../apps/service.ts';
import { POST_LOGOUT_REDIRECT_URI, validateRedirectUri, validateWebOrigin } from '../apps/service.ts';
import type { AuditActor, AuditEventType, AuditFilter, AuditPage, AuditService } from '../audit/service.ts';
import { actorOf, type Viewer } from '../accounts/service.ts';
import type { Authorizations } from '../identity/authorizations.ts';
import type { UsersService } from '../users/service.ts';
import type { FlashMessages } from './flash.ts';
import { isPlatformAdmin } from './policy.ts';

export interface NewAppInput {
  name: string;
  type: string;
  /** One URI per line, as typed. */
  redirectUris: string;
}

/**
 * The lists of exact addresses an app registers: where people are sent after signing in and
 * after signing out, and the web origins its pages call the issuers' token endpoints from.
 */
export type AddressKind = 'signIn' | 'signOut' | 'webOrigin';

interface AddressList {
  noun: string;
  registered(app: AppSummary): string[];
  validate(address: string, production: boolean): string;
  store(apps: AppsService, clientId: string, addresses: string[]): Promise<AppSummary>;
  audit: AuditEventType;
  /** How the audit log's details name the list. */
  detail: string;
}

const ADDRESS_LISTS: Record<AddressKind, AddressList> = {
  signIn: {
    noun: 'redirect URI',
    registered: (app) => app.redirectUris,
    validate: (uri, production) => validateRedirectUri(uri, production),
    store: (apps, clientId, uris) => apps.setRedirectUris(clientId, uris),
    audit: 'redirect_uris.changed',
    detail: 'redirectUris',
  },
  signOut: {
    noun: 'post-logout redirect URI',
    registered: (app) => app.postLogoutRedirectUris,
    validate: (uri, production) => validateRedirectUri(uri, production, POST_LOGOUT_REDIRECT_URI),
    store: (apps, clientId, uris) => apps.setPostLogoutRedirectUris(clientId, uris),
    audit: 'post_logout_redirect_uris.changed',
    detail: 'redirectUris',
  },
  webOrigin: {
    noun: 'web origin',
    registered: (app) => app.webOrigins,
    validate: validateWebOrigin,
    store: (apps, clientId, origins) => apps.setWebOrigins(clientId, origins),
    audit: 'web_origins.changed',
    detail: 'webOrigins',
  },
};

/** What platform administrators approve apps for, in the order the admin page lists requests. */
export const APPROVALS: readonly Approval[] = ['donations', 'households'];

/** Each approval as people read it. */
export const APPROVAL_NAMES: Record<Approval, string> = { donations: 'donation records', households: 'household access' };

function accessOf(app: AppSummary, approval: Approval) {
  return approval === 'donations' ? app.donationsAccess : app.householdsAccess;
}

export interface PendingAccessRequest {
  app: AppSummary;
  approval: Approval;
  ownerEmail: string;
  ownerName: string;
}

/** Splits the redirect URI box: one per line, blank lines ignored. */
export function redirectUriLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The developer dashboard and the admin page. Every action goes through AppsService, the
 * same code path the command line uses, after the ownership or admin check, and is
 * recorded in the audit log.
 */
export class DashboardService {
  private readonly apps: AppsService;
  private readonly users: UsersService;
  private readonly audit: AuditService;
  private readonly authorizations: Authorizations;
  private readonly production: boolean;
  /** Carries a new secret across the redirect after the form that created it. */
  readonly flash: FlashMessages;

  constructor(deps: { apps: AppsService; users: UsersService; audit: AuditService; authorizations: Authorizations; flash: FlashMessages; production: boolean }) {
    this.apps = deps.apps;
    this.users = deps.users;
    this.audit = deps.audit;
    this.authorizations = deps.authorizations;
    this.flash = deps.flash;
    this.production = deps.production;
  }

  /** Whether redirect URIs must be HTTPS (production) or may be loopback HTTP (development). */
  get httpsOnly(): boolean {
    return this.production;
  }

  listApps(viewer: Viewer): Promise<AppSummary[]> {
    return this.apps.listApps(viewer.id);
  }

  /** An app of the viewer's; 404 for an app that does not exist or belongs to someone else. */
  async app(viewer: Viewer, clientId: string): Promise<AppSummary> {
    const app = await this.apps.getApp(clientId);
    if (!canManageApp(viewer, app)) throw notFound(`App ${clientId} does not exist`);
    return app;
  }

  async createApp(viewer: Viewer, input: NewAppInput, ip: string): Promise<{ app: AppSummary; clientSecret: string | null }> {
    if (input.type !== 'confidential' && input.type !== 'public') throw badRequest('Choose whether the app is confidential or public.');
    const name = input.name.trim();
    if (!name) throw badRequest('Give the app a name.');
    const created = await this.apps.createApp({ ownerId: viewer.id, name, type: input.type as AppType, redirectUris: redirectUriLines(input.redirectUris) });
    await this.audit.record({
      type: 'app.created',
      actor: actorOf(viewer, ip),
      target: created.app.clientId,
      details: { app: created.app.name, type: created.app.type },
    });
    return created;
  }

  async updateApp(viewer: Viewer, clientId: string, details: AppDetails, ip: string): Promise<AppSummary> {
    await this.app(viewer, clientId);
    const updated = await this.apps.setDetails(clientId, details);
    await this.audit.record({ type: 'app.updated', actor: actorOf(viewer, ip), target: clientId, details: { app: updated.name } });
    return updated;
  }

  async deleteApp(viewer: Viewer, clientId: string, ip: string): Promise<AppSummary> {
    await this.app(viewer, clientId);
    return this.removeApp(clientId, actorOf(viewer, ip));
  }

  /**
   * Removes an app for good: its row with its API keys and webhook endpoints (foreign keys),
   * then everything both issuers hold for it (codes, access and refresh tokens, grants,
   * consents), so every credential of it fails on the next request. Also the command line's.
   */
  async removeApp(clientId: string, actor: AuditActor): Promise<AppSummary> {
    const removed = await this.apps.deleteApp(clientId);
    await this.authorizations.forgetClient(clientId);
    await this.audit.record({ type: 'app.deleted', actor, target: clientId, details: { app: removed.name } });
    return removed;
  }

  async keys(viewer: Viewer, clientId: string): Promise<ApiKeySummary[]> {
    await this.app(viewer, clientId);
    return this.apps.listKeys(clientId);
  }

  async rotateSecret(viewer: Viewer, clientId: string, ip: string): Promise<string> {
    const app = await this.app(viewer, clientId);
    const secret = await this.apps.rotateClientSecret(clientId);
    await this.audit.record({ type: 'client_secret.rotated', actor: actorOf(viewer, ip), target: clientId, details: { app: app.name } });
    return secret;
  }

  async addAddress(viewer: Viewer, clientId: string, address: string, ip: string, kind: AddressKind): Promise<AppSummary> {
    const app = await this.app(viewer, clientId);
    const { noun, registered, validate } = ADDRESS_LISTS[kind];
    const candidate = address.trim();
    if (!candidate) throw badRequest(`Enter the ${noun} to add.`);
    validate(candidate, this.production);
    if (registered(app).includes(candidate)) throw badRequest(`${candidate} is already registered.`);
    return this.changeAddresses(viewer, app, kind, [...registered(app), candidate], ip);
  }

  async removeAddress(viewer: Viewer, clientId: string, address: string, ip: string, kind: AddressKind): Promise<AppSummary> {
    const app = await this.app(viewer, clientId);
    const { registered } = ADDRESS_LISTS[kind];
    if (!registered(app).includes(address)) throw badRequest(`${address} is not registered for this app.`);
    return this.changeAddresses(viewer, app, kind, registered(app).filter((other) => other !== address), ip);
  }

  /** Sets or (with an empty URI) removes where the app receives logout tokens; a change is audited. */
  async setBackchannelLogout(viewer: Viewer, clientId: string, settings: { uri: string; sessionRequired: boolean }, ip: string): Promise<AppSummary> {
    const app = await this.app(viewer, clientId);
    const updated = await this.apps.setBackchannelLogout(clientId, settings);
    const before = app.backchannelLogout;
    const after = updated.backchannelLogout;
    if (before.uri !== after.uri || before.sessionRequired !== after.sessionRequired) {
      await this.audit.record({
        type: 'backchannel_logout.changed',
        actor: actorOf(viewer, ip),
        target: clientId,
        details: { app: app.name, uri: after.uri ?? '', sid: after.sessionRequired ? 'yes' : 'no' },
      });
    }
    return updated;
  }

  private async changeAddresses(viewer: Viewer, app: AppSummary, kind: AddressKind, addresses: string[], ip: string): Promise<AppSummary> {
    const list = ADDRESS_LISTS[kind];
    const updated = await list.store(this.apps, app.clientId, addresses);
    await this.audit.record({
      type: list.audit,
      actor: actorOf(viewer, ip),
      target: app.clientId,
      details: { app: app.name, [list.detail]: list.registered(updated).join(' ') },
    });
    return updated;
  }

  async createKey(viewer: Viewer, clientId: string, input: { name: string; scopes: string[] }, ip: string): Promise<{ key: string; summary: ApiKeySummary }> {
    const app = await this.app(viewer, clientId);
    if (!input.scopes.length) throw badRequest('Choose at least one scope for the key.');
    const created = await this.apps.createKey(clientId, input);
    await this.audit.record({
      type: 'api_key.created',
      actor: actorOf(viewer, ip),
      target: created.summary.prefix,
      details: { app: app.name, clientId, name: created.summary.name, scopes: created.summary.scopes.join(' ') },
    });
    return created;
  }

  async revokeKey(viewer: Viewer, clientId: string, keyId: number, ip: string): Promise<ApiKeySummary> {
    const app = await this.app(viewer, clientId);
    const key = await this.apps.getKey(keyId);
    if (key.appId !== app.id) throw notFound(`API key ${keyId} does not exist`);
    if (key.revokedAt) return key;
    const revoked = await this.apps.revokeKey(keyId);
    await this.audit.record({
      type: 'api_key.revoked',
      actor: actorOf(viewer, ip),
      target: revoked.prefix,
      details: { app: app.name, clientId, name: revoked.name },
    });
    return revoked;
  }

  /** The app's owner asks a platform administrator for access to donation records or to households. */
  async requestAccess(viewer: Viewer, clientId: string, approval: Approval, ip: string): Promise<AppSummary> {
    const app = await this.app(viewer, clientId);
    const state = accessOf(app, approval);
    if (state === 'requested') throw badRequest('Your request is already waiting for review.');
    if (state === 'approved') throw badRequest(`This app is already approved for ${APPROVAL_NAMES[approval]}.`);
    const updated = await this.apps.setAccess(clientId, approval, 'requested');
    await this.audit.record({ type: `${approval}.requested`, actor: actorOf(viewer, ip), target: clientId, details: { app: app.name } });
    return updated;
  }

  private requireAdmin(viewer: Viewer): void {
    if (!isPlatformAdmin(viewer)) throw forbidden('Only platform administrators can open this page. An operator makes a person one on the command line: community-platform users promote EMAIL (or users create … --admin).');
  }

  /** Requests waiting for a decision, donations first, each oldest first. */
  async pendingRequests(viewer: Viewer): Promise<PendingAccessRequest[]> {
    this.requireAdmin(viewer);
    const waiting = await Promise.all(
      APPROVALS.map(async (approval) => (await this.apps.listAppsByAccess(approval, 'requested')).map((app) => ({ app, approval }))),
    );
    return Promise.all(
      waiting.flat().map(async ({ app, approval }) => {
        const owner = await this.users.get(app.ownerId).catch(() => undefined);
        return { app, approval, ownerEmail: owner?.email ?? 'unknown', ownerName: owner ? `${owner.given_name} ${owner.family_name}` : 'unknown' };
      }),
    );
  }

  /** Approves or denies a pending request; a request already decided is left as it is. */
  async decideAccess(viewer: Viewer, clientId: string, approval: Approval, decision: 'approve' | 'deny', ip: string): Promise<AppSummary> {
    this.requireAdmin(viewer);
    const app = await this.apps.getApp(clientId);
    const state = accessOf(app, approval);
    if (state !== 'requested') throw badRequest(`${app.name} has no pending request for ${APPROVAL_NAMES[approval]} (it is ${state}).`);
    const updated = await this.apps.setAccess(clientId, approval, decision === 'approve' ? 'approved' : 'denied');
    await this.audit.record({
      type: `${approval}.${decision === 'approve' ? 'approved' : 'denied'}`,
      actor: actorOf(viewer, ip),
      target: clientId,
      details: { app: app.name },
    });
    return updated;
  }

  async auditLog(viewer: Viewer, before: number | undefined, filter: AuditFilter = {}): Promise<AuditPage> {
    this.requireAdmin(viewer);
    return this.audit.page(before, undefined, filter);
  }

  /** The whole filtered log as CSV lines, for platform administrators. */
  auditCsv(viewer: Viewer, filter: AuditFilter): AsyncGenerator<string> {
    this.requireAdmin(viewer);
    return this.audit.csv(filter);
  }
}

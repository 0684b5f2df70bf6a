import type Provider from 'oidc-provider';
import { digest } from '../../http/secrets.ts';
import { AppLogos } from '../apps/logos.ts';
import type { AppsService } from '../apps/service.ts';
import type { UsersService } from '../users/service.ts';
import { isDisabled } from '../users/service.ts';
import { displayName } from '../users/person.ts';
import type { IssuerTag } from './adapter.ts';
import { assistantSource, AssistantLogos, isAssistantClient } from './assistants.ts';
import type { Issuers } from './issuers.ts';
import { LIFETIMES, SIGNED_IN_BY } from './provider.ts';
import type { IdentityRepository } from './repository.ts';
import { describeScope, splitScope } from './scopes.ts';
import type { SeenFrom, WebSession, WebSessions } from './web-sessions.ts';

type Interaction = InstanceType<Provider['Interaction']>;

/** What the login and consent pages need to know about a pending authorization request. */
export interface PendingInteraction {
  tag: IssuerTag;
  uid: string;
  prompt: 'login' | 'consent';
  clientId: string;
  appName: string;
  /** What the app says about itself, for the consent page. */
  app: { logoUrl: string | null; ownerName: string | null; homepageHost: string | null };
  /** Where the browser is sent afterwards: the host of the request's redirect_uri. */
  redirectHost: string | null;
  /** The requested scopes, each with its plain-words description. */
  scopes: { name: string; description: string }[];
  /** An AI assistant or tool not registered here: where its description came from (see assistantSource). */
  assistant: { source: string } | null;
  /** Set once the person has logged in during this request. */
  userId?: number;
  userName?: string;
  /** Whether the request insists on a fresh login (prompt=login, max_age). */
  freshLoginRequired: boolean;
}

const UID = /^[\w-]{10,64}$/;

/**
 * The login and consent steps of both issuers' authorization requests, decided on the sign-in
 * host's pages: a login starts a web session (or an existing one is taken), a consent adds the
 * requested scopes to the authorization's grant and is remembered for the next time.
 */
export class Interactions {
  private readonly repository: IdentityRepository;
  private readonly issuers: Issuers;
  private readonly webSessions: WebSessions;
  private readonly apps: AppsService;
  private readonly users: UsersService;

  constructor(repository: IdentityRepository, issuers: Issuers, deps: { webSessions: WebSessions; apps: AppsService; users: UsersService }) {
    this.repository = repository;
    this.issuers = issuers;
    this.webSessions = deps.webSessions;
    this.apps = deps.apps;
    this.users = deps.users;
  }

  /** The pending authorization request behind a login or consent page, or undefined when it expired. */
  async pending(tag: IssuerTag, uid: string): Promise<PendingInteraction | undefined> {
    const interaction = await this.find(tag, uid);
    if (!interaction) return undefined;
    const clientId = String(interaction.params.client_id ?? '');
    const app = await this.apps.findOAuthClient(clientId);
    const assistant = !app && tag === 'api' && isAssistantClient(clientId) ? await this.issuers.assistantClient(clientId) : undefined;
    const accountId = interaction.session?.accountId;
    const user = accountId ? await this.users.get(Number(accountId)).catch(() => undefined) : undefined;
    const reasons = interaction.prompt.reasons ?? [];
    const owner = app ? await this.users.get(app.ownerId).catch(() => undefined) : undefined;
    const redirectUri = interaction.params.redirect_uri;
    return {
      tag,
      uid,
      prompt: interaction.prompt.name === 'login' ? 'login' : 'consent',
      clientId,
      appName: app?.name ?? assistant?.clientName ?? clientId,
      assistant: assistant ? { source: assistantSource(clientId) } : null,
      app: {
        // Served by this host, never from the app's: see AppLogos and AssistantLogos.
        logoUrl: app?.logoUrl ? AppLogos.path(clientId) : assistant?.logoUri ? AssistantLogos.path(clientId) : null,
        ownerName: owner ? displayName(owner) : null,
        homepageHost: (app?.homepageUrl && URL.parse(app.homepageUrl)?.host) || (assistant?.clientUri && URL.parse(assistant.clientUri)?.host) || null,
      },
      redirectHost: (typeof redirectUri === 'string' && URL.parse(redirectUri)?.host) || null,
      scopes: splitScope(interaction.params.scope as string | undefined).map((name) => ({ name, description: describeScope(name) })),
      userId: user?.id,
      userName: user ? displayName(user) : undefined,
      freshLoginRequired: reasons.some((reason) => reason !== 'no_session'),
    };
  }

  /** Checks the credentials; on success finishes the login step and starts a web session. */
  async submitLogin(
    tag: IssuerTag,
    uid: string,
    credentials: { email: string; password: string },
    seen: SeenFrom,
  ): Promise<{ redirectTo: string; session: string; userId: number } | { refused: 'disabled'; userId: number } | 'expired' | 'invalid'> {
    const interaction = await this.find(tag, uid);
    if (!interaction || interaction.prompt.name !== 'login') return 'expired';
    const user = await this.users.verifyCredentials(credentials.email, credentials.password);
    if (!user) return 'invalid';
    if (isDisabled(user)) return { refused: 'disabled', userId: user.id };
    const { token, authTime } = await this.webSessions.start(user.id, seen);
    const redirectTo = await finish(interaction, signedInBy({ userId: user.id, authTime, idHash: digest(token) }));
    return { redirectTo, session: token, userId: user.id };
  }

  /** Finishes the login step with the sign-in host's existing session: one login for both issuers. */
  async continueWithSession(tag: IssuerTag, uid: string, session: WebSession): Promise<string | undefined> {
    const interaction = await this.find(tag, uid);
    if (!interaction || interaction.prompt.name !== 'login') return undefined;
    return finish(interaction, signedInBy(session));
  }

  /**
   * Records Allow or Deny. Allow adds the requested scopes to this authorization's grant (its
   * token family) and remembers the consent, apart from every family, for the next time.
   */
  async submitConsent(tag: IssuerTag, uid: string, decision: 'allow' | 'deny'): Promise<string | undefined> {
    const interaction = await this.find(tag, uid);
    if (!interaction || interaction.prompt.name !== 'consent') return undefined;
    if (decision === 'deny') {
      return finish(interaction, { error: 'access_denied', error_description: 'The person denied the request' }, false);
    }
    const provider = (await this.issuers.providers())[tag];
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id);
    if (!accountId) return undefined;
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    const { openid, resources, rejected } = grant;
    const consent = JSON.stringify({ accountId, clientId, openid, resources, rejected, iat: Math.floor(Date.now() / 1000) });
    await this.repository.saveConsent(tag, accountId, clientId, consent, new Date(Date.now() + LIFETIMES.grant * 1000).toISOString());
    return finish(interaction, { consent: { grantId } });
  }

  private async find(tag: IssuerTag, uid: string): Promise<Interaction | undefined> {
    if (!UID.test(uid)) return undefined;
    const provider = (await this.issuers.providers())[tag];
    return provider.Interaction.find(uid);
  }
}

/**
 * The login step's result for an issuer: the person and login time of a sign-in host
 * session, and that session itself, which the issuer links its own session to.
 */
function signedInBy(session: WebSession): Record<string, unknown> {
  return { login: { accountId: String(session.userId), ts: session.authTime, remember: true }, [SIGNED_IN_BY]: session.idHash };
}

/**
 * Stores the outcome of a login or consent step and returns where the browser goes next:
 * back to the issuer's authorization endpoint, which resumes the request. (oidc-provider's
 * interactionFinished() would look the interaction up through a cookie of the issuer's own
 * host, which the API issuer's browser does not send to the sign-in host; the uid in the
 * page's URL identifies it instead, and the issuer's resume cookie still binds the result to
 * the browser that started the request.)
 */
async function finish(interaction: Interaction, result: Record<string, unknown>, merge = true): Promise<string> {
  interaction.result = merge ? { ...interaction.lastSubmission, ...result } : result;
  const remaining = Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000));
  await interaction.save(remaining);
  return interaction.returnTo;
}

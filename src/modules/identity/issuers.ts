import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { WorkerLog } from '../../worker.ts';
import type { ApiKeysCache } from '../apps/cache.ts';
import type { AppsService } from '../apps/service.ts';
import type { UsersService } from '../users/service.ts';
import type { IssuerTag } from './adapter.ts';
import { AssistantLogos } from './assistants.ts';
import { BackchannelLogout, noticesOf, type GuardedTransport } from './backchannel.ts';
import type { IdentityKeys } from './keys.ts';
import { buildProvider, type WebSessionLink } from './provider.ts';
import type { IdentityRepository, ProviderSessionRow } from './repository.ts';

export interface Providers {
  api: Provider;
  signin: Provider;
}

export interface IssuersOptions {
  apps: AppsService;
  users: UsersService;
  /** The principals of access tokens (see TokenAuthentication), forgotten when a grant is revoked. */
  accessTokens: ApiKeysCache;
  /** What the issuers' outgoing requests (logout tokens, client metadata documents, assistants' logos) go through. */
  outbound: GuardedTransport;
  /** The sign-in host's session, which both issuers take their login from and end at their end-session endpoint. */
  webSession: WebSessionLink;
}

/**
 * The identity provider's two oidc-provider issuers (API and sign-in) over one user store and
 * one client registry, built once, with the sign-in issuer's poster of logout tokens.
 */
export class Issuers {
  private readonly config: Config;
  private readonly repository: IdentityRepository;
  private readonly keys: IdentityKeys;
  private readonly options: IssuersOptions;
  private started: Promise<{ providers: Providers; backchannel: BackchannelLogout }> | undefined;
  private logos: AssistantLogos | undefined;

  constructor(config: Config, repository: IdentityRepository, keys: IdentityKeys, options: IssuersOptions) {
    this.config = config;
    this.repository = repository;
    this.keys = keys;
    this.options = options;
  }

  /** Both issuers, built once: keys are read (or generated on first start) from the database. */
  async providers(): Promise<Providers> {
    return (await this.ready()).providers;
  }

  private ready(): Promise<{ providers: Providers; backchannel: BackchannelLogout }> {
    this.started ??= this.build();
    return this.started;
  }

  private async build(): Promise<{ providers: Providers; backchannel: BackchannelLogout }> {
    const { apps, users, accessTokens, outbound, webSession } = this.options;
    const [jwks, cookieKeys] = await Promise.all([this.keys.signingKeys(), this.keys.cookieSecrets()]);
    const make = (tag: IssuerTag) =>
      buildProvider({
        tag,
        config: this.config,
        artifacts: this.repository,
        apps,
        users,
        jwks,
        cookieKeys,
        webSession,
        outbound,
        registeredClients: tag === 'api' ? this.repository.registeredClients : undefined,
        onServerError: (error) => console.error(`identity provider (${tag}) failed:`, error),
      });
    const api = make('api');
    // Cached principals must not outlive a revocation on this instance.
    const forget = () => accessTokens.clear();
    api.on('grant.revoked', forget);
    api.on('access_token.destroyed', forget);
    const signin = make('signin');
    return { providers: { api, signin }, backchannel: new BackchannelLogout(this.repository, signin, outbound) };
  }

  /** Starts this instance's poster of logout tokens (see BackchannelLogout). */
  async startBackchannelLogout(log?: WorkerLog): Promise<void> {
    (await this.ready()).backchannel.start(log);
  }

  async stopBackchannelLogout(): Promise<void> {
    if (this.started) await (await this.started).backchannel.stop();
  }

  /** Tells the apps signed in through these sessions of the sign-in issuer that they end (before they are deleted). */
  async sendLogoutTokens(sessions: Pick<ProviderSessionRow, 'issuer' | 'payload'>[]): Promise<void> {
    const notices = noticesOf(sessions);
    if (notices.length) await (await this.ready()).backchannel.enqueue(notices);
  }

  /** An unregistered client as the API issuer knows it (its metadata document, fetched or kept, or its registration). */
  async assistantClient(clientId: string) {
    return (await this.providers()).api.Client.find(clientId).catch(() => undefined);
  }

  /** The logo of an unregistered client, fetched by this server (see AssistantLogos). */
  assistantLogo(clientId: string) {
    this.logos ??= new AssistantLogos(this.options.outbound, async (id) => (await this.assistantClient(id))?.logoUri);
    return this.logos.logoOf(clientId);
  }
}

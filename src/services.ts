import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { changesKeptDays } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { RedisInvalidations } from './db/redis.ts';
import { UnitOfWork } from './db/unit-of-work.ts';
import { AccountEmailService } from './modules/accounts/email.ts';
import { composeAccountMails } from './modules/accounts/mails.ts';
import { CurrentPasswordCheck } from './modules/accounts/password-check.ts';
import { AccountsRepository } from './modules/accounts/repository.ts';
import { AccountsService } from './modules/accounts/service.ts';
import { RequestThrottle, SignInThrottle } from './modules/accounts/throttle.ts';
import { AccountTokens } from './modules/accounts/tokens.ts';
import { ApiKeysCache } from './modules/apps/cache.ts';
import { AppsRepository } from './modules/apps/repository.ts';
import { AppsService } from './modules/apps/service.ts';
import { APP_LOGOS, AppLogos } from './modules/apps/logos.ts';
import { AuditRepository } from './modules/audit/repository.ts';
import { AuditService } from './modules/audit/service.ts';
import { CalendarsRepository } from './modules/calendars/repository.ts';
import { CalendarsService } from './modules/calendars/service.ts';
import { recordChanges, type Change } from './modules/changes/log.ts';
import { ChangesRepository } from './modules/changes/repository.ts';
import { ChangesService } from './modules/changes/service.ts';
import { CheckInRepository } from './modules/checkin/repository.ts';
import { canSeeCheckIn } from './modules/checkin/policy.ts';
import { CheckInService } from './modules/checkin/service.ts';
import { ChurchesRepository } from './modules/churches/repository.ts';
import { canViewChurchMembers } from './modules/churches/policy.ts';
import { ChurchesService } from './modules/churches/service.ts';
import { AccountAdministration } from './modules/admin/service.ts';
import { AccountDeletion } from './modules/accounts/deletion.ts';
import { ExportsRepository } from './modules/exports/repository.ts';
import { ExportsService } from './modules/exports/service.ts';
import { FlashMessages } from './modules/dashboard/flash.ts';
import { FlashRepository } from './modules/dashboard/repository.ts';
import { DashboardService } from './modules/dashboard/service.ts';
import { DonationsRepository } from './modules/donations/repository.ts';
import { DonationsService } from './modules/donations/service.ts';
import { EventsRepository } from './modules/events/repository.ts';
import { canViewRegistrations } from './modules/events/policy.ts';
import { EventsService } from './modules/events/service.ts';
import { GroupsRepository } from './modules/groups/repository.ts';
import { GroupsService } from './modules/groups/service.ts';
import { AttendanceRepository } from './modules/attendance/repository.ts';
import { AttendanceService } from './modules/attendance/service.ts';
import { HouseholdsRepository } from './modules/households/repository.ts';
import { canSeeHouseholdChange } from './modules/households/policy.ts';
import { HouseholdsService } from './modules/households/service.ts';
import { HouseholdsImport } from './modules/households/csv-import.ts';
import { BACKCHANNEL_LOGOUT } from './modules/identity/backchannel.ts';
import { IdentityKeys } from './modules/identity/keys.ts';
import { IdentityRepository } from './modules/identity/repository.ts';
import { Authorizations } from './modules/identity/authorizations.ts';
import { Interactions } from './modules/identity/interactions.ts';
import { Issuers } from './modules/identity/issuers.ts';
import { TokenAuthentication } from './modules/identity/token-authentication.ts';
import { WEB_SESSION_COOKIE, WebSessions } from './modules/identity/web-sessions.ts';
import { MailRepository } from './modules/mail/repository.ts';
import { MailService } from './modules/mail/service.ts';
import { mailTransport } from './modules/mail/transport.ts';
import { IdempotencyRepository } from './modules/idempotency/repository.ts';
import { IdempotencyService } from './modules/idempotency/service.ts';
import { PrayersRepository } from './modules/prayers/repository.ts';
import { PeopleRepository } from './modules/people/repository.ts';
import { PeopleImport } from './modules/people/service.ts';
import { visibleAuthor } from './modules/prayers/policy.ts';
import { PrayersService } from './modules/prayers/service.ts';
import { UsersRepository } from './modules/users/repository.ts';
import { ProfilePictures } from './modules/users/pictures.ts';
import { UsersService } from './modules/users/service.ts';
import { WebhooksRepository } from './modules/webhooks/repository.ts';
import { DeliveryWorker } from './modules/webhooks/delivery.ts';
import { WebhookFanOut } from './modules/webhooks/fan-out.ts';
import { WebhookSubscriptions } from './modules/webhooks/subscriptions.ts';
import { SecretBox } from './modules/webhooks/signing.ts';
import { WebhookTransport } from './modules/webhooks/transport.ts';

/** Every service, wired once over one database. Hosts and the CLI share this. */
export function createServices(config: Config, database: DatabaseHandle, redis?: Redis) {
  const { db } = database;
  const invalidations = redis ? new RedisInvalidations(redis, config.redisKeyPrefix) : undefined;
  const pictures = new ProfilePictures(config.loginUrl);
  // Every write of the services goes through it: one transaction with its change events.
  const writes = new UnitOfWork<Change>(db, recordChanges);
  const users = new UsersService(new UsersRepository(db), writes, pictures);
  const churches = new ChurchesService(new ChurchesRepository(db), writes, pictures, users);
  const apps = new AppsService(
    new AppsRepository(db),
    users,
    new ApiKeysCache({ shared: invalidations?.channel('api-keys') }),
    config.nodeEnv === 'production',
    new ApiKeysCache({ shared: invalidations?.channel('oauth-clients') }),
  );
  const events = new EventsService(new EventsRepository(db), writes, churches, pictures);
  const groups = new GroupsService(new GroupsRepository(db), writes, churches, users);
  // A new name or picture changes the member objects of the person's churches and groups: they log it.
  users.onProfileChanged((unit, user) => churches.recordProfileChange(unit, user.id));
  users.onProfileChanged((unit, user) => groups.recordProfileChange(unit, user.id));
  const calendars = new CalendarsService(new CalendarsRepository(db), writes, { apiBaseUrl: config.apiBaseUrl });
  const households = new HouseholdsService(new HouseholdsRepository(db), writes, churches, pictures);
  const householdsImport = new HouseholdsImport(new HouseholdsRepository(db), writes, { churches, users, households });
  const attendance = new AttendanceService(new AttendanceRepository(db), writes, { churches, groups, users, pictures });
  const prayers = new PrayersService(new PrayersRepository(db), writes, churches);
  const donations = new DonationsService(new DonationsRepository(db), writes, users, churches);
  const changes = new ChangesService(new ChangesRepository(db), {
    churches,
    events,
    groups,
    // Made below, once the audit log it records overrides in exists; asked only when the feed is read.
    checkIns: { readerFacts: (userId, churchIds, householdIds) => checkIns.readerFacts(userId, churchIds, householdIds) },
    rules: { canViewChurchMembers, canViewRegistrations, canSeeCheckIn, canSeeHouseholdChange, visibleAuthor },
    retentionDays: changesKeptDays(config),
  });
  const identityRepository = new IdentityRepository(db, database.dialect);
  const identityKeys = new IdentityKeys(identityRepository);
  const accessTokenCache = new ApiKeysCache({ shared: invalidations?.channel('access-tokens') });
  const issuers = new Issuers(config, identityRepository, identityKeys, {
    apps,
    users,
    accessTokens: accessTokenCache,
    // Logout tokens go to addresses apps chose: through the webhooks' guarded transport.
    outbound: new WebhookTransport({ timeoutMs: BACKCHANNEL_LOGOUT.timeoutMs, production: config.nodeEnv === 'production' }),
    // Made below, since a web session that ends tells the issuers' apps through them; asked only once the issuers serve.
    webSession: { cookie: WEB_SESSION_COOKIE, personName: (token) => webSessions.personName(token), end: (token) => webSessions.end(token) },
  });
  const webSessions: WebSessions = new WebSessions(identityRepository, writes, issuers, users);
  const interactions = new Interactions(identityRepository, issuers, { webSessions, apps, users });
  const tokenAuthentication = new TokenAuthentication(config, issuers, { apps, users, cache: accessTokenCache });
  const authorizations = new Authorizations(identityRepository, writes, issuers, accessTokenCache);
  const audit = new AuditService(new AuditRepository(db), { retentionDays: config.auditRetentionDays });
  // Wrong codes at a kiosk's lookup are counted where failed sign-ins are, so every instance counts together.
  const checkIns = new CheckInService(new CheckInRepository(db), writes, { churches, users, audit, lookups: new RequestThrottle(new AccountsRepository(db)) });
  const production = config.nodeEnv === 'production';
  const webhooksRepository = new WebhooksRepository(db, database.dialect);
  const box = new SecretBox(() => identityKeys.cookieSecrets());
  const webhookFanOut = new WebhookFanOut(webhooksRepository, writes);
  const webhookDelivery = new DeliveryWorker(webhooksRepository, webhookFanOut, {
    changes,
    audit,
    box,
    transport: new WebhookTransport({ timeoutMs: config.webhookTimeoutMs, production }),
    timeoutMs: config.webhookTimeoutMs,
    retryDelaysMs: config.webhookRetryDelaysMs,
    disableAfterMs: config.webhookDisableAfterMs,
    pollMs: config.webhookPollMs,
    retentionDays: changesKeptDays(config),
  });
  const webhooks = new WebhookSubscriptions(webhooksRepository, { apps, audit, box, production, fanOut: webhookFanOut, delivery: webhookDelivery });
  // Events committed by this process go out now, not at the next poll. In a command-line
  // process the worker is not running, and the service's workers find the events by polling.
  writes.afterCommit(() => webhookDelivery.written());
  const mail = new MailService(new MailRepository(db, database.dialect), mailTransport(config));
  const people = new PeopleImport(new PeopleRepository(db), writes, mail, pictures);
  const accountsRepository = new AccountsRepository(db);
  const tokens = new AccountTokens(accountsRepository);
  composeAccountMails(mail, { users, tokens, loginUrl: config.loginUrl });
  const requests = new RequestThrottle(accountsRepository);
  const signIns = new SignInThrottle(accountsRepository);
  const currentPassword = new CurrentPasswordCheck({ users, throttle: signIns, audit });
  const accountEmail = new AccountEmailService({ users, webSessions, authorizations, audit, mail, tokens, throttle: requests, currentPassword });
  const accounts = new AccountsService({ users, webSessions, authorizations, apps, audit, throttle: signIns, requests, currentPassword, email: accountEmail });
  const idempotency = new IdempotencyService(new IdempotencyRepository(db));
  const flash = new FlashMessages(new FlashRepository(db));
  const dashboard = new DashboardService({ apps, users, audit, authorizations, flash, production: config.nodeEnv === 'production' });
  const administration = new AccountAdministration({ users, webSessions, authorizations, apps, audit });
  const deletion = new AccountDeletion({ writes, users, churches, events, groups, attendance, households, prayers, donations, webSessions, authorizations, apps, audit, currentPassword });
  const exports = new ExportsService(new ExportsRepository(db), { writes, churches, users, apps, webSessions, authorizations, audit, pictures });
  // What each instance prunes on a timer (src/pruning.ts), by what its failures are logged as.
  const pruners = { 'the change feed': changes, 'the audit log': audit, 'idempotency keys': idempotency, 'cancelled events and meetings of calendar feeds': calendars };
  // Logos are fetched from addresses apps chose: through the same guarded transport.
  const logos = new AppLogos(apps, new AppsRepository(db), new WebhookTransport({ timeoutMs: APP_LOGOS.timeoutMs, production }));
  return { exports, deletion, config, database, redis, invalidations, writes, users, churches, apps, logos, events, groups, households, householdsImport, attendance, calendars, people, prayers, donations, checkIns, changes, identityKeys, issuers, webSessions, interactions, tokenAuthentication, authorizations, audit, mail, accounts, dashboard, idempotency, webhooks, webhookFanOut, webhookDelivery, administration, pruners };
}

export type Services = ReturnType<typeof createServices>;

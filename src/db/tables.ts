import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database schema as Kysely sees it. Columns are snake_case; each module maps rows
 * to camelCase API objects in one place. Timestamps are written and read back as ISO 8601
 * strings on both stores (see src/db/postgres.ts for `timestamptz`): use `toIso` to map.
 * Booleans read back as 0/1 on SQLite: use `Boolean(...)` to map.
 */
export type Timestamp = ColumnType<string, string, string>;
export type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  picture: string | null;
  email_verified: Bool;
  /** A new email the person asked for, used once they confirm it through the link sent there. */
  pending_email: string | null;
  is_admin: Bool;
  /** Set while a platform administrator has disabled the account: no sign-in, no credential works. */
  disabled_at: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChurchesTable {
  id: Generated<number>;
  name: string;
  description: string;
  city: string;
  state: string;
  country: string;
  website: string;
  /** Maintained by the membership writes, never counted per request. */
  member_count: Generated<number>;
  /** IANA time zone name; attendance periods are counted in it (migration 20261203T0001). */
  time_zone: Generated<string>;
  /** Whether the church's calendar feed answers without a credential (migration 20261205T0001). */
  calendar_public: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  /** Moves on every write to the row, counted changes included. */
  updated_at: Timestamp;
}

export interface ChurchMembersTable {
  church_id: number;
  user_id: number;
  role: string;
  joined_at: Timestamp;
  /** Joined, role changed, or the person's name or picture changed (migration 20261129T0020). */
  updated_at: Timestamp;
}

export interface AppsTable {
  id: Generated<number>;
  client_id: string;
  owner_id: number;
  name: string;
  /** `confidential` or `public`. */
  type: string;
  client_secret_hash: string | null;
  /** JSON array of exact redirect URIs. */
  redirect_uris: string;
  /** JSON array of further origins (`scheme://host[:port]`) a public app calls the issuers' token endpoints from. */
  web_origins: Generated<string>;
  /** JSON array of exact URIs the sign-in host may send people to after signing out. */
  post_logout_redirect_uris: Generated<string>;
  /** `none`, `requested`, `approved` or `denied`. */
  donations_access: Generated<string>;
  /** `none`, `requested`, `approved` or `denied`: household and check-in data (children's data). */
  households_access: Generated<string>;
  /** Shown to people on the consent page, with the URLs below. */
  description: Generated<string>;
  homepage_url: Generated<string | null>;
  /** HTTPS only: shown on the consent page. */
  logo_url: Generated<string | null>;
  privacy_policy_url: Generated<string | null>;
  /** Where the sign-in issuer posts logout tokens (OpenID Connect Back-Channel Logout); null: none. */
  backchannel_logout_uri: Generated<string | null>;
  /** Whether the app needs the session's `sid` in its logout tokens (and ID tokens). */
  backchannel_logout_session_required: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<number>;
  app_id: number;
  name: string;
  /** The first characters of the key, shown in listings so people can tell keys apart. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  key_hash: string;
  /** Space-separated API scopes. */
  scopes: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface EventsTable {
  id: Generated<number>;
  church_id: number;
  title: string;
  description: string;
  location: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Null means unlimited. */
  capacity: number | null;
  /** Maintained by registration writes. */
  registration_count: Generated<number>;
  /** People there beyond those checked in; null until counted. */
  headcount: Generated<number | null>;
  /** The iCalendar SEQUENCE: raised by a trigger when the title, description, location or times change. */
  sequence: Generated<number>;
  created_at: Timestamp;
  /** Moves on every write to the row, counted changes included. */
  updated_at: Timestamp;
}

export interface EventRegistrationsTable {
  event_id: number;
  user_id: number;
  created_at: Timestamp;
  /** Registered, or the person's name or picture changed (migration 20261129T0020). */
  updated_at: Timestamp;
}

export interface PrayersTable {
  id: Generated<number>;
  church_id: number;
  user_id: number;
  content: string;
  is_anonymous: Bool;
  /** Defaults to false; `Generated<Bool>` would nest two ColumnTypes and break the typing. */
  is_answered: ColumnType<boolean | number, boolean | undefined, boolean>;
  answered_at: Timestamp | null;
  prayer_count: Generated<number>;
  created_at: Timestamp;
  /** Moves on every write to the row, counted changes included. */
  updated_at: Timestamp;
}

/** One row per prayer said for a request: who prayed and when. */
export interface PrayerLogTable {
  id: Generated<number>;
  prayer_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface GroupsTable {
  id: Generated<number>;
  church_id: number;
  name: string;
  description: string;
  meeting_schedule: string;
  location: string;
  /** Null means unlimited. */
  capacity: number | null;
  /** Maintained by membership writes. */
  member_count: Generated<number>;
  created_at: Timestamp;
  /** Moves on every write to the row, counted changes included. */
  updated_at: Timestamp;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  role: string;
  joined_at: Timestamp;
  /** Joined, role changed, or the person's name or picture changed (migration 20261129T0020). */
  updated_at: Timestamp;
}

export interface DonationsTable {
  id: Generated<number>;
  /** Null once the donor deleted their account: the gift is kept, detached (migration 20261206T0001). */
  user_id: number | null;
  /** "Former member" for a detached gift; null while the donor has an account. */
  donor_name: Generated<string | null>;
  church_id: number;
  /** Integer minor units (cents). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  fund: string;
  method: string;
  /** The gift's id in the church's own giving system, unique per church; set by imports. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  donated_at: Timestamp;
  created_at: Timestamp;
  /** Moves on every write to the row, counted changes included. */
  updated_at: Timestamp;
}

/** What oidc-provider stores for each issuer; see the identity module's adapter. */
export interface OauthArtifactsTable {
  /** `api` or `signin`. */
  issuer: string;
  /** oidc-provider model name: AccessToken, AuthorizationCode, RefreshToken, Grant, Session, Interaction, … */
  model: string;
  /** SHA-256 hex of the value for bearer artefacts (codes, tokens); the plain id otherwise. */
  id: string;
  /** JSON payload; bearer artefacts are stored without their value. */
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  account_id: string | null;
  client_id: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface IdentityKeysTable {
  id: Generated<number>;
  kid: string;
  /** `signing` (a private JWK, JSON) or `cookie` (a base64url secret). */
  kind: string;
  material: string;
  created_at: Timestamp;
  /** Set when a newer key took over; retired keys are still published for verification. */
  retired_at: Timestamp | null;
}

/** A person signed in on the sign-in host (cookie `cp_session`). */
export interface WebSessionsTable {
  /** SHA-256 hex of the cookie value. */
  id_hash: string;
  user_id: number;
  auth_time: Timestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The browser's User-Agent and address when it was last seen, for the person's list of sessions. */
  user_agent: Generated<string | null>;
  ip: Generated<string | null>;
  /** Moved at most once a minute, so reading a page stays a read. */
  last_seen_at: Generated<string | null>;
}

/** A secret shown once after a redirect (a new client secret or API key); see the dashboard's flash. */
export interface FlashMessagesTable {
  /** SHA-256 hex of the id in the browser's cookie. */
  id_hash: string;
  user_id: number;
  /** Encrypted under a key derived from the id. */
  payload: string;
  expires_at: Timestamp;
}

/**
 * The `total` and change `version` of each list and filtered view of it, kept by triggers
 * (migration 20261125T0001-list-counters): the list totals are read here, never counted.
 */
export interface ListCountersTable {
  /** The table listed: `churches`, `events`, `groups`, `prayers`. */
  list: string;
  /** `''` for the whole list, else the filter, e.g. `church:7`, `answered:true`, `church:7|answered:false`. */
  scope: string;
  total: number;
  /** Moves whenever a row enters, leaves or moves within the scope. */
  version: number;
  /** Moves whenever anything shown in the scope changes: `version`'s moves and any column of a row in it. */
  content_version: number;
}

/** One security-relevant event (sign-ins, keys, secrets, consents, approvals); append-only. */
export interface AuditEventsTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** What happened, e.g. `sign_in.failed`; see the audit module. */
  type: string;
  /** The account that acted, when there is one. */
  actor_user_id: number | null;
  /** Who acted, as shown: an email, `command line`, or `unknown`. */
  actor: string;
  /** What it was done to: a client ID, a key prefix, an email. */
  target: string | null;
  ip: string | null;
  /** JSON object of strings with further facts (scopes, app name). */
  details: string;
}

/** Failed sign-ins per account email or per IP address, for throttling. */
export interface SignInThrottleTable {
  /** `account:<normalised email>` or `ip:<address>`. */
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/**
 * The event log (transactional outbox): every committed change, written in the change's own
 * transaction; read by the change feed, and referenced by webhook deliveries. Pruned after
 * `CHANGES_RETENTION_DAYS`.
 */
export interface ChangeEventsTable {
  /** The public id is `evt_<id>`. A bigint on PostgreSQL, read there as a string. */
  id: ColumnType<number | string, never, never>;
  /** The log's order with `id`: the writing transaction's id on PostgreSQL, 0 on SQLite (see migration 20261128T0010). */
  tx: ColumnType<number | string, never, never>;
  /** e.g. `prayer.created`; see the changes module. */
  type: string;
  created_at: Timestamp;
  /** `church`, `event`, `group`, `prayer` or `donation`. */
  resource: string;
  resource_id: number;
  /** The ids that place the resource, for filtering and for the church-member rule. */
  church_id: number | null;
  event_id: number | null;
  group_id: number | null;
  /** The person the object is about: a donation's donor, a prayer's author, a member added or removed. */
  user_id: number | null;
  /** A prayer's author is hidden from everyone else. */
  is_anonymous: Bool;
  /** JSON: the API object as its most privileged reader sees it, or `{id, deleted: true, …}`. */
  object: string;
}

/** A keyed API write, scoped to the credential's app and user, kept 24 h. */
export interface IdempotencyKeysTable {
  app_id: number;
  user_id: number;
  /** The client's `Idempotency-Key`. */
  key: string;
  /** SHA-256 of method, path and canonical body: a repeat must be the same request. */
  request_hash: string;
  /** `running` while the first request is handled, `done` once its response is stored. */
  state: 'running' | 'done';
  created_at: Timestamp;
  status_code: number | null;
  /** JSON object of the response headers a replay repeats. */
  response_headers: string | null;
  response_body: string | null;
}

/** A mail to compose and send; kept until a server has taken it (see the mail module). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** What to write, e.g. `verify_email`; the module that enqueued it composes it. */
  kind: string;
  recipient: string;
  user_id: number | null;
  /** JSON object the composer needs besides the user. */
  data: string;
  /** `pending`, then `sent`, `skipped` (nothing to say any more) or `failed` (given up). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Until when the instance that claimed the mail may take to send it. */
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** The SHA-256 of a single-use link secret mailed to a person (verify an email, reset a password). */
export interface AccountTokensTable {
  token_hash: string;
  /** `verify_email`, `change_email` or `reset_password`. */
  purpose: string;
  user_id: number;
  /** The address the link was sent to: it is only good while that address means the same thing. */
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** An app's webhook endpoint; see the webhooks module. */
export interface WebhookSubscriptionsTable {
  id: Generated<number>;
  app_id: number;
  url: string;
  /** Space-separated event types; empty for every type. */
  event_types: string;
  /** Space-separated read scopes: what the endpoint's principal (the app's owner) may read. */
  scopes: string;
  /** The `whsec_` signing secret, encrypted (see the webhooks module's signing). */
  secret: string;
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failing_since: Timestamp | null;
  /** Until when the instance that claimed the endpoint sends to it. */
  locked_until: Timestamp | null;
  lease_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One event for one endpoint, until it is delivered, skipped or given up. */
export interface WebhookDeliveriesTable {
  /** A bigint on PostgreSQL, read there as a string. */
  id: ColumnType<number | string, never, never>;
  subscription_id: number;
  /** The logged event; null for a test event. */
  change_event_id: number | string | null;
  /** `evt_…`, the `webhook-id` header: the same on every attempt. */
  event_id: string;
  event_type: string;
  /** The body of a test event; logged events are shaped for the endpoint when sent. */
  payload: string | null;
  /** `pending`, `delivered`, `failed` (given up) or `skipped` (the endpoint may not see it). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
}

/** The one row saying up to where the log has been fanned out to endpoints. */
export interface WebhookCursorTable {
  id: number;
  tx: number | string;
  event_id: number | string;
}

/** A logout token owed to an app (the outbox of back-channel logout; see the identity module). */
export interface AppLogosTable {
  app_id: number;
  source_url: string;
  content_type: string | null;
  body: Uint8Array | null;
  fetched_at: string;
}

/** A client that registered itself at the API issuer (dynamic registration; see the identity module). */
export interface RegisteredClientsTable {
  client_id: string;
  metadata: string;
  ip: string;
  created_at: string;
  last_used_at: string;
}

export interface LogoutNoticesTable {
  id: Generated<number>;
  client_id: string;
  /** The person signed out (the token's `sub`). */
  account_id: string;
  /** The sign-in issuer's session id for the app, for apps that need it in the token. */
  sid: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Until when the instance that claimed the notice may take to post it. */
  lease_until: Timestamp | null;
  created_at: Timestamp;
}

/** A family within one church (migration 20261203T0001). */
export interface HouseholdsTable {
  id: Generated<number>;
  church_id: number;
  name: string;
  /** `name` lower-cased, for the case-insensitive prefix search. */
  name_key: string;
  /** E.164. */
  phone: string | null;
  /** The phone's last four digits, what a kiosk searches by. */
  phone_last4: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** People with accounts in a household; at most one household per person per church. */
export interface HouseholdAdultsTable {
  household_id: number;
  user_id: number;
  church_id: number;
  created_at: Timestamp;
}

/** People without sign-in, within one household. */
export interface ChildrenTable {
  id: Generated<number>;
  household_id: number;
  church_id: number;
  given_name: string;
  family_name: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  allergies: Generated<string>;
  /** Medical and custody notes: the household's adults and the church's admins only. */
  notes: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A check-in room of one event. */
export interface RoomsTable {
  id: Generated<number>;
  event_id: number;
  church_id: number;
  name: string;
  capacity: number | null;
  /** Whole years, inclusive. */
  min_age: number | null;
  max_age: number | null;
  /** Children in the room now, maintained by check-in and check-out. */
  checked_in_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One household's security code at one event; unique per event. */
export interface CheckInCodesTable {
  event_id: number;
  household_id: number;
  code: string;
  created_at: Timestamp;
}

/** A child or an adult of a household checked in at an event; at most one open per person and event. */
export interface CheckInsTable {
  id: Generated<number>;
  event_id: number;
  church_id: number;
  household_id: number;
  child_id: number | null;
  user_id: number | null;
  room_id: number | null;
  name: string;
  checked_in_by: number | null;
  checked_in_at: Timestamp;
  checked_out_at: Timestamp | null;
  checked_out_by: number | null;
  /** Wrong codes tried; at 5 the check-in is locked until a church admin overrides. */
  failed_code_attempts: Generated<number>;
  override_reason: string | null;
  updated_at: Timestamp;
}

export interface GroupMeetingsTable {
  id: Generated<number>;
  group_id: number;
  church_id: number;
  /** YYYY-MM-DD. */
  date: string;
  guests: Generated<number>;
  notes: Generated<string>;
  /** The iCalendar SEQUENCE, raised by a trigger when `date` changes (migration 20261207T0001). */
  sequence: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MeetingAttendeesTable {
  meeting_id: number;
  user_id: number;
}

/**
 * A deleted event as it was, kept 30 days for calendar feeds (written by a trigger; migration
 * 20261205T0001): the event's columns that its cancellation in a feed shows.
 */
export interface DeletedEventsTable extends Pick<EventsTable, 'church_id' | 'title' | 'description' | 'location' | 'starts_at' | 'ends_at'> {
  event_id: number;
  /** One above the event's last sequence: the cancellation is its latest version. */
  sequence: number;
  deleted_at: Timestamp;
}

/** A deleted group meeting as it was, kept 30 days for the group's feed (written by a trigger; migration 20261207T0001). */
export interface DeletedGroupMeetingsTable {
  meeting_id: number;
  group_id: number;
  church_id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** One above the meeting's last sequence. */
  sequence: number;
  deleted_at: Timestamp;
}

/** Who was registered for a deleted event, for their own feed. */
export interface DeletedEventRegistrationsTable {
  event_id: number;
  user_id: number;
}

/** The secret of a calendar feed URL, as SHA-256; one per person and scope. */
export interface CalendarTokensTable {
  token_hash: string;
  user_id: number;
  /** `me` (the person's own feed) or `group:<id>`. */
  scope: string;
  group_id: number | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  churches: ChurchesTable;
  church_members: ChurchMembersTable;
  apps: AppsTable;
  api_keys: ApiKeysTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  prayers: PrayersTable;
  prayer_log: PrayerLogTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  donations: DonationsTable;
  oauth_artifacts: OauthArtifactsTable;
  identity_keys: IdentityKeysTable;
  web_sessions: WebSessionsTable;
  flash_messages: FlashMessagesTable;
  list_counters: ListCountersTable;
  audit_events: AuditEventsTable;
  sign_in_throttle: SignInThrottleTable;
  idempotency_keys: IdempotencyKeysTable;
  change_events: ChangeEventsTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_cursor: WebhookCursorTable;
  logout_notices: LogoutNoticesTable;
  app_logos: AppLogosTable;
  registered_clients: RegisteredClientsTable;
  households: HouseholdsTable;
  household_adults: HouseholdAdultsTable;
  children: ChildrenTable;
  rooms: RoomsTable;
  check_in_codes: CheckInCodesTable;
  check_ins: CheckInsTable;
  group_meetings: GroupMeetingsTable;
  meeting_attendees: MeetingAttendeesTable;
  deleted_events: DeletedEventsTable;
  deleted_event_registrations: DeletedEventRegistrationsTable;
  deleted_group_meetings: DeletedGroupMeetingsTable;
  calendar_tokens: CalendarTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ChurchRow = Selectable<ChurchesTable>;
export type AppRow = Selectable<AppsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type EventRow = Selectable<EventsTable>;
export type PrayerRow = Selectable<PrayersTable>;
export type GroupRow = Selectable<GroupsTable>;
export type DonationRow = Selectable<DonationsTable>;

/** A stored timestamp as ISO 8601 UTC with `Z`. */
export function toIso(value: string): string {
  // Written by us in this exact form: skip the parse on the hot path.
  if (value.length === 24 && value.endsWith('Z')) return value;
  return new Date(value).toISOString();
}

/** Now, as stored. */
export function nowIso(): string {
  return new Date().toISOString();
}

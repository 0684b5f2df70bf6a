import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { nowIso, toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import type { AppsService } from '../apps/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchesService } from '../churches/service.ts';
import { churchFields, toChurch, toChurchMember } from '../churches/service.ts';
import { toDonation } from '../donations/service.ts';
import { toEvent, toRegistrant } from '../events/service.ts';
import { toCheckIn, toChild } from '../families/records.ts';
import { toGroup, toGroupMember } from '../groups/service.ts';
import type { Authorizations } from '../identity/authorizations.ts';
import type { WebSessions } from '../identity/web-sessions.ts';
import { toPrayer } from '../prayers/service.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { personOf } from '../users/person.ts';
import { toOwnProfile, type UsersService } from '../users/service.ts';
import { ArchiveWriter, type Manifest } from './archive.ts';
import { canDownloadOwnData, canExportChurch, type ExportKind } from './policy.ts';
import type { After, ExportsRepository } from './repository.ts';

/** Rows read per query: what one page of a keyset walk holds in memory. */
export const EXPORT_PAGE = 250;
/**
 * Church exports streaming at once from one process: each reads its church for a while (a
 * minute for a hundred thousand members), so more wait for a turn rather than share the
 * database and the memory.
 */
export const CONCURRENT_EXPORTS = 2;
/** Rows written per insert when a church is restored: far below both stores' parameter limits. */
const IMPORT_BATCH = 200;

export const CHURCH_EXPORT_FORMAT = 'community-platform/church-export@1';
export const PERSONAL_EXPORT_FORMAT = 'community-platform/personal-export@1';

/** Who a church's export is for: its admins (what they may read through the API) or the platform's operator. */
export type ExportAudience = 'admins' | 'operator';

export interface ChurchExportOptions {
  audience: ExportAudience;
  /** The kinds to write; all when left out (the operator's, and a signed-in admin's on My churches). */
  kinds?: ReadonlySet<ExportKind>;
  /** The operator's export only: the church's gifts. */
  withDonations?: boolean;
}

/** What a restore wrote. */
export interface ImportSummary {
  churchId: number;
  people: { created: number; existing: number };
  rows: Record<string, number>;
}

const PERSON_COLUMNS = ['id', 'givenName', 'familyName', 'name', 'picture'] as const;

/** The columns of each file's CSV, in order: the JSON Lines objects carry the same fields. */
export const CHURCH_EXPORT_COLUMNS = {
  people: ['id', 'email', 'givenName', 'familyName'],
  members: [...PERSON_COLUMNS, 'role', 'joinedAt', 'updatedAt'],
  events: ['id', 'churchId', 'title', 'description', 'location', 'startsAt', 'endsAt', 'capacity', 'registrationCount', 'spotsLeft', 'headcount', 'createdAt', 'updatedAt'],
  registrations: ['eventId', ...PERSON_COLUMNS, 'registeredAt', 'updatedAt'],
  groups: ['id', 'churchId', 'name', 'description', 'meetingSchedule', 'location', 'capacity', 'memberCount', 'spotsLeft', 'createdAt', 'updatedAt'],
  'group-members': ['groupId', ...PERSON_COLUMNS, 'role', 'joinedAt', 'updatedAt'],
  meetings: ['id', 'groupId', 'date', 'guests', 'notes', 'createdBy', 'createdAt', 'updatedAt'],
  attendance: ['meetingId', 'groupId', 'userId'],
  prayers: ['id', 'communityId', 'userId', 'content', 'isAnonymous', 'isAnswered', 'prayerCount', 'createdAt', 'answeredAt', 'updatedAt'],
  households: ['id', 'name', 'phone', 'createdAt', 'updatedAt'],
  'household-adults': ['householdId', ...PERSON_COLUMNS, 'addedAt'],
  children: ['id', 'householdId', 'givenName', 'familyName', 'birthdate', 'allergies', 'notes', 'createdAt', 'updatedAt'],
  rooms: ['id', 'eventId', 'name', 'capacity', 'minAge', 'maxAge', 'checkedInCount', 'createdAt', 'updatedAt'],
  'check-ins': ['id', 'eventId', 'householdId', 'childId', 'userId', 'roomId', 'name', 'checkedInAt', 'checkedOutAt', 'checkedInBy', 'checkedOutBy', 'overrideReason', 'updatedAt'],
  donations: ['id', 'churchId', 'userId', 'donorName', 'amount', 'currency', 'fund', 'method', 'externalId', 'donatedAt', 'createdAt', 'updatedAt'],
} as const;

type Kind = keyof typeof CHURCH_EXPORT_COLUMNS;

/** Pages of a keyset walk: `read` answers the rows after a key, `key` the key of a row. */
async function* keyset<R, K extends number | [number, number]>(read: (after: After<K>) => Promise<R[]>, key: (row: R) => K): AsyncGenerator<R[]> {
  let after: After<K>;
  for (;;) {
    const rows = await read(after);
    yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = key(rows[rows.length - 1]);
  }
}

/** A walk by id. */
const byId = <R extends { id: number }>(read: (after: After<number>) => Promise<R[]>) => keyset<R, number>(read, (row) => row.id);

/** A walk by the two ids of a link table. */
const byPair = <R>(read: (after: After<[number, number]>) => Promise<R[]>, key: (row: R) => [number, number]) => keyset<R, [number, number]>(read, key);

async function* mapped<R, T>(pages: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const rows of pages) yield rows.map(map);
}

/** An archive being written: its bytes, and its manifest once the last file is in (rejected when writing failed). */
export interface ArchiveOutput {
  stream: Readable;
  done: Promise<Manifest>;
}

/**
 * Ties the writing to the archive's reader: a reader that goes away stops the writer (it
 * would otherwise wait for room forever), and a failure while writing breaks the stream, so
 * the reader never takes a cut archive for a whole one.
 */
function written(archive: ArchiveWriter, writing: Promise<Manifest>): ArchiveOutput {
  const stream = archive.stream;
  stream.once('close', () => archive.abort());
  const done = writing.catch((error: Error) => {
    archive.abort(error);
    throw error;
  });
  // The reader learns of a failure from the stream; `done` is for those who wait for the manifest.
  done.catch(() => undefined);
  return { stream, done };
}

const iso = (value: string | null) => (value === null ? null : toIso(value));

/**
 * A church's full export (for its admins on the API and My churches, for the operator on the
 * command line), a person's own data, and the restore of an operator's export as a new church.
 */
export class ExportsService extends WritingService<ExportsRepository, Change> {
  private readonly churches: ChurchesService;
  private readonly users: UsersService;
  private readonly apps: AppsService;
  private readonly webSessions: WebSessions;
  private readonly authorizations: Authorizations;
  private readonly audit: AuditService;
  private readonly pictures: ProfilePictures;
  /** Church archives being read now: counted until their stream closes. */
  private streaming = 0;

  constructor(
    repository: ExportsRepository,
    deps: { writes: UnitOfWork<Change>; churches: ChurchesService; users: UsersService; apps: AppsService; webSessions: WebSessions; authorizations: Authorizations; audit: AuditService; pictures: ProfilePictures },
  ) {
    super(repository, deps.writes);
    this.churches = deps.churches;
    this.users = deps.users;
    this.apps = deps.apps;
    this.webSessions = deps.webSessions;
    this.authorizations = deps.authorizations;
    this.audit = deps.audit;
    this.pictures = deps.pictures;
  }

  /**
   * The church's export for one of its admins: a zip streamed as it is read. Anyone else is
   * told the church does not exist, as for an unknown id.
   */
  async forChurchAdmin(churchId: number, userId: number, kinds?: ReadonlySet<ExportKind>): Promise<Readable> {
    if (!canExportChurch(await this.churches.roleOf(churchId, userId))) throw notFound(`Church ${churchId} does not exist`);
    return (await this.churchArchive(churchId, { audience: 'admins', kinds })).stream;
  }

  /** The operator's export (the command line): with every person's email, and the gifts when asked. */
  async forOperator(churchId: number, options: { withDonations: boolean }): Promise<ArchiveOutput> {
    return this.churchArchive(churchId, { audience: 'operator', withDonations: options.withDonations });
  }

  private async churchArchive(churchId: number, options: ChurchExportOptions): Promise<ArchiveOutput> {
    const church = await this.repository.church(churchId);
    if (!church) throw notFound(`Church ${churchId} does not exist`);
    if (this.streaming >= CONCURRENT_EXPORTS) {
      throw new ApiError(429, 'TooManyRequests', `${CONCURRENT_EXPORTS} church exports are being written already: try again in a minute`, { 'retry-after': '60' });
    }
    const archive = new ArchiveWriter({ format: CHURCH_EXPORT_FORMAT, audience: options.audience, churchId });
    // One snapshot for every file: a change committed while the archive is read is in all of it
    // or in none, so each row's references are in the archive and a restore takes it whole.
    const output = written(archive, this.repository.inSnapshot((snapshot) => this.writeChurch(archive, church, options, snapshot)));
    this.streaming += 1;
    output.stream.once('close', () => (this.streaming -= 1));
    return output;
  }

  private async writeChurch(archive: ArchiveWriter, church: NonNullable<Awaited<ReturnType<ExportsRepository['church']>>>, options: ChurchExportOptions, r: ExportsRepository): Promise<Manifest> {
    const id = church.id;
    const operator = options.audience === 'operator';
    const person = (row: { id: number; given_name: string; family_name: string; picture: string | null }) => personOf(row, this.pictures);
    const wanted = (kind: Kind) => kind === 'people' || kind === 'donations' || !options.kinds || options.kinds.has(kind as ExportKind);
    const add = async (kind: Kind, rows: () => AsyncIterable<object[]>) => {
      if (wanted(kind)) await archive.rows(kind, kindColumns(kind, operator), rows);
    };

    await archive.json('church.json', toChurch(church));
    if (operator) {
      await add('people', () =>
        mapped(byId((after) => r.people(id, options.withDonations === true, after, EXPORT_PAGE)), (row) => ({
          id: row.id,
          email: row.email,
          givenName: row.given_name,
          familyName: row.family_name,
        })),
      );
    }
    await add('members', () =>
      mapped(byId((after) => r.members(id, after, EXPORT_PAGE)), (row) => {
        const member = toChurchMember(row, this.pictures);
        return operator ? { ...member, email: row.email } : member;
      }),
    );
    await add('events', () =>
      mapped(byId((after) => r.events(id, after, EXPORT_PAGE)), (row) => {
        const { isRegistered: _reader, ...event } = toEvent({ ...row, registered_user_id: null });
        return { ...event, headcount: row.headcount };
      }),
    );
    await add('registrations', () =>
      mapped(
        byPair((after) => r.registrations(id, after, EXPORT_PAGE), (row): [number, number] => [row.event_id, row.id]),
        (row) => ({ eventId: row.event_id, ...toRegistrant(row, this.pictures) }),
      ),
    );
    await add('groups', () =>
      mapped(byId((after) => r.groups(id, after, EXPORT_PAGE)), (row) => {
        const { isMember: _reader, ...group } = toGroup({ ...row, member_user_id: null, member_role: null });
        return group;
      }),
    );
    await add('group-members', () =>
      mapped(
        byPair((after) => r.groupMembers(id, after, EXPORT_PAGE), (row): [number, number] => [row.group_id, row.id]),
        (row) => ({ groupId: row.group_id, ...toGroupMember(row, this.pictures) }),
      ),
    );
    await add('meetings', () =>
      mapped(byId((after) => r.meetings(id, after, EXPORT_PAGE)), (row) => ({
        id: row.id,
        groupId: row.group_id,
        date: row.date,
        guests: row.guests,
        notes: row.notes,
        createdBy: row.created_by,
        createdAt: toIso(row.created_at),
        updatedAt: toIso(row.updated_at),
      })),
    );
    await add('attendance', () =>
      mapped(
        byPair((after) => r.attendance(id, after, EXPORT_PAGE), (row): [number, number] => [row.meeting_id, row.user_id]),
        (row) => ({ meetingId: row.meeting_id, groupId: row.group_id, userId: row.user_id }),
      ),
    );
    // Read as no one in particular: an anonymous request's author is shown to no reader of the export.
    await add('prayers', () => mapped(byId((after) => r.prayers(id, after, EXPORT_PAGE)), (row) => toPrayer({ userId: 0 }, row)));
    await add('households', () =>
      mapped(byId((after) => r.households(id, after, EXPORT_PAGE)), (row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        createdAt: toIso(row.created_at),
        updatedAt: toIso(row.updated_at),
      })),
    );
    await add('household-adults', () =>
      mapped(
        byPair((after) => r.householdAdults(id, after, EXPORT_PAGE), (row): [number, number] => [row.household_id, row.id]),
        (row) => ({ householdId: row.household_id, ...person(row), addedAt: toIso(row.created_at) }),
      ),
    );
    await add('children', () =>
      mapped(byId((after) => r.children(id, after, EXPORT_PAGE)), (row) => toChild(row, true)),
    );
    await add('rooms', () =>
      mapped(byId((after) => r.rooms(id, after, EXPORT_PAGE)), (row) => ({
        id: row.id,
        eventId: row.event_id,
        name: row.name,
        capacity: row.capacity,
        minAge: row.min_age,
        maxAge: row.max_age,
        checkedInCount: row.checked_in_count,
        createdAt: toIso(row.created_at),
        updatedAt: toIso(row.updated_at),
      })),
    );
    await add('check-ins', () =>
      mapped(byId((after) => r.checkIns(id, after, EXPORT_PAGE)), (row) => ({
        ...toCheckIn(row),
        checkedInBy: row.checked_in_by,
        checkedOutBy: row.checked_out_by,
        overrideReason: row.override_reason,
        updatedAt: toIso(row.updated_at),
      })),
    );
    if (operator && options.withDonations) {
      await add('donations', () =>
        mapped(byId((after) => r.donations(id, after, EXPORT_PAGE)), (row) => ({
          ...toDonation(row),
          userId: row.user_id,
          donorName: row.donor_name,
          externalId: row.external_id,
        })),
      );
    }
    return archive.finish();
  }

  /**
   * Everything held about the caller, for their own API key only: profile and sign-in
   * emails, memberships, registrations, group memberships, households, prayers (anonymous
   * ones marked), donations, connected apps, apps they registered, API keys (names and prefixes), sign-in
   * sessions, and the audit entries about them.
   */
  async personal(principal: Principal): Promise<Readable> {
    if (!canDownloadOwnData(principal)) {
      throw forbidden('Only your own API key can download your data: apps acting for you through OAuth cannot');
    }
    return this.personalArchive(principal.userId);
  }

  /** The same for the person signed in on the account page. */
  async personalArchive(userId: number): Promise<Readable> {
    const user = await this.users.get(userId);
    const archive = new ArchiveWriter({ format: PERSONAL_EXPORT_FORMAT, userId });
    const r = this.repository;
    const once = <T extends object>(rows: T[]) => async function* () {
      yield rows;
    };
    const write = async (): Promise<Manifest> => {
      await archive.json('profile.json', {
        ...toOwnProfile(user, this.pictures),
        signInEmails: [{ email: user.email, verified: Boolean(user.email_verified) }, ...(user.pending_email ? [{ email: user.pending_email, verified: false, pending: true }] : [])],
        isAdmin: Boolean(user.is_admin),
        disabledAt: iso(user.disabled_at),
      });
      const memberships = (await r.membershipsOf(userId)).map((row) => ({ churchId: row.church_id, churchName: row.name, role: row.role, joinedAt: toIso(row.joined_at) }));
      await archive.rows('memberships', ['churchId', 'churchName', 'role', 'joinedAt'], once(memberships));
      const registrations = (await r.registrationsOf(userId)).map((row) => ({
        eventId: row.event_id,
        churchId: row.church_id,
        title: row.title,
        startsAt: toIso(row.starts_at),
        endsAt: toIso(row.ends_at),
        registeredAt: toIso(row.registered_at),
      }));
      await archive.rows('registrations', ['eventId', 'churchId', 'title', 'startsAt', 'endsAt', 'registeredAt'], once(registrations));
      const groups = (await r.groupMembershipsOf(userId)).map((row) => ({ groupId: row.group_id, churchId: row.church_id, groupName: row.name, role: row.role, joinedAt: toIso(row.joined_at) }));
      await archive.rows('group-memberships', ['groupId', 'churchId', 'groupName', 'role', 'joinedAt'], once(groups));
      const households = await r.householdsOf(userId);
      await archive.rows(
        'households',
        ['id', 'churchId', 'name', 'phone', 'joinedAt'],
        once(households.map((row) => ({ id: row.id, churchId: row.church_id, name: row.name, phone: row.phone, joinedAt: toIso(row.joined_at) }))),
      );
      const children = (await r.childrenOf(households.map((row) => row.id))).map((row) => {
        // The personal format (personal-export@1) has no times the records were written.
        const { createdAt: _created, updatedAt: _updated, ...child } = toChild(row, true);
        return child;
      });
      await archive.rows('children', ['id', 'householdId', 'givenName', 'familyName', 'birthdate', 'allergies', 'notes'], once(children));
      // Their own requests as they see them: with their author, anonymous ones marked as such.
      const prayers = (await r.prayersOf(userId)).map((row) => toPrayer({ userId }, row));
      await archive.rows('prayers', CHURCH_EXPORT_COLUMNS.prayers, once(prayers));
      const donations = (await r.donationsOf(userId)).map(toDonation);
      await archive.rows('donations', ['id', 'churchId', 'amount', 'currency', 'fund', 'method', 'donatedAt', 'createdAt', 'updatedAt'], once(donations));
      const connected = await this.authorizations.connectedApps(userId);
      const appNames = new Map<string, string>();
      for (const app of connected) appNames.set(app.clientId, (await this.apps.findOAuthClient(app.clientId))?.name ?? app.clientId);
      await archive.rows(
        'connected-apps',
        ['clientId', 'appName', 'scopes', 'grantedAt'],
        once(connected.map((app) => ({ clientId: app.clientId, appName: appNames.get(app.clientId), scopes: app.scopes, grantedAt: app.grantedAt }))),
      );
      // The apps they registered as a developer (deleted with their account).
      const owned = await this.apps.listApps(userId);
      await archive.rows(
        'apps',
        ['clientId', 'name', 'type', 'description', 'homepageUrl', 'redirectUris', 'createdAt'],
        once(owned.map(({ clientId, name, type, description, homepageUrl, redirectUris, createdAt }) => ({ clientId, name, type, description, homepageUrl, redirectUris, createdAt }))),
      );
      const keys = [];
      for (const app of owned) {
        for (const key of await this.apps.listKeys(app.clientId)) {
          keys.push({ appClientId: app.clientId, appName: app.name, name: key.name, prefix: key.prefix, scopes: key.scopes, createdAt: key.createdAt, lastUsedAt: key.lastUsedAt, revokedAt: key.revokedAt });
        }
      }
      await archive.rows('api-keys', ['appClientId', 'appName', 'name', 'prefix', 'scopes', 'createdAt', 'lastUsedAt', 'revokedAt'], once(keys));
      const sessions = (await this.webSessions.list(userId, undefined)).map(({ userAgent, ip, createdAt, lastSeenAt }) => ({ userAgent, ip, createdAt, lastSeenAt }));
      await archive.rows('sessions', ['userAgent', 'ip', 'createdAt', 'lastSeenAt'], once(sessions));
      const audit = (await this.audit.about(userId, user.email)).map(({ at, type, description, actor, target, ip, details }) => ({ at, type, description, actor, target, ip, details }));
      await archive.rows('audit', ['at', 'type', 'description', 'actor', 'target', 'ip', 'details'], once(audit));
      return archive.finish();
    };
    return written(archive, write()).stream;
  }

  /**
   * Restores an operator's export (`churches export --out`) as a new church, in one
   * transaction: a file that does not match its manifest, or any row that cannot go in,
   * leaves the database as it was. People are matched by email; the others get an account
   * that is not verified and has no password (they set one through "Forgot password").
   * Requests that were anonymous keep no author: they are given to one account per restored
   * church that cannot sign in.
   */
  async importChurch(path: string): Promise<ImportSummary> {
    const zip = await ZipReader.open(path);
    try {
      const manifest = JSON.parse(await zip.text('manifest.json')) as Manifest & { audience?: string };
      if (manifest.format !== CHURCH_EXPORT_FORMAT) throw badRequest(`${path} is not a church export of this platform (its manifest names no format ${CHURCH_EXPORT_FORMAT})`);
      if (manifest.audience !== 'operator') {
        throw badRequest(`${path} is a church admins' export, without people's emails: restore an export made with "churches export" on the command line`);
      }
      const digests = new Map(manifest.files.map((file) => [file.name, file.sha256]));
      zip.expect(digests);
      const church = JSON.parse(await zip.text('church.json')) as Record<string, unknown>;
      const text = (key: string) => (typeof church[key] === 'string' ? church[key] : undefined);
      // The fields as the church's own writes check them: a hand-edited church.json gets the same messages.
      const fields = churchFields({
        name: text('name') ?? '',
        ...Object.fromEntries(['description', 'city', 'state', 'country', 'website', 'timeZone'].flatMap((key) => (text(key) === undefined ? [] : [[key, text(key)]]))),
        ...(typeof church.calendarPublic === 'boolean' ? { calendarPublic: church.calendarPublic } : {}),
      });
      return await this.unitOfWork(async ({ repository, record }) => {
        const now = nowIso();
        const summary: ImportSummary = { churchId: 0, people: { created: 0, existing: 0 }, rows: {} };
        const people = new Map<number, number>();
        for await (const batch of zip.jsonl('people.jsonl')) {
          const emails = batch.map((row) => String(row.email));
          const known = new Map((await repository.userIdsByEmail(emails)).map((row) => [row.email, row.id]));
          for (const row of batch) {
            let userId = known.get(String(row.email));
            if (userId === undefined) {
              userId = (
                await repository.insertUser({
                  email: String(row.email),
                  password_hash: '',
                  given_name: String(row.givenName ?? ''),
                  family_name: String(row.familyName ?? ''),
                  picture: null,
                  email_verified: false,
                  is_admin: false,
                  created_at: now,
                  updated_at: now,
                })
              ).id;
              summary.people.created += 1;
            } else {
              summary.people.existing += 1;
            }
            people.set(Number(row.id), userId);
          }
        }
        const person = (id: unknown): number => {
          const mapped = people.get(Number(id));
          if (mapped === undefined) throw badRequest(`${path} names user ${String(id)}, who is not in people.jsonl`);
          return mapped;
        };
        const optionalPerson = (id: unknown) => (id === null || id === undefined ? null : (people.get(Number(id)) ?? null));

        const { id: churchId } = await repository.insertChurch({ description: '', city: '', state: '', country: '', website: '', ...fields, name: fields.name!, created_at: now, updated_at: now });
        summary.churchId = churchId;

        const count = (kind: string, n: number) => {
          summary.rows[kind] = (summary.rows[kind] ?? 0) + n;
        };
        const ids = async (file: string, table: Parameters<ExportsRepository['insertMany']>[0], row: (value: Record<string, unknown>) => Record<string, unknown>) => {
          const map = new Map<number, number>();
          for await (const batch of zip.jsonl(file)) {
            const inserted = await repository.insertMany(table, batch.map(row) as never[], true);
            batch.forEach((value, index) => map.set(Number(value.id), inserted[index]));
            count(file, batch.length);
          }
          return map;
        };
        const links = async (file: string, table: Parameters<ExportsRepository['insertMany']>[0], row: (value: Record<string, unknown>) => Record<string, unknown>) => {
          for await (const batch of zip.jsonl(file)) {
            await repository.insertMany(table, batch.map(row) as never[], false);
            count(file, batch.length);
          }
        };
        const find = (map: Map<number, number>, id: unknown, what: string) => {
          const mapped = map.get(Number(id));
          if (mapped === undefined) throw badRequest(`${path} names ${what} ${String(id)}, which is not in its file`);
          return mapped;
        };
        const optional = (map: Map<number, number>, id: unknown) => (id === null || id === undefined ? null : (map.get(Number(id)) ?? null));

        await links('members.jsonl', 'church_members', (m) => ({ church_id: churchId, user_id: person(m.id), role: m.role, joined_at: m.joinedAt, updated_at: now }));
        const events = await ids('events.jsonl', 'events', (e) => ({
          church_id: churchId,
          title: e.title,
          description: e.description,
          location: e.location,
          starts_at: e.startsAt,
          ends_at: e.endsAt,
          capacity: e.capacity,
          headcount: e.headcount ?? null,
          created_at: now,
          updated_at: now,
        }));
        await links('registrations.jsonl', 'event_registrations', (g) => ({ event_id: find(events, g.eventId, 'event'), user_id: person(g.id), created_at: g.registeredAt, updated_at: now }));
        const groups = await ids('groups.jsonl', 'groups', (g) => ({
          church_id: churchId,
          name: g.name,
          description: g.description,
          meeting_schedule: g.meetingSchedule,
          location: g.location,
          capacity: g.capacity,
          created_at: now,
          updated_at: now,
        }));
        await links('group-members.jsonl', 'group_members', (m) => ({ group_id: find(groups, m.groupId, 'group'), user_id: person(m.id), role: m.role, joined_at: m.joinedAt, updated_at: now }));
        const meetings = await ids('meetings.jsonl', 'group_meetings', (m) => ({
          group_id: find(groups, m.groupId, 'group'),
          church_id: churchId,
          date: m.date,
          guests: m.guests,
          notes: m.notes,
          created_by: optionalPerson(m.createdBy),
          created_at: now,
          updated_at: now,
        }));
        await links('attendance.jsonl', 'meeting_attendees', (a) => ({ meeting_id: find(meetings, a.meetingId, 'meeting'), user_id: person(a.userId) }));
        let anonymousAuthor: number | undefined;
        const authorOf = async (p: Record<string, unknown>) => {
          if (p.userId !== null && p.userId !== undefined) return person(p.userId);
          anonymousAuthor ??= (
            await repository.insertUser({
              email: `anonymous-requests+church-${churchId}@restored.invalid`,
              password_hash: '',
              given_name: 'Anonymous',
              family_name: '',
              picture: null,
              email_verified: false,
              is_admin: false,
              disabled_at: now,
              created_at: now,
              updated_at: now,
            })
          ).id;
          return anonymousAuthor;
        };
        for await (const batch of zip.jsonl('prayers.jsonl')) {
          const rows = [];
          for (const p of batch) {
            rows.push({
              church_id: churchId,
              user_id: await authorOf(p),
              content: p.content,
              is_anonymous: p.isAnonymous,
              is_answered: p.isAnswered,
              answered_at: p.answeredAt,
              prayer_count: p.prayerCount,
              created_at: p.createdAt,
              updated_at: now,
            });
          }
          await repository.insertMany('prayers', rows as never[], false);
          count('prayers.jsonl', batch.length);
        }
        const households = await ids('households.jsonl', 'households', (h) => ({
          church_id: churchId,
          name: h.name,
          name_key: String(h.name).toLowerCase(),
          phone: h.phone,
          phone_last4: typeof h.phone === 'string' ? h.phone.replace(/\D/g, '').slice(-4) || null : null,
          created_at: now,
          updated_at: now,
        }));
        await links('household-adults.jsonl', 'household_adults', (a) => ({ household_id: find(households, a.householdId, 'household'), user_id: person(a.id), church_id: churchId, created_at: now }));
        const children = await ids('children.jsonl', 'children', (c) => ({
          household_id: find(households, c.householdId, 'household'),
          church_id: churchId,
          given_name: c.givenName,
          family_name: c.familyName,
          birthdate: c.birthdate,
          allergies: c.allergies,
          notes: c.notes,
          created_at: now,
          updated_at: now,
        }));
        const rooms = await ids('rooms.jsonl', 'rooms', (room) => ({
          event_id: find(events, room.eventId, 'event'),
          church_id: churchId,
          name: room.name,
          capacity: room.capacity,
          min_age: room.minAge,
          max_age: room.maxAge,
          created_at: now,
          updated_at: now,
        }));
        await links('check-ins.jsonl', 'check_ins', (c) => ({
          event_id: find(events, c.eventId, 'event'),
          church_id: churchId,
          household_id: find(households, c.householdId, 'household'),
          child_id: optional(children, c.childId),
          user_id: c.userId === null ? null : person(c.userId),
          room_id: optional(rooms, c.roomId),
          name: c.name,
          checked_in_by: optionalPerson(c.checkedInBy),
          checked_in_at: c.checkedInAt,
          checked_out_at: c.checkedOutAt,
          checked_out_by: optionalPerson(c.checkedOutBy),
          override_reason: c.overrideReason,
          updated_at: now,
        }));
        if (digests.has('donations.jsonl')) {
          await links('donations.jsonl', 'donations', (d) => ({
            user_id: optionalPerson(d.userId),
            donor_name: d.donorName,
            church_id: churchId,
            amount: d.amount,
            currency: d.currency,
            fund: d.fund,
            method: d.method,
            external_id: d.externalId,
            donated_at: d.donatedAt,
            created_at: now,
            updated_at: now,
          }));
        }
        await repository.recount(churchId);
        const restored = await repository.church(churchId);
        record({ type: 'church.created', resourceId: churchId, churchId, object: toChurch(restored!) });
        zip.checkAllRead();
        return summary;
      });
    } finally {
      zip.close();
    }
  }
}

/** The CSV columns of a kind for an export's audience: the operator's members carry their email. */
function kindColumns(kind: Kind, operator: boolean): readonly string[] {
  const columns: readonly string[] = CHURCH_EXPORT_COLUMNS[kind];
  return operator && kind === 'members' ? [...columns, 'email'] : columns;
}

/**
 * An export read back: its files by name, each checked against the digest its manifest lists
 * while it is read, line by line.
 */
class ZipReader {
  private readonly zip: yauzl.ZipFile;
  private readonly entries: Map<string, yauzl.Entry>;
  private digests = new Map<string, string>();
  private readonly checked = new Set<string>();

  private constructor(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>) {
    this.zip = zip;
    this.entries = entries;
  }

  static async open(path: string): Promise<ZipReader> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) => (error ? reject(badRequest(`Cannot read ${path} as a zip archive: ${error.message}`)) : resolve(file))),
    );
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    });
    return new ZipReader(zip, entries);
  }

  /** The digests the manifest lists: every file read after this is checked against its own. */
  expect(digests: Map<string, string>): void {
    this.digests = digests;
  }

  async text(name: string): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.open(name)) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    this.check(name, createHash('sha256').update(body).digest('hex'));
    return body.toString('utf8');
  }

  /** The objects of a JSON Lines file, `IMPORT_BATCH` at a time; its digest is checked once it is read whole. */
  async *jsonl(name: string): AsyncGenerator<Record<string, unknown>[]> {
    if (!this.entries.has(name)) {
      if (this.digests.has(name)) throw badRequest(`The archive lacks ${name}, which its manifest lists`);
      return;
    }
    const hash = createHash('sha256');
    let rest = '';
    let batch: Record<string, unknown>[] = [];
    let line = 0;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for await (const chunk of await this.open(name)) {
      hash.update(chunk as Buffer);
      const lines = (rest + decoder.decode(chunk as Buffer, { stream: true })).split('\n');
      rest = lines.pop()!;
      for (const text of lines) {
        line += 1;
        if (!text) continue;
        try {
          batch.push(JSON.parse(text) as Record<string, unknown>);
        } catch {
          throw badRequest(`${name} line ${line} is not JSON`);
        }
        if (batch.length === IMPORT_BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
    if (rest.trim()) throw badRequest(`${name} ends without a newline: it was cut short`);
    this.check(name, hash.digest('hex'));
    if (batch.length) yield batch;
  }

  /** Every JSON Lines file the manifest lists was read (and so checked). */
  checkAllRead(): void {
    const unread = [...this.digests.keys()].filter((name) => name.endsWith('.jsonl') && !this.checked.has(name));
    if (unread.length) throw badRequest(`The archive holds files this platform does not restore: ${unread.join(', ')}`);
  }

  close(): void {
    this.zip.close();
  }

  private check(name: string, digest: string): void {
    const expected = this.digests.get(name);
    if (name === 'manifest.json') return;
    if (expected !== digest) throw badRequest(`${name} does not match the SHA-256 its manifest lists: the archive is damaged or was changed`);
    this.checked.add(name);
  }

  private open(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) return Promise.reject(badRequest(`The archive lacks ${name}`));
    return new Promise((resolve, reject) => this.zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
  }
}

import { hash, verify } from '@node-rs/argon2';
import type { ChurchRow, UserRow } from '../../db/tables.ts';
import { nowIso, toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork, type Work } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, page, updatedSinceOf, type Page, type PageSinceQuery } from '../../http/pagination.ts';
import type { Change } from '../changes/log.ts';
import { personOf } from './person.ts';
import type { ProfilePictures } from './pictures.ts';
import type { UsersRepository } from './repository.ts';

/** Shown next to every password field, and enforced here. */
export const PASSWORD_RULES = 'At least 10 characters and at most 128.';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  isAdmin?: boolean;
  emailVerified?: boolean;
  picture?: string | null;
}

/** A user as other people see them: no email. */
export interface PublicProfile {
  id: number;
  givenName: string;
  familyName: string;
  name: string;
  /** The picture the person set, or the generated one of their initials. */
  picture: string;
  createdAt: string;
  /** Last change of what the profile shows (name, picture, email); see `UsersService`. */
  updatedAt: string;
}

export interface OwnProfile extends PublicProfile {
  email: string;
  emailVerified: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkPassword(password: string): void {
  if (password.length < 10 || password.length > 128) throw badRequest(`Password does not meet the rules: ${PASSWORD_RULES}`);
}

/** A profile picture is shown by other apps (the `picture` claim): an absolute HTTPS URL. */
export function checkPictureUrl(picture: string): void {
  const url = URL.parse(picture);
  if (!url || url.protocol !== 'https:' || picture.length > 2000) {
    throw badRequest('Picture URL must be a web address starting with https:// (at most 2000 characters)');
  }
}

export function toPublicProfile(row: UserRow, pictures: ProfilePictures): PublicProfile {
  return { ...personOf(row, pictures), createdAt: toIso(row.created_at), updatedAt: toIso(row.updated_at) };
}

/** A disabled account signs in nowhere and none of its credentials work. */
export function isDisabled(row: Pick<UserRow, 'disabled_at'>): boolean {
  return row.disabled_at !== null;
}

/** People as the platform administrators' list shows them, one page at a time. */
export interface PeoplePage {
  people: UserRow[];
  total: number;
}

export function toOwnProfile(row: UserRow, pictures: ProfilePictures): OwnProfile {
  return { ...toPublicProfile(row, pictures), email: row.email, emailVerified: Boolean(row.email_verified) };
}

/** An email address is personal: only its owner sees it through the API. */
export function canSeeEmail(callerId: number, userId: number): boolean {
  return callerId === userId;
}

/**
 * Called in the unit of work that changes a person's name or picture, after the change, with
 * the person as they now are: what else shows the person records its change events there, so
 * they commit with the change or not at all.
 */
export type ProfileChangeListener = (unit: Work<Change>, user: UserRow) => Promise<void>;

/**
 * `users.updated_at` is the `updatedAt` of the API's user objects: it moves when what they
 * show changes (name, picture, email, email verified) and on nothing else. A password
 * change, an email change still pending, admin rights or a disabled account are in no API
 * object, and their times would tell any reader of a public profile when they happened.
 * A change of name or picture also moves the person's memberships and registrations
 * (migration 20261129T0020), whose list items show them.
 */
export class UsersService extends WritingService<UsersRepository, Change> {
  readonly pictures: ProfilePictures;
  private readonly profileListeners: ProfileChangeListener[] = [];
  constructor(repository: UsersRepository, writes: UnitOfWork<Change>, pictures: ProfilePictures) {
    super(repository, writes);
    this.pictures = pictures;
  }

  /**
   * Runs `listener` in every profile change's transaction. The church and group member lists
   * show people, and their services depend on this one (they are built after it, with it), so
   * they register here rather than this module importing them: the dependency stays one way.
   */
  onProfileChanged(listener: ProfileChangeListener): void {
    this.profileListeners.push(listener);
  }

  async create(account: NewAccount): Promise<UserRow> {
    const email = normalizeEmail(account.email);
    if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest(`"${account.email}" is not a valid email address`);
    checkPassword(account.password);
    const givenName = account.givenName.trim();
    const familyName = account.familyName.trim();
    if (!givenName || givenName.length > 100) throw badRequest('Given name must be 1 to 100 characters');
    if (!familyName || familyName.length > 100) throw badRequest('Family name must be 1 to 100 characters');
    if (await this.repository.findByEmail(email)) throw conflict(`An account with the email ${email} already exists`);
    const now = nowIso();
    return this.repository.insert({
      email,
      password_hash: await hashPassword(account.password),
      given_name: givenName,
      family_name: familyName,
      picture: account.picture ?? null,
      email_verified: account.emailVerified ?? false,
      is_admin: account.isAdmin ?? false,
      created_at: now,
      updated_at: now,
    });
  }

  async get(id: number): Promise<UserRow> {
    const user = await this.repository.findById(id);
    if (!user) throw notFound(`User ${id} does not exist`);
    return user;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repository.findByEmail(normalizeEmail(email));
  }

  /** The last step of deleting an account, in the deletion's unit of work once everything that must be logged is gone: the account row. */
  async removeAccount({ trx }: Work<Change>, id: number): Promise<void> {
    if (!(await this.repository.within(trx).delete(id))) throw notFound(`User ${id} does not exist`);
  }

  /** Every account, oldest first: for operators. */
  listAll(): Promise<UserRow[]> {
    return this.repository.listAll();
  }

  /** The user id for each of these emails that has an account, keyed by the normalised email. */
  async idsByEmail(emails: Iterable<string>): Promise<Map<string, number>> {
    const wanted = [...new Set([...emails].map(normalizeEmail))];
    return new Map((await this.repository.idsByEmail(wanted)).map((row) => [row.email, row.id]));
  }

  /** Makes the person a platform administrator; `changed` is false when they already were one. */
  async promote(email: string): Promise<{ user: UserRow; changed: boolean }> {
    const unknown = () => notFound(`No user has the email ${normalizeEmail(email)}`);
    const user = await this.findByEmail(email);
    if (!user) throw unknown();
    if (user.is_admin) return { user, changed: false };
    const promoted = await this.repository.update(user.id, { is_admin: true });
    if (!promoted) throw unknown();
    return { user: promoted, changed: true };
  }

  /** Makes the person a platform administrator or not; `changed` is false when nothing changed. */
  async setAdmin(id: number, admin: boolean): Promise<{ user: UserRow; changed: boolean }> {
    const user = await this.get(id);
    if (Boolean(user.is_admin) === admin) return { user, changed: false };
    const updated = await this.repository.update(id, { is_admin: admin });
    if (!updated) throw notFound(`User ${id} does not exist`);
    return { user: updated, changed: true };
  }

  /** Disables or enables the account; `changed` is false when it already was. */
  async setDisabled(id: number, disabled: boolean): Promise<{ user: UserRow; changed: boolean }> {
    const user = await this.get(id);
    if (isDisabled(user) === disabled) return { user, changed: false };
    const updated = await this.repository.update(id, { disabled_at: disabled ? nowIso() : null });
    if (!updated) throw notFound(`User ${id} does not exist`);
    return { user: updated, changed: true };
  }

  /** People whose name or email contains `text` (any case), by name; everyone when it is empty. */
  async search(text: string, limit: number, offset: number): Promise<PeoplePage> {
    const needle = text.trim().toLowerCase().slice(0, 200);
    const [people, total] = await Promise.all([this.repository.search(needle, limit, offset), this.repository.countSearch(needle)]);
    return { people, total };
  }

  /** The profile behind a token's `sub`, or undefined when the account is gone or disabled. */
  async activeAccount(id: number): Promise<OwnProfile | undefined> {
    const user = await this.repository.findById(id);
    return user && !isDisabled(user) ? toOwnProfile(user, this.pictures) : undefined;
  }

  /** The caller's own profile, email included. */
  async me(callerId: number): Promise<OwnProfile> {
    return toOwnProfile(await this.get(callerId), this.pictures);
  }

  /** A user's profile as the caller may see it: with the email only when it is their own. */
  async profile(id: number, callerId: number): Promise<PublicProfile | OwnProfile> {
    const user = await this.get(id);
    return canSeeEmail(callerId, user.id) ? toOwnProfile(user, this.pictures) : toPublicProfile(user, this.pictures);
  }

  /** The rows of the churches a user belongs to, in the order they joined; the churches module shows them (ChurchesService.ofMember). */
  async churches(id: number, query: PageSinceQuery): Promise<Page<ChurchRow>> {
    await this.get(id);
    const since = updatedSinceOf(query);
    const [rows, total] = await Promise.all([
      this.repository.listChurches(id, query.limit, offsetOf(query), since),
      this.repository.countChurches(id, since),
    ]);
    return page(rows, query, total);
  }

  /** Changes a person's name and picture; the email stays as it is. What shows the person logs its events (onProfileChanged). */
  async updateProfile(id: number, changes: { givenName: string; familyName: string; picture: string | null }): Promise<UserRow> {
    const givenName = changes.givenName.trim();
    const familyName = changes.familyName.trim();
    if (!givenName || givenName.length > 100) throw badRequest('Given name must be 1 to 100 characters');
    if (!familyName || familyName.length > 100) throw badRequest('Family name must be 1 to 100 characters');
    const picture = changes.picture?.trim() || null;
    if (picture) checkPictureUrl(picture);
    const current = await this.get(id);
    // Saved unchanged: nothing moves, so apps syncing people see no change that is not one.
    if (current.given_name === givenName && current.family_name === familyName && current.picture === picture) return current;
    // One unit of work: the new name, the rows the users trigger moves, and the member events that show it.
    return this.unitOfWork(async (unit) => {
      const user = await unit.repository.update(id, { given_name: givenName, family_name: familyName, picture, updated_at: nowIso() });
      if (!user) throw notFound(`User ${id} does not exist`);
      for (const listener of this.profileListeners) await listener(unit, user);
      return user;
    });
  }

  /** Marks the email verified, if the account still has it; undefined when it does not. */
  markEmailVerified(id: number, email: string): Promise<UserRow | undefined> {
    return this.repository.updateIf(id, 'email', email, { email_verified: true, updated_at: nowIso() });
  }

  /** Records a new email the person asked for; the account keeps its email until they confirm the new one. */
  async setPendingEmail(id: number, email: string | null): Promise<void> {
    await this.repository.update(id, { pending_email: email });
  }

  /**
   * Makes the pending email the account's (verified: the person opened a link sent to it),
   * if it is still the pending one; undefined when it is not. 409 when another account took
   * the address in the meantime.
   */
  async confirmPendingEmail(id: number, email: string): Promise<UserRow | undefined> {
    if (await this.repository.findByEmail(email)) throw conflict(`An account with the email ${email} already exists`);
    try {
      return await this.repository.updateIf(id, 'pending_email', email, { email, email_verified: true, pending_email: null, updated_at: nowIso() });
    } catch (error) {
      // Taken between the check and the write: the unique index refuses it.
      if (/unique/i.test(error instanceof Error ? error.message : '') || (error as { code?: string }).code === '23505') {
        throw conflict(`An account with the email ${email} already exists`);
      }
      throw error;
    }
  }

  /** Sets a new password without the old one (the person proved they hold the account's mailbox). */
  async setPassword(id: number, password: string): Promise<void> {
    checkPassword(password);
    await this.repository.update(id, { password_hash: await hashPassword(password) });
  }

  /** The user for these credentials, or undefined. Takes the same time whether or not the email exists. */
  async verifyCredentials(email: string, password: string): Promise<UserRow | undefined> {
    const user = await this.findByEmail(email);
    const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
    return user && ok ? user : undefined;
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so timing does not reveal which emails exist.
const DUMMY_HASH = await hashPassword('not-a-real-password-used-for-timing');

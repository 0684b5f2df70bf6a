import { randomBytes } from 'node:crypto';
import { nowIso, toIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchRole } from '../../http/church-roles.ts';
import { toChurchMember } from '../churches/service.ts';
import type { MailService } from '../mail/service.ts';
import { personOf } from '../users/person.ts';
import type { ProfilePictures } from '../users/pictures.ts';
import { hashPassword } from '../users/service.ts';
import { checkLine, readPeopleCsv, type LineError, type PersonLine } from './csv.ts';
import type { HouseholdRow, PeopleRepository } from './repository.ts';

/** The mail that asks a person added by an import to choose their password (composed by the accounts module). */
export const INVITATION_MAIL = 'church_invitation';

export interface PeopleImportOptions {
  churchId: number;
  /** The role of lines without one. */
  role?: ChurchRole;
  /** Mail each new person a link to set their password. */
  invite?: boolean;
  /** Check and count, write nothing. */
  dryRun?: boolean;
}

/** What an import did, or would do (`dryRun`), or why it did nothing (`errors`). */
export interface PeopleImportResult {
  people: { created: number; existing: number };
  memberships: { added: number; existing: number };
  households: { created: number; existing: number };
  invited: number;
  errors: LineError[];
  dryRun: boolean;
  /** Nothing was written because of bad lines. */
  rejected: boolean;
}

/** What the import will write, decided from the file and the store before anything is written. */
interface Plan {
  /** Lines of people without an account, by email. */
  newPeople: PersonLine[];
  userIds: Map<string, number>;
  members: Set<number>;
  /** Households by lower-cased name: those there, and the names (first spelling) to create. */
  existingHouseholds: Map<string, HouseholdRow>;
  newHouseholds: Map<string, { name: string; phone: string | undefined }>;
  /** Each person's household now (by user id). */
  householdOf: Map<number, { id: number; name: string }>;
}

/**
 * The people import (`community-platform people import` and the My churches page): a CSV of
 * people added to one church. The whole file is checked against the store first, and with
 * any bad line nothing is written; the good file is written in one unit of work (accounts,
 * memberships, households, and their change events together), so a failure half way leaves
 * nothing either. Everything is matched before it is added (accounts by email, memberships,
 * households by name), so running the same file again adds nothing.
 */
export class PeopleImport extends WritingService<PeopleRepository, Change> {
  private readonly mail: MailService;
  private readonly pictures: ProfilePictures;
  constructor(repository: PeopleRepository, writes: UnitOfWork<Change>, mail: MailService, pictures: ProfilePictures) {
    super(repository, writes);
    this.mail = mail;
    this.pictures = pictures;
  }

  /** Imports `csv` into the church; a file that cannot be read at all is a 400, an unknown church a 404. */
  async importCsv(csv: string, options: PeopleImportOptions): Promise<PeopleImportResult> {
    const church = await this.repository.church(options.churchId);
    if (!church) throw notFound(`Church ${options.churchId} does not exist`);
    const defaultRole = options.role ?? 'member';
    const { lines, errors } = readPeopleCsv(csv);
    const problems = new Map<number, string[]>(errors.map(({ line, message }) => [line, [message]]));
    const complain = (line: number, problem: string) => problems.set(line, [...(problems.get(line) ?? []), problem]);

    const firstLineOf = new Map<string, number>();
    for (const person of lines) {
      const first = firstLineOf.get(person.email);
      if (first === undefined) firstLineOf.set(person.email, person.line);
      else complain(person.line, `email: ${person.email} is already on line ${first}`);
    }
    const plan = await this.plan(church.id, lines, complain);

    const result: PeopleImportResult = {
      people: { created: plan.newPeople.length, existing: lines.length - plan.newPeople.length },
      memberships: { added: 0, existing: 0 },
      households: { created: plan.newHouseholds.size, existing: plan.existingHouseholds.size },
      invited: options.invite ? plan.newPeople.length : 0,
      errors: [...problems].sort(([a], [b]) => a - b).map(([line, messages]) => ({ line, message: messages.join('; ') })),
      dryRun: Boolean(options.dryRun),
      rejected: problems.size > 0,
    };
    for (const person of lines) {
      const userId = plan.userIds.get(person.email);
      if (userId !== undefined && plan.members.has(userId)) result.memberships.existing++;
      else result.memberships.added++;
    }
    if (result.rejected) return { ...result, people: { created: 0, existing: 0 }, memberships: { added: 0, existing: 0 }, households: { created: 0, existing: 0 }, invited: 0 };
    if (options.dryRun) return result;

    const created = await this.write(church.id, lines, plan, defaultRole);
    if (options.invite) {
      for (const [email, userId] of created) await this.mail.enqueue({ kind: INVITATION_MAIL, to: email, userId, data: { churchName: church.name } });
    }
    return result;
  }

  /**
   * My churches' Add member: the account with this email joins the church with `role`.
   * Answers `unknown` when there is no such account (the page then offers an invitation and
   * says nothing of why), `member` when they belong to the church already.
   */
  async addByEmail(churchId: number, email: string, role: ChurchRole): Promise<'added' | 'member' | 'unknown'> {
    const checked = checkLine(1, { email, givenName: '-', familyName: '-' });
    if ('problems' in checked) return 'unknown';
    const userId = (await this.repository.usersByEmail([checked.person.email])).get(checked.person.email);
    if (userId === undefined) return 'unknown';
    const plan = await this.plan(churchId, [checked.person], () => undefined);
    if (plan.members.has(userId)) return 'member';
    await this.write(churchId, [checked.person], plan, role);
    return 'added';
  }

  /**
   * My churches' Invite: the person joins the church as one line of an import with `--invite`
   * does. Without an account, one is made (unverified, no usable password) and mailed the
   * set-your-password link; with one, it joins as it is (the invitation mail says nothing to
   * an address already verified). The caller learns the same either way. A bad field is a 400
   * naming it as the page does.
   */
  async invite(churchId: number, person: { email: string; givenName: string; familyName: string }, role: ChurchRole): Promise<void> {
    const church = await this.repository.church(churchId);
    if (!church) throw notFound(`Church ${churchId} does not exist`);
    const checked = checkLine(1, { email: person.email.trim(), givenName: person.givenName.trim(), familyName: person.familyName.trim() });
    if ('problems' in checked) throw badRequest(`Invalid field '${checked.problems[0].replace(': ', "': ")}`);
    const plan = await this.plan(church.id, [checked.person], () => undefined);
    const created = await this.write(church.id, [checked.person], plan, role);
    const userId = plan.userIds.get(checked.person.email) ?? created.get(checked.person.email)!;
    await this.mail.enqueue({ kind: INVITATION_MAIL, to: checked.person.email, userId, data: { churchName: church.name } });
  }

  /** Matches the lines with the store: accounts, memberships and households; a line that cannot be imported is complained of. */
  private async plan(churchId: number, lines: PersonLine[], complain: (line: number, problem: string) => void): Promise<Plan> {
    const userIds = await this.repository.usersByEmail(lines.map((person) => person.email));
    const known = [...userIds.values()];
    const [members, householdOf] = await Promise.all([this.repository.members(churchId, known), this.repository.householdsOf(churchId, known)]);
    const keys = [...new Set(lines.flatMap((person) => (person.household ? [person.household.toLowerCase()] : [])))];
    const existingHouseholds = await this.repository.households(churchId, keys);
    const newHouseholds = new Map<string, { name: string; phone: string | undefined; line: number }>();
    for (const person of lines) {
      if (!person.household) continue;
      const key = person.household.toLowerCase();
      const there = existingHouseholds.get(key);
      const planned = newHouseholds.get(key);
      if (!there && !planned) newHouseholds.set(key, { name: person.household, phone: person.phone, line: person.line });
      else if (planned && person.phone && planned.phone && person.phone !== planned.phone) {
        complain(person.line, `phone: household "${person.household}" has ${planned.phone} on line ${planned.line}`);
      } else if (planned && person.phone && !planned.phone) planned.phone = person.phone;
      // A person is an adult of one household per church: another one already holds them.
      const userId = userIds.get(person.email);
      const current = userId === undefined ? undefined : householdOf.get(userId);
      if (current && current.name.toLowerCase() !== key) {
        complain(person.line, `household: ${person.email} is already in household "${current.name}" of this church (one household per person per church)`);
      }
    }
    return {
      newPeople: lines.filter((person) => !userIds.has(person.email)),
      userIds,
      members,
      existingHouseholds,
      newHouseholds,
      householdOf,
    };
  }

  /** Writes the plan in one unit of work; answers the accounts it created (email → id). */
  private async write(churchId: number, lines: PersonLine[], plan: Plan, defaultRole: ChurchRole): Promise<Map<string, number>> {
    // Imported accounts have no password anyone knows: the hash of a secret thrown away. One
    // hash for the whole file, as argon2 is slow by design; each person sets theirs by a link.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    return this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      const created = new Map<string, number>();
      for (const person of plan.newPeople) created.set(person.email, await repository.insertUser(person, unusable, at));
      const idOf = (person: PersonLine) => plan.userIds.get(person.email) ?? created.get(person.email)!;

      const joining = lines.filter((person) => !plan.members.has(idOf(person)));
      await repository.insertMembers(churchId, joining.map((person) => ({ userId: idOf(person), role: person.role ?? defaultRole })), at);

      const householdIds = new Map([...plan.existingHouseholds].map(([key, row]) => [key, row.id]));
      const newHouseholdIds: number[] = [];
      for (const [key, household] of plan.newHouseholds) {
        const id = await repository.insertHousehold(churchId, household.name, household.phone, at);
        householdIds.set(key, id);
        newHouseholdIds.push(id);
      }
      for (const person of lines) {
        if (!person.household) continue;
        const userId = idOf(person);
        if (plan.householdOf.has(userId)) continue;
        const householdId = householdIds.get(person.household.toLowerCase())!;
        await repository.insertAdult(householdId, churchId, userId, at);
        await repository.touchHousehold(householdId, at);
      }

      if (joining.length) {
        const rows = await repository.memberRows(churchId, joining.map(idOf));
        record(...rows.map((row): Change => ({ type: 'church.member.added', resourceId: row.id, churchId, userId: row.id, object: { ...toChurchMember(row, this.pictures), churchId } })));
      }
      for (const id of newHouseholdIds) {
        const { row, adults } = await repository.household(id);
        const household = {
          id: row.id,
          churchId: row.church_id,
          name: row.name,
          phone: row.phone,
          adults: adults.map((adult) => personOf(adult, this.pictures)),
          children: [],
          createdAt: toIso(row.created_at),
          updatedAt: toIso(row.updated_at),
        };
        record({ type: 'household.created', resourceId: id, churchId, object: household });
      }
      return created;
    });
  }
}

/** The role given with `--role` or on the page, checked. */
export function importRole(text: string | undefined, roles: readonly ChurchRole[]): ChurchRole {
  if (text === undefined || text === '') return 'member';
  const role = roles.find((known) => known === text);
  if (!role) throw badRequest(`The role must be one of ${roles.join(', ')}, got "${text}"`);
  return role;
}

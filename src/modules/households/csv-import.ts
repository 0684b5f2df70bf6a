import { readCsv, type CsvLine, type LineError } from '../../csv.ts';
import { nowIso } from '../../db/tables.ts';
import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Change } from '../changes/log.ts';
import type { ChurchesService } from '../churches/service.ts';
import { normalizeEmail, type UsersService } from '../users/service.ts';
import type { HouseholdsRepository } from './repository.ts';
import { HOUSEHOLD_FIELD_LIMITS } from './schemas.ts';
import { checkedBirthdate, checkedPhone, type HouseholdsService } from './service.ts';

/** The columns of a households file, all in the header, in any order; values may be empty where a line does not need them. */
export const HOUSEHOLD_COLUMNS = ['household', 'phone', 'adultEmail', 'childGivenName', 'childFamilyName', 'childBirthdate', 'allergies'] as const;
type Column = (typeof HOUSEHOLD_COLUMNS)[number];

/** What an import did (or, with a dry run, would do), and the lines it refused. */
export interface HouseholdImport {
  households: { created: number; existing: number };
  adults: { added: number; existing: number };
  children: { created: number; existing: number };
  errors: LineError[];
  /** Whether anything was written: false with errors or a dry run. */
  written: boolean;
  /** What is new, for people: "household The Okafors", "adult ruth@example.org in The Okafors", … */
  plan: string[];
}

interface PlannedHousehold {
  key: string;
  name: string;
  phone: string | null;
  line: number;
  id?: number;
  /** Family name of its first adult: the default of its children's. */
  firstFamilyName?: string;
  adults: { userId: number; email: string; line: number }[];
  children: { givenName: string; familyName: string; birthdate: string; allergies: string; line: number }[];
}

function problemsOf(values: Record<Column, string>): string[] {
  const problems: string[] = [];
  if (!values.household) problems.push('household: must not be empty');
  else if (values.household.length > HOUSEHOLD_FIELD_LIMITS.name) problems.push(`household: must be at most ${HOUSEHOLD_FIELD_LIMITS.name} characters`);
  if (values.phone) {
    try {
      checkedPhone(values.phone);
    } catch {
      problems.push(`phone: "${values.phone}" is not an E.164 number such as +15551234567`);
    }
  }
  const child = values.childGivenName || values.childFamilyName || values.childBirthdate || values.allergies;
  if (!values.adultEmail && !child) problems.push('names neither an adult (adultEmail) nor a child (childGivenName, childBirthdate)');
  if (child) {
    if (!values.childGivenName) problems.push('childGivenName: must not be empty on a line with a child');
    if (values.childGivenName.length > HOUSEHOLD_FIELD_LIMITS.givenName) problems.push(`childGivenName: must be at most ${HOUSEHOLD_FIELD_LIMITS.givenName} characters`);
    if (values.childFamilyName.length > HOUSEHOLD_FIELD_LIMITS.familyName) problems.push(`childFamilyName: must be at most ${HOUSEHOLD_FIELD_LIMITS.familyName} characters`);
    if (values.allergies.length > HOUSEHOLD_FIELD_LIMITS.allergies) problems.push(`allergies: must be at most ${HOUSEHOLD_FIELD_LIMITS.allergies} characters`);
    try {
      checkedBirthdate(values.childBirthdate);
    } catch {
      problems.push(`childBirthdate: must be a past date written YYYY-MM-DD, got "${values.childBirthdate}"`);
    }
  }
  return problems;
}

/**
 * The command line's households import: the file is checked whole against the church and
 * what it already holds, and written in one transaction only when every line is good. A
 * household is its church and name (any case), a child its household, names and birthdate:
 * importing the same file again adds nothing.
 */
export class HouseholdsImport extends WritingService<HouseholdsRepository, Change> {
  private readonly churches: ChurchesService;
  private readonly users: UsersService;
  private readonly households: HouseholdsService;
  constructor(repository: HouseholdsRepository, writes: UnitOfWork<Change>, services: { churches: ChurchesService; users: UsersService; households: HouseholdsService }) {
    super(repository, writes);
    this.churches = services.churches;
    this.users = services.users;
    this.households = services.households;
  }

  async run(churchId: number, csv: string, options: { dryRun?: boolean } = {}): Promise<HouseholdImport> {
    if (!(await this.churches.exists(churchId))) throw notFound(`Church ${churchId} does not exist`);
    const { lines, errors: unreadable } = readCsv(csv, HOUSEHOLD_COLUMNS);
    const problems = new Map<number, string[]>(unreadable.map(({ line, message }) => [line, [message]]));
    const complain = (line: number, problem: string) => problems.set(line, [...(problems.get(line) ?? []), problem]);
    const good: CsvLine<Column>[] = [];
    for (const line of lines) {
      const found = problemsOf(line.values);
      if (found.length) found.forEach((problem) => complain(line.line, problem));
      else good.push(line);
    }

    const userIds = await this.users.idsByEmail(good.filter((line) => line.values.adultEmail).map((line) => line.values.adultEmail));
    const planned = new Map<string, PlannedHousehold>();
    const adultLines = new Map<number, { household: string; line: number }>();
    const counts = { households: { created: 0, existing: 0 }, adults: { added: 0, existing: 0 }, children: { created: 0, existing: 0 } };
    const plan: string[] = [];

    for (const { line, values } of good) {
      const key = values.household.toLowerCase();
      let household = planned.get(key);
      if (!household) {
        const existing = await this.repository.findByName(churchId, values.household);
        household = { key, name: existing?.name ?? values.household, phone: existing?.phone ?? (values.phone || null), line, id: existing?.id, adults: [], children: [] };
        if (existing) {
          const [first] = await this.repository.adultsOf([existing.id]);
          household.firstFamilyName = first?.family_name;
          counts.households.existing += 1;
        } else {
          counts.households.created += 1;
          plan.push(`household ${household.name}`);
        }
        planned.set(key, household);
      } else if (values.phone && household.id === undefined && household.phone !== values.phone) {
        complain(line, `phone: ${values.phone} differs from ${household.phone ?? 'none'} on line ${household.line} for the same household`);
      }

      if (values.adultEmail) {
        const email = normalizeEmail(values.adultEmail);
        const userId = userIds.get(email);
        if (userId === undefined) {
          complain(line, `adultEmail: no user has the email ${email}`);
        } else if ((await this.churches.roleOf(churchId, userId)) === null) {
          complain(line, `adultEmail: ${email} is not a member of church ${churchId}`);
        } else {
          const other = adultLines.get(userId);
          const current = await this.repository.householdOf(churchId, userId);
          if (other && other.household !== key) complain(line, `adultEmail: ${email} is already an adult of another household on line ${other.line}`);
          else if (current !== undefined && current !== household.id) complain(line, `adultEmail: ${email} is already an adult of household ${current} in church ${churchId}`);
          else if (!other) {
            adultLines.set(userId, { household: key, line });
            if (current !== undefined) counts.adults.existing += 1;
            else {
              household.adults.push({ userId, email, line });
              counts.adults.added += 1;
              plan.push(`adult ${email} in ${household.name}`);
            }
            household.firstFamilyName ??= (await this.users.get(userId)).family_name;
          }
        }
      }

      if (values.childGivenName) {
        const familyName = values.childFamilyName || household.firstFamilyName;
        if (!familyName) {
          complain(line, 'childFamilyName: must not be empty: the household has no adult above this line to take it from');
          continue;
        }
        const birthdate = checkedBirthdate(values.childBirthdate);
        const same = (child: { givenName: string; familyName: string; birthdate: string }) =>
          child.givenName.toLowerCase() === values.childGivenName.toLowerCase() && child.familyName.toLowerCase() === familyName.toLowerCase() && child.birthdate === birthdate;
        const stored = household.id === undefined ? undefined : await this.repository.findChildByName(household.id, values.childGivenName, familyName, birthdate);
        if (stored || household.children.some(same)) {
          counts.children.existing += 1;
        } else {
          household.children.push({ givenName: values.childGivenName, familyName, birthdate, allergies: values.allergies, line });
          counts.children.created += 1;
          plan.push(`child ${values.childGivenName} ${familyName} (${birthdate}) in ${household.name}`);
        }
      }
    }
    for (const household of planned.values()) {
      if (household.id === undefined && !household.adults.length) complain(household.line, `household ${household.name} is new: a line must name an adult of it (adultEmail)`);
    }

    const errors = [...problems].sort(([a], [b]) => a - b).map(([line, messages]) => ({ line, message: messages.join('; ') }));
    if (errors.length || options.dryRun) return { ...counts, errors, written: false, plan };
    await this.write(churchId, [...planned.values()]);
    return { ...counts, errors, written: true, plan };
  }

  private async write(churchId: number, households: PlannedHousehold[]): Promise<void> {
    await this.unitOfWork(async ({ repository, record }) => {
      const at = nowIso();
      for (const household of households) {
        if (!household.adults.length && !household.children.length && household.id !== undefined) continue;
        const created = household.id === undefined;
        const id = household.id ?? (await repository.insert({ church_id: churchId, name: household.name, name_key: household.key, ...checkedPhone(household.phone), created_at: at, updated_at: at }));
        if (!created) await repository.update(id, { updated_at: at });
        for (const adult of household.adults) {
          if (!(await repository.insertAdult(id, churchId, adult.userId, at))) throw conflict(`Line ${adult.line}: ${adult.email} joined another household while the file was read; nothing was imported, import it again`);
        }
        for (const child of household.children) {
          await repository.insertChild({ household_id: id, church_id: churchId, given_name: child.givenName, family_name: child.familyName, birthdate: child.birthdate, allergies: child.allergies, notes: '', created_at: at, updated_at: at });
        }
        record(await this.households.changeOf(repository, created ? 'household.created' : 'household.updated', id));
      }
    });
  }
}

import type { Church, ChurchChanges } from '../modules/churches/schemas.ts';
import { CHURCH_ROLES, type ChurchRole } from '../http/church-roles.ts';
import { optionalString, positiveInteger, requiredString, UsageError, type Command, type OptionSpec, type Values } from './command.ts';
import { fields, listOutput } from './table.ts';

/** The church's text fields; whether its calendar is public is set through the API or the church page. */
type TextField = Exclude<keyof ChurchChanges, 'calendarPublic'>;

const FIELD_OPTIONS: Record<TextField, OptionSpec> = {
  name: { type: 'string' },
  description: { type: 'string' },
  city: { type: 'string' },
  state: { type: 'string' },
  country: { type: 'string' },
  website: { type: 'string' },
  timeZone: { type: 'string' },
};

const FIELD_RULES = [
  'Names are 1 to 200 characters, descriptions up to 5000, city and state up to 100; --country is an',
  'ISO 3166-1 alpha-2 code (US, de); --website an http or https URL; --timeZone an IANA name (America/Chicago).',
  'An empty value clears an optional field.',
];

/** The church fields given on the command line; options left out stay out. */
function churchChanges(values: Values): ChurchChanges {
  const changes: ChurchChanges = {};
  for (const field of Object.keys(FIELD_OPTIONS) as TextField[]) {
    const value = optionalString(values, field);
    if (value !== undefined) changes[field] = value;
  }
  return changes;
}

const placeOf = (church: Pick<Church, 'city' | 'state' | 'country'>) => [church.city, church.state, church.country].filter(Boolean).join(', ');

function describeChurch(church: Church): string {
  const place = placeOf(church);
  return [`Church ${church.id} "${church.name}"`, place && `in ${place}`, church.website && `<${church.website}>`].filter(Boolean).join(' ');
}

export const churchesCreate: Command = {
  path: ['churches', 'create'],
  synopsis: '--name N [--description D] [--city C] [--state S] [--country CODE] [--website URL] [--timeZone ZONE] [--json]',
  summary: 'Create a church. Prints {id, name}.',
  details: [...FIELD_RULES, 'Give it an admin with "churches add-member --role admin".'],
  required: ['name'],
  options: FIELD_OPTIONS,
  async run({ services }, values) {
    const church = await services.churches.create({ ...churchChanges(values), name: requiredString(values, 'name') });
    return { json: { id: church.id, name: church.name }, text: `Created ${describeChurch(church)}` };
  },
};

export const churchesList: Command = {
  path: ['churches', 'list'],
  synopsis: '[--json]',
  summary: 'List every church by ID. Prints {churches: [{id, name, city, state, country, website, memberCount, createdAt}]}.',
  details: ['The ID is what "churches update", "churches add-member" and donation imports (churchId) take.'],
  options: {},
  async run({ services }) {
    const churches: Church[] = [];
    // The service lists a page at a time, at most 100 as on the API; the cursor walks them all.
    let cursor: string | undefined;
    do {
      const { data, pagination } = await services.churches.list({ page: 1, limit: 100, ...(cursor === undefined ? {} : { cursor }) });
      churches.push(...data);
      cursor = pagination.nextCursor;
    } while (cursor !== undefined);
    const listed = churches.map((church) => fields(church, ['id', 'name', 'city', 'state', 'country', 'website', 'memberCount', 'createdAt']));
    return listOutput(
      'churches',
      listed,
      [
        ['ID', (church) => String(church.id)],
        ['NAME', (church) => church.name],
        ['PLACE', placeOf],
        ['MEMBERS', (church) => String(church.memberCount)],
      ],
      'No churches yet. Create one with "churches create --name N".',
    );
  },
};

export const churchesUpdate: Command = {
  path: ['churches', 'update'],
  synopsis: 'ID [--name N] [--description D] [--city C] [--state S] [--country CODE] [--website URL] [--timeZone ZONE] [--json]',
  summary: 'Change the details of a church; options left out stay as they are. Prints the church.',
  details: FIELD_RULES,
  options: FIELD_OPTIONS,
  positionals: ['ID'],
  async run({ services }, values, [id]) {
    const church = await services.churches.updateAsOperator(positiveInteger(id, 'ID'), churchChanges(values));
    return { json: church, text: `Updated ${describeChurch(church)}` };
  },
};

export const churchesAddMember: Command = {
  path: ['churches', 'add-member'],
  synopsis: '--church ID --user EMAIL [--role member|admin] [--json]',
  summary: "Add a person to a church, or change their role there. Prints {churchId, userId, role}.",
  details: ['The role defaults to member; admins (church staff) manage the church and its members.'],
  required: ['church', 'user'],
  options: { church: { type: 'string' }, user: { type: 'string' }, role: { type: 'string' } },
  async run({ services }, values) {
    const churchId = positiveInteger(requiredString(values, 'church'), '--church');
    const email = requiredString(values, 'user');
    const role = optionalString(values, 'role') ?? 'member';
    if (!(CHURCH_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be ${CHURCH_ROLES.slice(0, -1).join(', ')} or ${CHURCH_ROLES.at(-1)}, got "${role}"`);
    const user = await services.users.findByEmail(email);
    if (!user) throw new Error(`No user has the email ${email}`);
    const { member, created } = await services.churches.addMemberAsOperator(churchId, user.id, role as ChurchRole);
    return {
      json: { churchId, userId: member.id, role: member.role },
      text: created ? `Added ${user.email} to church ${churchId} as ${member.role}` : `${user.email} is ${member.role} of church ${churchId}`,
    };
  },
};

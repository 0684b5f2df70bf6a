import type { Church, ChurchChanges } from '../modules/churches/schemas.ts';
import { CHURCH_ROLES, type ChurchRole } from '../http/church-roles.ts';
import { command, optionalString, positiveInteger, requiredString, UsageError, type Values } from './command.ts';
import { listCommand } from './table.ts';

/** The church's text fields; whether its calendar is public is set through the API or the church page. */
type TextField = Exclude<keyof ChurchChanges, 'calendarPublic'>;

/** The church's text fields, each with what its value stands for in the usage lines. */
const FIELDS: Record<TextField, string> = { name: 'N', description: 'D', city: 'C', state: 'S', country: 'CODE', website: 'URL', timeZone: 'ZONE' };

/** The options of the fields but the name, which "churches create" requires and "churches update" does not. */
const OTHER_FIELD_OPTIONS = Object.entries(FIELDS)
  .filter(([field]) => field !== 'name')
  .map(([field, value]) => `[--${field} ${value}]`)
  .join(' ');

const FIELD_RULES = `Names are 1 to 200 characters, descriptions up to 5000, city and state up to 100; --country is an
  ISO 3166-1 alpha-2 code (US, de); --website an http or https URL; --timeZone an IANA name (America/Chicago).
  An empty value clears an optional field.`;

/** The church fields given on the command line; options left out stay out. */
function churchChanges(values: Values): ChurchChanges {
  const changes: ChurchChanges = {};
  for (const field of Object.keys(FIELDS) as TextField[]) {
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

export const churchesCreate = command({
  usage: `churches create --name N ${OTHER_FIELD_OPTIONS} [--json]`,
  help: `Create a church. Prints {id, name}.
    ${FIELD_RULES}
    Give it an admin with "churches add-member --role admin".`,
  async run({ services }, values) {
    const church = await services.churches.create({ ...churchChanges(values), name: requiredString(values, 'name') });
    return { json: { id: church.id, name: church.name }, text: `Created ${describeChurch(church)}` };
  },
});

export const churchesList = listCommand({
  usage: 'churches list [--json]',
  help: `List every church by ID.
    The ID is what "churches update", "churches add-member" and donation imports (churchId) take.`,
  async rows({ services }) {
    const churches: Church[] = [];
    // The service lists a page at a time, at most 100 as on the API; the cursor walks them all.
    let cursor: string | undefined;
    do {
      const { data, pagination } = await services.churches.list({ page: 1, limit: 100, ...(cursor === undefined ? {} : { cursor }) });
      churches.push(...data);
      cursor = pagination.nextCursor;
    } while (cursor !== undefined);
    return churches;
  },
  key: 'churches',
  fields: ['id', 'name', 'city', 'state', 'country', 'website', 'memberCount', 'createdAt'],
  columns: [
    ['ID', (church) => String(church.id)],
    ['NAME', (church) => church.name],
    ['PLACE', placeOf],
    ['MEMBERS', (church) => String(church.memberCount)],
  ],
  empty: 'No churches yet. Create one with "churches create --name N".',
});

export const churchesUpdate = command({
  usage: `churches update ID [--name N] ${OTHER_FIELD_OPTIONS} [--json]`,
  help: `Change the details of a church; options left out stay as they are. Prints the church.
    ${FIELD_RULES}`,
  async run({ services }, values, [id]) {
    const church = await services.churches.updateAsOperator(positiveInteger(id, 'ID'), churchChanges(values));
    return { json: church, text: `Updated ${describeChurch(church)}` };
  },
});

export const churchesAddMember = command({
  usage: 'churches add-member --church ID --user EMAIL [--role member|admin] [--json]',
  help: `Add a person to a church, or change their role there. Prints {churchId, userId, role}.
    The role defaults to member; admins (church staff) manage the church and its members.`,
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
});

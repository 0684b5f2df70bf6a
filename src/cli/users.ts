import { toIso } from '../db/tables.ts';
import { COMMAND_LINE } from '../modules/audit/service.ts';
import { command, flag, requiredString, UsageError, type Command } from './command.ts';
import { listCommand } from './table.ts';

export const usersCreate = command({
  usage: 'users create --email E --password P --given-name G --family-name F [--admin] [--unverified] [--json]',
  help: `Create an account (--admin: a platform administrator, e.g. the first one of a new installation). Prints {id, email, isAdmin, emailVerified}.
    The password must be 10 to 128 characters long.
    The email counts as verified (the operator vouches for it); with --unverified the person verifies it through the link of "Send again" on their account page.`,
  async run({ services }, values) {
    const user = await services.users.create({
      email: requiredString(values, 'email'),
      password: requiredString(values, 'password'),
      givenName: requiredString(values, 'given-name'),
      familyName: requiredString(values, 'family-name'),
      isAdmin: flag(values, 'admin'),
      emailVerified: !flag(values, 'unverified'),
    });
    if (user.is_admin) await services.audit.record({ type: 'user.promoted', actor: COMMAND_LINE, target: user.email, details: { created: 'true' } });
    return {
      json: { id: user.id, email: user.email, isAdmin: Boolean(user.is_admin), emailVerified: Boolean(user.email_verified) },
      text: `Created ${user.is_admin ? 'administrator' : 'user'} ${user.id} <${user.email}>`,
    };
  },
});

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const usersList = listCommand({
  usage: 'users list [--json]',
  help: 'List every account, oldest first.',
  rows: async ({ services }) =>
    (await services.users.listAll()).map((user) => ({
      id: user.id,
      email: user.email,
      givenName: user.given_name,
      familyName: user.family_name,
      isAdmin: Boolean(user.is_admin),
      emailVerified: Boolean(user.email_verified),
      disabled: user.disabled_at !== null,
      createdAt: toIso(user.created_at),
    })),
  key: 'users',
  fields: ['id', 'email', 'givenName', 'familyName', 'isAdmin', 'emailVerified', 'disabled', 'createdAt'],
  columns: [
    ['ID', (user) => String(user.id)],
    ['EMAIL', (user) => user.email],
    ['NAME', (user) => `${user.givenName} ${user.familyName}`],
    ['ADMIN', (user) => yesNo(user.isAdmin)],
    ['VERIFIED', (user) => yesNo(user.emailVerified)],
    ['DISABLED', (user) => yesNo(user.disabled)],
    ['CREATED', (user) => user.createdAt],
  ],
  empty: 'No accounts yet.',
});

export const usersPromote = command({
  usage: 'users promote EMAIL [--json]',
  help: `Make the person a platform administrator. Prints {id, email, isAdmin}.
    Platform administrators are not church admins by that alone (churches add-member --role admin).`,
  async run({ services }, _values, [email]) {
    const { user, changed } = await services.users.promote(email);
    if (changed) await services.audit.record({ type: 'user.promoted', actor: COMMAND_LINE, target: user.email });
    return {
      json: { id: user.id, email: user.email, isAdmin: true },
      text: changed ? `${user.email} (user ${user.id}) is now a platform administrator.` : `${user.email} (user ${user.id}) already was a platform administrator; nothing changed.`,
    };
  },
});

function accountSwitch(disabled: boolean): Command {
  const word = disabled ? 'disable' : 'enable';
  return command({
    usage: `users ${word} EMAIL [--json]`,
    help: disabled
      ? 'Disable an account: the person cannot sign in, is signed out everywhere, and their API keys and tokens stop working. Prints {id, email, disabled}.'
      : 'Enable a disabled account again: the person can sign in, and their API keys and tokens work again. Prints {id, email, disabled}.',
    async run({ services }, _values, [email]) {
      const { person, changed } = await services.administration.setDisabledByEmail(email, disabled);
      const state = disabled ? 'disabled' : 'enabled';
      return {
        json: { id: person.id, email: person.email, disabled },
        text: changed ? `${person.email} (user ${person.id}) is ${state}.` : `${person.email} (user ${person.id}) already was ${state}; nothing changed.`,
      };
    },
  });
}

export const usersDisable = accountSwitch(true);
export const usersEnable = accountSwitch(false);

export const usersDelete = command({
  usage: 'users delete EMAIL --yes [--json]',
  help: `Delete an account for good, as the person can on their account page. Prints {id, email, donationsKept, appsDeleted}.
    Signs the person out everywhere, revokes every token, grant and key, deletes their apps, church and group memberships,
    registrations and prayer requests, and takes them out of their households (a household left without adults goes,
    with its children). Their gifts are kept, detached, as "Former member". Refused for the only admin of a church.
    It cannot be undone: --yes says you mean it.`,
  async run({ services }, values, [email]) {
    if (!flag(values, 'yes')) throw new UsageError(`Deleting the account of ${email} cannot be undone: add --yes to go ahead`);
    const user = await services.users.findByEmail(email);
    if (!user) throw new Error(`No user has the email ${email.trim().toLowerCase()}`);
    const outcome = await services.deletion.delete(user.id, COMMAND_LINE);
    return {
      json: { ...outcome },
      text: `Deleted ${outcome.email} (user ${outcome.id}); ${outcome.donationsKept} gifts kept as "Former member", ${outcome.appsDeleted} apps deleted.`,
    };
  },
});

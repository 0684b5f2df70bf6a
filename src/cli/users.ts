import { flag, requiredString, type Command } from './command.ts';

export const usersCreate: Command = {
  path: ['users', 'create'],
  synopsis: '--email E --password P --given-name G --family-name F [--admin] [--json]',
  summary: 'Create an account. Prints {id, email}.',
  details: ['The password must be 10 to 128 characters long.'],
  required: ['email', 'password', 'given-name', 'family-name'],
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'given-name': { type: 'string' },
    'family-name': { type: 'string' },
    admin: { type: 'boolean' },
  },
  async run({ services }, values) {
    const user = await services.users.create({
      email: requiredString(values, 'email'),
      password: requiredString(values, 'password'),
      givenName: requiredString(values, 'given-name'),
      familyName: requiredString(values, 'family-name'),
      isAdmin: flag(values, 'admin'),
    });
    return {
      json: { id: user.id, email: user.email },
      text: `Created ${user.is_admin ? 'administrator' : 'user'} ${user.id} <${user.email}>`,
    };
  },
};

import { DEMO_EMAIL, DEMO_PASSWORD, findDemoApp, issueDemoKey, seedDemo } from './seed/demo.ts';
import { command, flag, optionalString, UsageError } from './command.ts';
import { auditKeyCreated } from './keys.ts';

export const migrate = command({
  usage: 'migrate [--json]',
  help: 'Apply the migrations the database does not have yet.',
  async run({ applied }) {
    return {
      json: { applied },
      text: applied.length
        ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:\n${applied.map((name) => `  ${name}`).join('\n')}`
        : 'The database is up to date; no migrations to apply.',
    };
  },
});

export const seed = command({
  usage: 'seed --demo [--password P] [--json]',
  help: `Add the demo data, also beside existing data (not with NODE_ENV=production). Running it again changes nothing.
    The demo user is ${DEMO_EMAIL}; every seeded person signs in with --password (default ${DEMO_PASSWORD}).
    Prints the client ID and, this once, the client secret of the demo app.`,
  async run({ services }, values) {
    if (!flag(values, 'demo')) throw new UsageError('Say what to seed: --demo (the only data set there is)');
    const result = await seedDemo(services, { password: optionalString(values, 'password'), evenIfChurchesExist: true });
    if (!result.created) {
      return { json: { created: false, email: DEMO_EMAIL }, text: `Demo data is already there (${DEMO_EMAIL}); nothing changed.` };
    }
    const password = optionalString(values, 'password') ?? DEMO_PASSWORD;
    return {
      json: { created: true, email: DEMO_EMAIL, clientId: result.clientId, clientSecret: result.clientSecret },
      text: [
        `Seeded demo data. Sign in as ${DEMO_EMAIL} with the password ${password}.`,
        `Demo app client ID: ${result.clientId}`,
        `Demo app client secret (shown once): ${result.clientSecret}`,
        `Create an API key with: community-platform keys create --app ${result.clientId}`,
      ].join('\n'),
    };
  },
});

export const demoKey = command({
  usage: 'demo-key [--json]',
  help: `Create another API key of the demo app, with every API scope. Prints {id, key, scopes}; the key is shown only this once.
    For when the key the first start printed is lost: the keys made before keep working.
    List them with "keys list --app CLIENT_ID"; revoke one with "keys revoke KEY_ID".`,
  async run({ services }) {
    // The demo person's password is public: no key of theirs belongs in production.
    if (services.config.nodeEnv === 'production') throw new Error('There are no demo keys when NODE_ENV=production; create a key of a real app with "keys create"');
    const clientId = await findDemoApp(services);
    if (!clientId) throw new Error(`There is no demo data here (no ${DEMO_EMAIL}); add it with "seed --demo"`);
    const { key, summary } = await issueDemoKey(services, clientId);
    await auditKeyCreated(services, clientId, summary);
    return {
      json: { id: summary.id, key, scopes: summary.scopes },
      text: [
        `Created demo API key ${summary.id} for ${clientId}, with every API scope`,
        `Key (shown once; store it now): ${key}`,
        `Try:  curl -H "Authorization: Bearer ${key}" "${services.config.apiBaseUrl}/churches?limit=3"`,
      ].join('\n'),
    };
  },
});

import { API_SCOPE_NAMES } from '../http/scopes.ts';
import { COMMAND_LINE } from '../modules/audit/service.ts';
import { command, optionalString, positiveInteger, requiredString, words } from './command.ts';
import { listCommand } from './table.ts';
import type { Services } from '../services.ts';
import type { ApiKeySummary } from '../modules/apps/service.ts';

/** A key the command line made, in the audit log. */
export async function auditKeyCreated(services: Services, clientId: string, summary: ApiKeySummary): Promise<void> {
  await services.audit.record({
    type: 'api_key.created',
    actor: COMMAND_LINE,
    target: summary.prefix,
    details: { clientId, name: summary.name, scopes: summary.scopes.join(' ') },
  });
}

/** Keys get every scope but donations unless told otherwise: donation records are the one sensitive set. */
export const DEFAULT_KEY_SCOPES = API_SCOPE_NAMES.filter((scope) => scope !== 'read:donations');

export const keysCreate = command({
  usage: 'keys create --app CLIENT_ID [--scope S]... [--name NAME] [--json]',
  help: `Create an API key for an app. Prints {id, key, scopes}; the key is shown only this once.
    Repeat --scope (or separate scopes with spaces or commas). Without --scope the key gets every
    API scope except read:donations, which must be asked for by name.
    Scopes: ${API_SCOPE_NAMES.join(' ')}`,
  async run({ services }, values) {
    const clientId = requiredString(values, 'app');
    const asked = words(values, 'scope');
    const { key, summary } = await services.apps.createKey(clientId, {
      name: optionalString(values, 'name'),
      scopes: asked.length ? asked : DEFAULT_KEY_SCOPES,
    });
    await auditKeyCreated(services, clientId, summary);
    return {
      json: { id: summary.id, key, scopes: summary.scopes },
      text: [
        `Created API key ${summary.id} ("${summary.name}") for ${clientId}`,
        `Scopes: ${summary.scopes.join(' ')}`,
        `Key (shown once; store it now): ${key}`,
      ].join('\n'),
    };
  },
});

export const keysRevoke = command({
  usage: 'keys revoke KEY_ID [--json]',
  help: 'Revoke an API key. Revoking a revoked key is harmless.',
  async run({ services }, _values, [keyId]) {
    const before = await services.apps.getKey(positiveInteger(keyId, 'KEY_ID'));
    const summary = await services.apps.revokeKey(before.id);
    if (!before.revokedAt) {
      await services.audit.record({ type: 'api_key.revoked', actor: COMMAND_LINE, target: summary.prefix, details: { name: summary.name } });
    }
    return {
      json: { id: summary.id, revokedAt: summary.revokedAt },
      text: `Revoked API key ${summary.id} (${summary.prefix}…) at ${summary.revokedAt}`,
    };
  },
});

export const keysList = listCommand({
  usage: 'keys list --app CLIENT_ID [--json]',
  help: `List the API keys of an app, newest first.
    The key itself is never shown again; the prefix tells keys apart. Revoke one with: keys revoke KEY_ID`,
  rows: ({ services }, values) => services.apps.listKeys(requiredString(values, 'app')),
  key: 'keys',
  fields: ['id', 'name', 'prefix', 'scopes', 'createdAt', 'lastUsedAt', 'revokedAt'],
  columns: [
    ['ID', (key) => String(key.id)],
    ['NAME', (key) => key.name],
    ['PREFIX', (key) => `${key.prefix}…`],
    ['SCOPES', (key) => key.scopes.join(' ')],
    ['CREATED', (key) => key.createdAt],
    ['LAST USED', (key) => key.lastUsedAt ?? 'never'],
    ['REVOKED', (key) => key.revokedAt ?? '-'],
  ],
  empty: 'This app has no API keys.',
});

import { COMMAND_LINE } from '../modules/audit/service.ts';
import { CHANGE_TYPE_NAMES } from '../modules/changes/schemas.ts';
import { DEFAULT_WEBHOOK_SCOPES, WEBHOOK_SCOPES } from '../modules/webhooks/policy.ts';
import { command, positiveInteger, requiredString, words } from './command.ts';
import { listCommand } from './table.ts';

export const webhooksCreate = command({
  usage: 'webhooks create --app CLIENT_ID --url URL [--event TYPE]... [--scope S]... [--json]',
  help: `Add a webhook endpoint to an app. Prints {id, secret}; the signing secret is shown only this once.
    Events are sent as the app's owner would read them with an API key of these scopes (Standard Webhooks format).
    Repeat --event for the types to send (all when none is given) and --scope for what the endpoint may read;
    without --scope it gets ${DEFAULT_WEBHOOK_SCOPES.join(' ')}. read:donations needs an app approved for donations.
    Scopes: ${WEBHOOK_SCOPES.join(' ')}
    Event types: ${CHANGE_TYPE_NAMES.join(' ')}`,
  async run({ services }, values) {
    const clientId = requiredString(values, 'app');
    const { webhook, secret } = await services.webhooks.create(COMMAND_LINE, clientId, {
      url: requiredString(values, 'url'),
      eventTypes: words(values, 'event'),
      scopes: words(values, 'scope'),
    });
    return {
      json: { id: webhook.id, secret, url: webhook.url, eventTypes: webhook.eventTypes, scopes: webhook.scopes },
      text: [
        `Created webhook ${webhook.id} for ${clientId}: ${webhook.url}`,
        `Events: ${webhook.eventTypes.join(' ') || 'all'}`,
        `Scopes: ${webhook.scopes.join(' ')}`,
        `Signing secret (shown once; store it now): ${secret}`,
      ].join('\n'),
    };
  },
});

export const webhooksList = listCommand({
  usage: 'webhooks list --app CLIENT_ID [--json]',
  help: `List the webhook endpoints of an app.
    The signing secret is never shown again; rotate it on the app page.`,
  rows: ({ services }, values) => services.webhooks.list(COMMAND_LINE, requiredString(values, 'app')),
  key: 'webhooks',
  fields: ['id', 'url', 'eventTypes', 'scopes', 'enabled', 'disabledReason', 'failingSince', 'createdAt'],
  columns: [
    ['ID', (webhook) => String(webhook.id)],
    ['URL', (webhook) => webhook.url],
    ['EVENTS', (webhook) => webhook.eventTypes.join(' ') || 'all'],
    ['SCOPES', (webhook) => webhook.scopes.join(' ')],
    ['STATE', (webhook) => (webhook.enabled ? 'enabled' : `disabled: ${webhook.disabledReason ?? ''}`)],
    ['CREATED', (webhook) => webhook.createdAt],
  ],
  empty: 'This app has no webhook endpoints.',
});

export const webhooksDelete = command({
  usage: 'webhooks delete ID [--json]',
  help: 'Delete a webhook endpoint; events not yet sent to it are dropped.',
  async run({ services }, _values, [id]) {
    const webhook = await services.webhooks.delete(COMMAND_LINE, positiveInteger(id, 'ID'));
    return { json: { id: webhook.id, deleted: true }, text: `Deleted webhook ${webhook.id} (${webhook.url})` };
  },
});

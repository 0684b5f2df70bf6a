import { COMMAND_LINE } from '../modules/audit/service.ts';
import { command, flag, optionalString, requiredString, strings, UsageError, type Command } from './command.ts';
import { listCommand } from './table.ts';

export const appsCreate = command({
  usage:
    'apps create --owner EMAIL --name N [--type confidential|public] [--redirect-uri URI]... [--post-logout-redirect-uri URI]... [--web-origin ORIGIN]... [--backchannel-logout-uri URL [--backchannel-logout-session-required]] [--json]',
  help: `Register an app for a user. Prints {clientId, clientSecret}; public apps have no secret (null).
    The type defaults to confidential. Repeat --redirect-uri for several; they must use HTTPS
    (plain HTTP only for localhost, and not with NODE_ENV=production).
    Repeat --post-logout-redirect-uri for where the sign-in host may send people after the app
    signs them out (same rules, matched exactly).
    Public apps only: repeat --web-origin (https://host[:port], no path) for each origin besides
    those of the redirect URIs whose pages call the token, revocation and userinfo endpoints.
    --backchannel-logout-uri is where the sign-in issuer posts a logout token when a person signed
    in to the app signs out there (same rules as redirect URIs); with
    --backchannel-logout-session-required the tokens and ID tokens carry the session's sid.`,
  async run({ services }, values) {
    const ownerEmail = requiredString(values, 'owner');
    const name = requiredString(values, 'name');
    const type = optionalString(values, 'type') ?? 'confidential';
    if (type !== 'confidential' && type !== 'public') throw new UsageError(`--type must be confidential or public, got "${type}"`);
    const backchannelLogoutUri = optionalString(values, 'backchannel-logout-uri') ?? null;
    const sessionRequired = flag(values, 'backchannel-logout-session-required');
    if (sessionRequired && !backchannelLogoutUri) throw new UsageError('--backchannel-logout-session-required needs --backchannel-logout-uri');
    const owner = await services.users.findByEmail(ownerEmail);
    if (!owner) throw new Error(`No user has the email ${ownerEmail}`);
    const { app, clientSecret } = await services.apps.createApp({
      ownerId: owner.id,
      name,
      type,
      redirectUris: strings(values, 'redirect-uri'),
      postLogoutRedirectUris: strings(values, 'post-logout-redirect-uri'),
      webOrigins: strings(values, 'web-origin'),
      backchannelLogout: { uri: backchannelLogoutUri, sessionRequired },
    });
    const lines = [`Created ${app.type} app "${app.name}" for ${owner.email}`, `Client ID: ${app.clientId}`];
    if (clientSecret) lines.push(`Client secret (shown once; store it now): ${clientSecret}`);
    if (app.redirectUris.length) lines.push(`Redirect URIs: ${app.redirectUris.join(' ')}`);
    if (app.postLogoutRedirectUris.length) lines.push(`Post-logout redirect URIs: ${app.postLogoutRedirectUris.join(' ')}`);
    if (app.webOrigins.length) lines.push(`Allowed web origins: ${app.webOrigins.join(' ')}`);
    const { backchannelLogout } = app;
    if (backchannelLogout.uri) lines.push(`Back-channel logout URI: ${backchannelLogout.uri}${backchannelLogout.sessionRequired ? ' (logout tokens carry sid)' : ''}`);
    return { json: { clientId: app.clientId, clientSecret }, text: lines.join('\n') };
  },
});

/** Approving an app for one of the sensitive sets, as an administrator does on the admin page; recorded in the audit log. */
function approval(access: 'donations' | 'households', summary: string, what: string): Command {
  return command({
    usage: `apps approve-${access} CLIENT_ID [--json]`,
    help: summary,
    async run({ services }, _values, [clientId]) {
      const app = await services.apps.setAccess(clientId, access, 'approved');
      await services.audit.record({ type: `${access}.approved`, actor: COMMAND_LINE, target: app.clientId, details: { app: app.name } });
      return {
        json: { clientId: app.clientId, [`${access}Access`]: app[`${access}Access`] },
        text: `App "${app.name}" (${app.clientId}) is approved for ${what}.`,
      };
    },
  });
}

export const appsApproveDonations = approval('donations', 'Approve an app for donation records (its keys still need the read:donations scope).', 'donation records');
export const appsApproveHouseholds = approval(
  'households',
  "Approve an app for household access: people's tokens for it may then carry read:households and write:households.",
  'household access',
);

export const appsList = listCommand({
  usage: 'apps list [--owner EMAIL] [--json]',
  help: `List every app, or those of one owner, oldest first.
    owner is the owner's email; donationsAccess is none, requested, approved or denied.`,
  rows: async ({ services }, values) =>
    (await services.apps.listAppsWithOwners(optionalString(values, 'owner'))).map((app) => ({ ...app, owner: app.ownerEmail })),
  key: 'apps',
  fields: ['clientId', 'name', 'type', 'owner', 'donationsAccess', 'createdAt'],
  columns: [
    ['CLIENT ID', (app) => app.clientId],
    ['NAME', (app) => app.name],
    ['TYPE', (app) => app.type],
    ['OWNER', (app) => app.owner],
    ['DONATIONS', (app) => app.donationsAccess],
    ['CREATED', (app) => app.createdAt],
  ],
  empty: 'No apps.',
});

export const appsDelete = command({
  usage: 'apps delete CLIENT_ID [--json]',
  help: 'Delete an app: its API keys, tokens, consents and webhooks stop working at once. Prints {clientId, deleted}.',
  async run({ services }, _values, [clientId]) {
    const app = await services.dashboard.removeApp(clientId, COMMAND_LINE);
    return { json: { clientId: app.clientId, deleted: true }, text: `Deleted app "${app.name}" (${app.clientId}).` };
  },
});

import type { Config } from '../../config.ts';
import { changesKeptDays } from '../../config.ts';
import { API_SCOPES } from '../../http/scopes.ts';
import { CHANGE_TYPES, CHANGE_TYPE_NAMES, type ChangeType } from './schemas.ts';

/*
 * What the API reference (/api/v1/docs) says beyond the operations: how to authenticate with
 * both issuers, the webhooks (one OpenAPI 3.1 `webhooks` entry per event type, with its
 * payload and signature headers) and the change feed. Made from the same constants the
 * service runs on (scopes, event types, retry schedule, retention), so it cannot drift from
 * them; docs/oauth.md and docs/webhooks.md tell the same, at length.
 */

type Json = Record<string, unknown>;

/** What `data.object` of each kind of event holds, in words. */
const OBJECTS: Record<(typeof CHANGE_TYPES)[ChangeType], string> = {
  church: 'the church, as `GET /churches/{id}` returns it',
  church_member: 'the member as the church member list shows them, with `churchId`; on removal `{id, deleted: true, churchId}`',
  event: 'the event, as `GET /events/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`',
  event_registration:
    'for admins of the church: the registration list entry with `eventId` (on cancellation `{id, deleted: true, eventId}`); for everyone else the event with its new counts',
  group: 'the group, as `GET /groups/{id}` returns it to the reader; on deletion `{id, deleted: true, churchId}`',
  group_member: 'the member as the group member list shows them, with `groupId` and `churchId`; on removal `{id, deleted: true, groupId, churchId}`',
  prayer: 'the prayer request as the reader may see it (an anonymous one without its author); on deletion `{id, deleted: true, communityId}`',
  donation: 'the gift, as `GET /donations/{id}` returns it; only to its donor, through an app approved for donations',
  household:
    "the household as `GET /households/{id}` returns it, children's `notes` never included; on deletion `{id, deleted: true, churchId, adultIds}`; only to its adults and the church's admins, through apps approved for household access",
  attendance:
    "a headcount (`{kind: 'headcount', eventId, churchId, headcount}`) or a group meeting as `GET /groups/{id}/meetings` lists it, with `kind: 'meeting'` (on deletion `{id, deleted: true, kind: 'meeting', groupId, churchId}`); to the church's admins, and a meeting also to the group's members",
  check_in:
    "the check-in as `POST /events/{id}/check-ins` answers it (`checkedOutAt` set on `check_in.checked_out`), never the security code; only to the household's adults and the church's volunteers and admins, through apps approved for household access",
};

const HEADERS = [
  { name: 'webhook-id', description: 'The event id (`evt_…`): the same on every retry; use it to drop duplicates.', example: 'evt_1842' },
  { name: 'webhook-timestamp', description: 'Unix seconds of this attempt; refuse old ones (5 minutes) against replays.', example: '1795766400' },
  {
    name: 'webhook-signature',
    description: 'Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (`whsec_…`).',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
];

function seconds(ms: number): string {
  if (ms < 60_000) return `${ms / 1000} s`;
  if (ms < 3_600_000) return `${ms / 60_000} min`;
  return `${ms / 3_600_000} h`;
}

/** The Markdown sections the reference shows before the operations. */
export function referenceIntroduction(config: Config): string {
  const api = new URL(config.apiBaseUrl);
  const scopes = Object.entries(API_SCOPES)
    .map(([name, grants]) => `| \`${name}\` | ${grants} |`)
    .join('\n');
  const events = CHANGE_TYPE_NAMES.map((type) => `| \`${type}\` | ${OBJECTS[CHANGE_TYPES[type]]} |`).join('\n');
  return `Churches, events, users, prayer requests, donations and small groups. Lists answer \`{data, pagination}\`, single resources \`{data}\`, errors \`{error, message, statusCode}\`.

# Authentication

Every operation needs a credential, sent as \`Authorization: Bearer <credential>\` (an API key may also come as \`X-API-Key\`). Each operation names the scope it needs: 401 when the credential is missing or not valid, 403 when it lacks the scope.

**API keys** (server to server): made in the developer dashboard (${config.loginUrl}/developers: your app, then API keys) with the scopes you choose, shown once, starting \`cpk_\`. Never put one in code that runs in a browser or on a phone.

**OAuth 2.0 for the API** (a person lets your app act for them): the authorization code flow at \`${config.apiBaseUrl}/oauth/authorize\` and \`${config.apiBaseUrl}/oauth/token\`, with PKCE (\`code_challenge_method=S256\`) required for public clients (single-page and mobile apps). Access tokens last 3600 s; a refresh token (\`grant_type=refresh_token\`) gets a new pair, and each refresh token works once. Metadata: \`${api.origin}/.well-known/oauth-authorization-server${api.pathname}\`.

**Sign in with Community Platform** (OpenID Connect): the issuer \`${config.loginUrl}\` with \`/oauth/authorize\`, \`/oauth/token\` (the answer holds an \`id_token\` when \`openid\` was asked for) and \`/oauth/userinfo\`; discovery at \`${config.loginUrl}/.well-known/openid-configuration\`. Its scopes are \`openid\` (\`sub\`), \`profile\` (\`name\`, \`given_name\`, \`family_name\`, \`picture\`) and \`email\` (\`email\`, \`email_verified\`). Client ids, secrets and redirect URIs (matched exactly; HTTPS in production) are set in the dashboard's OAuth settings.

| API scope | grants |
|---|---|
${scopes}

# Webhooks

An app's endpoint gets a \`POST\` for every event it may see (the same events and shapes as the change feed, for the app's owner with the app's scopes), in log order per endpoint. The body is a \`ChangeEvent\`; the headers follow [Standard Webhooks](https://www.standardwebhooks.com/), so any of its libraries verifies them:

\`\`\`js
import { Webhook } from 'standardwebhooks';
const event = new Webhook(process.env.WEBHOOK_SECRET).verify(rawBody, headers); // throws when the signature is wrong
\`\`\`

Answer 2xx within ${seconds(config.webhookTimeoutMs)}; anything else is retried after ${config.webhookRetryDelaysMs.map(seconds).join(', ')}, then given up. \`410 Gone\` disables the endpoint at once, and an endpoint that failed every delivery for ${seconds(config.webhookDisableAfterMs)} is disabled. Each event type is listed under **Webhooks** below.

| event type | \`data.object\` |
|---|---|
${events}

# Change feed

\`GET /changes\` reads the same events in log order: keep the last \`id\` you processed and ask for \`?after=<id>\`. Events are kept ${changesKeptDays(config)} days; a cursor older than that answers 410 \`CursorExpired\` (read the lists again, then the feed without \`after\`).
`;
}

/** The OpenAPI 3.1 `webhooks` object: one entry per event type, the request an endpoint receives. */
export function referenceWebhooks(): Json {
  const webhooks: Json = {};
  for (const type of CHANGE_TYPE_NAMES) {
    webhooks[type] = {
      post: {
        operationId: `${type.split('.').map((word, i) => (i ? word[0].toUpperCase() + word.slice(1) : word)).join('')}Webhook`,
        summary: type,
        description: `\`data.object\`: ${OBJECTS[CHANGE_TYPES[type]]}.`,
        tags: ['Webhooks'],
        // A request the service sends: the endpoint checks the signature, not a credential.
        security: [],
        parameters: HEADERS.map(({ name, description, example }) => ({ name, in: 'header', required: true, description, schema: { type: 'string' }, example })),
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ChangeEvent' } } } },
        responses: {
          '2XX': { description: 'Delivered' },
          '410': { description: 'Gone: the endpoint is disabled and gets nothing more' },
          default: { description: 'Not delivered: retried on the schedule' },
        },
      },
    };
  }
  return webhooks;
}

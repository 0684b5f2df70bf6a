import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { badRequest } from '../../http/errors.ts';
import { API_SCOPES } from '../../http/scopes.ts';
import type { SafeHtml } from '../../views/layout.ts';
import { webhooksSection } from './views.ts';
import { actorOf, type Viewer } from '../accounts/service.ts';
import type { AppSummary } from '../apps/service.ts';
import { CHANGE_TYPE_NAMES } from '../changes/schemas.ts';
import { canManageWebhooks, canSubscribeWithScope, DEFAULT_WEBHOOK_SCOPES, WEBHOOK_SCOPES } from './policy.ts';
import type { WebhookSubscriptions } from './subscriptions.ts';
import { Csrf, CsrfBody, formText } from '../accounts/forms.ts';

/** What the Webhooks section shows after a form: the problem and what was typed, or a secret just issued. */
export interface WebhookFormState {
  error?: string;
  form?: { url?: string; eventTypes?: string[]; scopes?: string[] };
  newSecret?: { webhookId: number; secret: string };
}

/** The app page's own helpers (see the dashboard routes), so the section lives on that page. */
export interface AppPageHelpers<Extra> {
  appPath(clientId: string): string;
  /** Renders the app page, the Webhooks section in the state given. */
  renderApp(request: FastifyRequest, reply: FastifyReply, viewer: Viewer, clientId: string, extra: Extra, status?: number): Promise<FastifyReply>;
  /** Redirects to the app page, which shows this message and secret once (POST → redirect → GET). */
  showOnce(reply: FastifyReply, viewer: Viewer, flash: { clientId: string; message: string; webhookSecret: { webhookId: number; secret: string } }): Promise<FastifyReply>;
  /** Runs an action for the signed-in owner; a problem is shown on the app page (a 400) in the state `problem` gives. */
  appAction(
    request: FastifyRequest<{ Params: { clientId: string } }>,
    reply: FastifyReply,
    action: (viewer: Viewer) => Promise<FastifyReply>,
    problem: (message: string) => Extra,
  ): Promise<FastifyReply>;
}

/** Fixed messages after a redirect, named by `?done=`. */
export const WEBHOOK_DONE: Record<string, string> = {
  'webhook-test-sent': 'Test event queued. It appears under Recent deliveries once sent.',
  'webhook-disabled': 'Endpoint disabled. No events are sent to it until you enable it.',
  'webhook-enabled': 'Endpoint enabled. Events are sent to it again.',
  'webhook-deleted': 'Endpoint deleted.',
  'webhook-redelivered': 'Delivery queued again.',
};

const many = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 40 })]));
const WebhookParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), webhookId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const DeliveryParams = Type.Object({ ...WebhookParams.properties, deliveryId: Type.Integer({ minimum: 1 }) });
const ClientParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const NewWebhookBody = Type.Object({ ...Csrf, url: formText(2100), eventTypes: many, scopes: many });

const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The Webhooks section of the app page and its forms. */
export class WebhookPages {
  private readonly webhooks: WebhookSubscriptions;
  private readonly httpsOnly: boolean;
  constructor(webhooks: WebhookSubscriptions, httpsOnly: boolean) {
    this.webhooks = webhooks;
    this.httpsOnly = httpsOnly;
  }

  async section(viewer: Viewer, app: AppSummary, base: string, csrfToken: string, state: WebhookFormState = {}): Promise<SafeHtml> {
    const actor = actorOf(viewer, undefined);
    const webhooks = await this.webhooks.list(actor, app.clientId);
    const withDeliveries = await Promise.all(
      webhooks.map(async (webhook) => ({ ...webhook, deliveries: await this.webhooks.recentDeliveries(actor, webhook.id, app.clientId) })),
    );
    const approvals = { donationsApproved: app.donationsAccess === 'approved', householdsApproved: app.householdsAccess === 'approved' };
    return webhooksSection({
      csrfToken,
      base,
      webhooks: withDeliveries,
      eventTypes: CHANGE_TYPE_NAMES,
      scopes: WEBHOOK_SCOPES.map((name) => ({ name, description: API_SCOPES[name], available: canSubscribeWithScope(name, approvals) })),
      defaultScopes: DEFAULT_WEBHOOK_SCOPES,
      httpsOnly: this.httpsOnly,
      ...state,
    });
  }

  register<Extra>(app: FastifyInstance, helpers: AppPageHelpers<Extra>, stateOf: (state: WebhookFormState) => Extra): void {
    const { appPath, appAction, showOnce } = helpers;
    const webhooks = this.webhooks;
    const problem = (state: WebhookFormState = {}) => (message: string) =>
      // The API calls the address "Webhook URL"; the form labels it "Endpoint URL".
      stateOf({ ...state, error: message.replace(/^Webhook URL\b/, 'Endpoint URL') });

    app.post<{ Params: Static<typeof ClientParams>; Body: Static<typeof NewWebhookBody> }>(
      '/developers/apps/:clientId/webhooks',
      { schema: { params: ClientParams, body: NewWebhookBody }, config: { policy: canManageWebhooks } },
      (request, reply) => {
        const form = { url: request.body.url ?? '', eventTypes: listOf(request.body.eventTypes), scopes: listOf(request.body.scopes) };
        return appAction(
          request,
          reply,
          async (viewer) => {
            if (!form.url.trim()) throw badRequest('Enter the endpoint URL.');
            if (!form.scopes.length) throw badRequest('Choose at least one scope for the endpoint.');
            const { webhook, secret } = await webhooks.create(actorOf(viewer, request.ip), request.params.clientId, form);
            return showOnce(reply, viewer, {
              clientId: request.params.clientId,
              message: 'Endpoint added. Copy its signing secret now: it is shown only once.',
              webhookSecret: { webhookId: webhook.id, secret },
            });
          },
          problem({ form }),
        );
      },
    );

    const redirectAfter = (path: string, done: string, act: (actor: ReturnType<typeof actorOf>, params: Static<typeof DeliveryParams>) => Promise<unknown>) =>
      app.post<{ Params: Static<typeof DeliveryParams>; Body: Static<typeof CsrfBody> }>(
        `/developers/apps/:clientId/webhooks/:webhookId/${path}`,
        { schema: { params: path.includes(':deliveryId') ? DeliveryParams : WebhookParams, body: CsrfBody }, config: { policy: canManageWebhooks } },
        (request, reply) =>
          appAction(
            request,
            reply,
            async (viewer) => {
              await act(actorOf(viewer, request.ip), request.params);
              const anchor = done === 'webhook-deleted' ? 'webhooks' : `webhook-${request.params.webhookId}`;
              return reply.redirect(`${appPath(request.params.clientId)}?done=${done}#${anchor}`, 303);
            },
            problem(),
          ),
      );
    redirectAfter('test', 'webhook-test-sent', (actor, { clientId, webhookId }) => webhooks.sendTest(actor, webhookId, clientId));
    redirectAfter('disable', 'webhook-disabled', (actor, { clientId, webhookId }) => webhooks.setEnabled(actor, webhookId, false, clientId));
    redirectAfter('enable', 'webhook-enabled', (actor, { clientId, webhookId }) => webhooks.setEnabled(actor, webhookId, true, clientId));
    redirectAfter('delete', 'webhook-deleted', (actor, { clientId, webhookId }) => webhooks.delete(actor, webhookId, clientId));
    redirectAfter('deliveries/:deliveryId/redeliver', 'webhook-redelivered', (actor, { clientId, webhookId, deliveryId }) =>
      webhooks.redeliver(actor, webhookId, deliveryId, clientId),
    );

    app.post<{ Params: Static<typeof WebhookParams>; Body: Static<typeof CsrfBody> }>(
      '/developers/apps/:clientId/webhooks/:webhookId/secret',
      { schema: { params: WebhookParams, body: CsrfBody }, config: { policy: canManageWebhooks } },
      (request, reply) =>
        appAction(
          request,
          reply,
          async (viewer) => {
            const secret = await webhooks.rotateSecret(actorOf(viewer, request.ip), request.params.webhookId, request.params.clientId);
            return showOnce(reply, viewer, {
              clientId: request.params.clientId,
              message: 'New signing secret issued. The previous one no longer signs.',
              webhookSecret: { webhookId: request.params.webhookId, secret },
            });
          },
          problem(),
        ),
    );
  }
}

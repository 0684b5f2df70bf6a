import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TObject } from 'typebox';
import type { Config } from '../../config.ts';
import type { CsrfProtection } from '../../http/csrf.ts';
import { sendPage } from '../../http/pages.ts';
import { anySignedInPerson } from '../../http/policies.ts';
import { API_SCOPES, API_SCOPE_NAMES } from '../../http/scopes.ts';
import { adminPage, appPage, developersPage, APP_TABS, type AppPageInput, type AppTab } from './views.ts';
import { deleteAppPage } from './app-views.ts';
import { assistantsPage } from './assistant-views.ts';
import { lacksApproval } from '../identity/assistants.ts';
import { formProblem, pageKit } from '../accounts/pages.ts';
import type { AccountsService, Viewer } from '../accounts/service.ts';
import { WEBHOOK_DONE, WebhookPages, type AppPageHelpers, type WebhookFormState } from '../webhooks/pages.ts';
import type { WebhookSubscriptions } from '../webhooks/subscriptions.ts';
import { auditFilterOf, AuditFilterQuery, auditFilterView } from './admin-routes.ts';
import { isPlatformAdmin } from './policy.ts';
import type { Flash } from './flash.ts';
import { APPROVALS, type AddressKind, type DashboardService } from './service.ts';
import { canManageApp } from '../apps/policy.ts';
import type { Approval } from '../apps/service.ts';
import { Csrf, CsrfBody, formText } from '../accounts/forms.ts';

export interface DashboardRoutesOptions {
  accounts: AccountsService;
  dashboard: DashboardService;
  csrf: CsrfProtection;
  config: Config;
  webhooks: WebhookSubscriptions;
}


const ClientParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
type ClientParams = Static<typeof ClientParams>;
const KeyParams = Type.Object({ clientId: Type.String({ maxLength: 100 }), keyId: Type.Integer({ minimum: 1 }) });
const NewAppBody = Type.Object({ ...Csrf, name: formText(400), type: formText(40), redirectUris: formText(20_000) });
const UriBody = Type.Object({ ...Csrf, uri: formText(4000) });
const BackchannelLogoutBody = Type.Object({ ...Csrf, uri: formText(4000), sessionRequired: formText(10) });
const NewKeyBody = Type.Object({ ...Csrf, name: formText(400), scopes: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })])) });
const DecisionBody = Type.Object({ ...Csrf, decision: Type.Union([Type.Literal('approve'), Type.Literal('deny')]) });
const DoneQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 40 })) });
const AppQuery = Type.Object({ ...DoneQuery.properties, tab: Type.Optional(Type.Union(APP_TABS.map((tab) => Type.Literal(tab.key)))) });
const AdminQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 40 })), before: Type.Optional(Type.Integer({ minimum: 1 })), ...AuditFilterQuery });
const DetailsBody = Type.Object({ ...Csrf, name: formText(400), description: formText(2000), homepageUrl: formText(4000), logoUrl: formText(4000), privacyPolicyUrl: formText(4000) });

// The cookie naming the one-time message (a new secret) of the page a form redirects to.
const FLASH_COOKIE = 'cp_flash';

/** Fixed messages after a redirect: the query names one, so no text from the URL is ever shown. */
const APP_DONE: Record<string, string> = {
  'uri-added': 'Redirect URI added.',
  'uri-removed': 'Redirect URI removed.',
  'post-logout-uri-added': 'Post-logout redirect URI added.',
  'post-logout-uri-removed': 'Post-logout redirect URI removed.',
  'web-origin-added': 'Web origin added.',
  'web-origin-removed': 'Web origin removed.',
  'backchannel-logout-saved': 'Back-channel logout saved. Sign-outs from now on send your app a logout token.',
  'backchannel-logout-removed': 'Back-channel logout removed. Your app gets no logout tokens.',
  'key-revoked': 'API key revoked. Requests with it are refused from now on.',
  'donations-requested': 'Approval requested. A platform administrator will review it.',
  'households-requested': 'Approval requested. A platform administrator will review it.',
  'details-saved': 'Details saved. The consent page shows them from now on.',
  ...WEBHOOK_DONE,
};
const ADMIN_DONE: Record<string, string> = {
  approved: 'Approved. The app can now read donation records with the read:donations scope.',
  'households-approved': "Approved. People's tokens for the app can now reach their households with the households scopes.",
  denied: 'Denied. The developer sees the decision on their app page.',
};

/** The part of the app page a form's message belongs to, by its `done` key. */
function tabOfDone(done: string): AppTab {
  if (done.startsWith('webhook')) return 'webhooks';
  if (done.startsWith('key-')) return 'keys';
  if (done.endsWith('-requested')) return 'access';
  if (done.startsWith('details-')) return 'details';
  return 'oauth';
}

/** The message key of the admin page after an approval. */
const ADMIN_APPROVED: Record<Approval, string> = { donations: 'approved', households: 'households-approved' };

const SCOPES = API_SCOPE_NAMES.map((name) => ({ name, description: API_SCOPES[name] }));

/** The developer dashboard (/developers) and the admin page (/admin). */
export async function dashboardRoutes(app: FastifyInstance, options: DashboardRoutesOptions): Promise<void> {
  const { accounts, dashboard, csrf, config } = options;
  const kit = pageKit(accounts, csrf);
  const apiReference = `${config.apiBaseUrl}/docs`;
  const endpoints = {
    apiAuthorize: `${config.apiBaseUrl}/oauth/authorize`,
    apiToken: `${config.apiBaseUrl}/oauth/token`,
    signinAuthorize: `${config.loginUrl}/oauth/authorize`,
    signinToken: `${config.loginUrl}/oauth/token`,
    signinEndSession: `${config.loginUrl}/oauth/logout`,
  };
  const appPath = (clientId: string) => `/developers/apps/${encodeURIComponent(clientId)}`;
  const webhookPages = new WebhookPages(options.webhooks, dashboard.httpsOnly);
  type AppPageExtra = Partial<AppPageInput> & { webhookState?: WebhookFormState };
  const production = config.nodeEnv === 'production';

  /**
   * POST → redirect → GET for forms that create a secret: the secret travels in a one-time
   * message (see flash.ts) to the app's page, so reloading it creates nothing and shows the
   * secret no more.
   */
  const showOnce = async (reply: FastifyReply, viewer: Viewer, flash: Flash) => {
    const id = await dashboard.flash.put(viewer.id, flash);
    reply.setCookie(FLASH_COOKIE, id, { path: '/developers', httpOnly: true, sameSite: 'lax', secure: production, maxAge: 600 });
    return reply.redirect(appPath(flash.clientId), 303);
  };
  const takeFlash = async (request: FastifyRequest, reply: FastifyReply, viewer: Viewer, clientId: string): Promise<AppPageExtra> => {
    const id = request.cookies[FLASH_COOKIE];
    if (!id) return {};
    reply.clearCookie(FLASH_COOKIE, { path: '/developers' });
    const flash = await dashboard.flash.take(viewer.id, id);
    if (!flash || flash.clientId !== clientId) return {};
    return {
      message: { kind: 'success', text: flash.message },
      newSecret: flash.clientSecret,
      newKey: flash.key,
      ...(flash.webhookSecret ? { webhookState: { newSecret: flash.webhookSecret } } : {}),
    };
  };

  /** Renders one app's page (404 when it is not the viewer's app). */
  const renderApp = async (request: FastifyRequest, reply: FastifyReply, viewer: Viewer, clientId: string, extra: AppPageExtra = {}, status = 200) => {
    try {
      const { webhookState, ...pageExtra } = extra;
      const summary = await dashboard.app(viewer, clientId);
      const keys = await dashboard.keys(viewer, clientId);
      const csrfToken = csrf.issue(request, reply);
      const webhooks = await webhookPages.section(viewer, summary, appPath(clientId), csrfToken, webhookState);
      const page = appPage({
        nav: kit.nav(viewer, csrfToken),
        csrfToken,
        app: summary,
        keys,
        scopes: SCOPES,
        endpoints,
        httpsOnly: dashboard.httpsOnly,
        webhooks,
        // A webhook form's answer (its problem, its new secret) is on the Webhooks part.
        ...(webhookState ? { tab: 'webhooks' as const } : {}),
        ...pageExtra,
      });
      return sendPage(reply, page, status);
    } catch (error) {
      return kit.errorReply(reply, error);
    }
  };

  /** Runs an app's form for its owner (see PageKit.formAction), back on the app's page after a sign-in. */
  const appAction: AppPageHelpers<AppPageExtra>['appAction'] = (request, reply, action, problem) =>
    kit.formAction(request, reply, appPath(request.params.clientId), action, (viewer, message) => renderApp(request, reply, viewer, request.params.clientId, problem(message), 400));

  /**
   * A form of an app's page (`/developers/apps/:clientId` and `path`), for its owner: `act`
   * answers for the signed-in owner (a redirect, or a secret shown once); a refusal shows the
   * app's page again, a 400, in the state `problem` makes of the message and what was sent.
   */
  function appForm<Params extends typeof ClientParams | typeof KeyParams, Body extends TObject>(
    path: string,
    schema: { params: Params; body: Body },
    act: (request: FastifyRequest<{ Params: Static<Params>; Body: Static<Body> }>, reply: FastifyReply, viewer: Viewer) => Promise<FastifyReply>,
    problem: (message: string, body: Static<Body>) => AppPageExtra,
  ): void {
    app.post<{ Params: Static<Params>; Body: Static<Body> }>(`/developers/apps/:clientId${path}`, { schema, config: { policy: canManageApp } }, (request, reply) =>
      appAction(request, reply, (viewer) => act(request, reply, viewer), (message) => problem(message, request.body as Static<Body>)),
    );
  }

  app.get<{ Querystring: Static<typeof DoneQuery> }>('/developers', { schema: { querystring: DoneQuery } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    const csrfToken = csrf.issue(request, reply);
    const apps = await dashboard.listApps(viewer);
    const message = request.query.done === 'app-deleted' ? { kind: 'success' as const, text: 'App deleted. Its keys, tokens and webhooks no longer work.' } : undefined;
    return sendPage(reply, developersPage({ nav: kit.nav(viewer, csrfToken), csrfToken, apps, message, httpsOnly: dashboard.httpsOnly, apiReference }));
  });

  // How to connect an AI assistant to the MCP server, with this deployment's address.
  app.get('/developers/assistants', async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    return sendPage(
      reply,
      assistantsPage({
        nav: kit.nav(viewer, csrf.issue(request, reply)),
        mcpUrl: `${config.apiBaseUrl}/mcp`,
        accountUrl: '/account',
        scopes: API_SCOPE_NAMES.filter((scope) => !lacksApproval(scope, undefined)).map((name) => ({ name, description: API_SCOPES[name] })),
        approvedOnly: API_SCOPE_NAMES.filter((scope) => lacksApproval(scope, undefined)),
        metadataDocuments: config.mcpClientMetadataDocuments,
        dynamicRegistration: config.mcpDynamicRegistration,
      }),
    );
  });

  // Open: anyone signed in may register an app; it is theirs alone.
  app.post<{ Body: Static<typeof NewAppBody> }>('/developers', { schema: { body: NewAppBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/developers');
    if (!viewer) return reply;
    const form = { name: request.body.name ?? '', type: request.body.type ?? '', redirectUris: request.body.redirectUris ?? '' };
    try {
      const { app: created, clientSecret } = await dashboard.createApp(viewer, form, request.ip);
      return await showOnce(reply, viewer, {
        clientId: created.clientId,
        message: clientSecret ? `${created.name} is ready. Copy its client secret now: it is shown only once.` : `${created.name} is ready.`,
        clientSecret: clientSecret ?? undefined,
      });
    } catch (error) {
      const formError = formProblem(error);
      const csrfToken = csrf.issue(request, reply);
      const apps = await dashboard.listApps(viewer);
      return sendPage(reply, developersPage({ nav: kit.nav(viewer, csrfToken), csrfToken, apps, form, formError, httpsOnly: dashboard.httpsOnly, apiReference }), 400);
    }
  });

  app.get<{ Params: ClientParams; Querystring: Static<typeof AppQuery> }>(
    '/developers/apps/:clientId',
    { schema: { params: ClientParams, querystring: AppQuery } },
    async (request, reply) => {
      const viewer = await kit.viewer(request, reply);
      if (!viewer) return reply;
      const done = request.query.done && Object.hasOwn(APP_DONE, request.query.done) ? APP_DONE[request.query.done] : undefined;
      const flash = await takeFlash(request, reply, viewer, request.params.clientId);
      const tab = request.query.tab ?? (done ? tabOfDone(request.query.done!) : undefined);
      return renderApp(request, reply, viewer, request.params.clientId, { ...(tab ? { tab } : {}), ...(done ? { message: { kind: 'success' as const, text: done } } : {}), ...flash });
    },
  );

  appForm(
    '/secret',
    { params: ClientParams, body: CsrfBody },
    async (request, reply, viewer) => {
      const secret = await dashboard.rotateSecret(viewer, request.params.clientId, request.ip);
      return showOnce(reply, viewer, { clientId: request.params.clientId, message: 'New client secret issued. The previous secret no longer works.', clientSecret: secret });
    },
    (message) => ({ oauthError: message }),
  );

  // Redirect URIs after sign-in and after sign-out, and web origins: the same add and remove forms for each list.
  const addressLists: { kind: AddressKind; path: string; done: string; anchor: string; problem(message: string, value?: string): Partial<AppPageInput> }[] = [
    { kind: 'signIn', path: 'redirect-uris', done: 'uri', anchor: 'oauth-settings', problem: (message, value) => ({ oauthError: message, redirectUriValue: value }) },
    {
      kind: 'signOut', path: 'post-logout-redirect-uris', done: 'post-logout-uri', anchor: 'sign-out',
      problem: (message, value) => ({ signOutError: message, postLogoutRedirectUriValue: value }),
    },
    { kind: 'webOrigin', path: 'web-origins', done: 'web-origin', anchor: 'web-origins', problem: (message, value) => ({ webOriginError: message, webOriginValue: value }) },
  ];
  for (const { kind, path, done, anchor, problem } of addressLists) {
    for (const change of ['added', 'removed'] as const) {
      appForm(
        change === 'added' ? `/${path}` : `/${path}/remove`,
        { params: ClientParams, body: UriBody },
        async (request, reply, viewer) => {
          const { clientId } = request.params;
          const uri = request.body.uri ?? '';
          if (change === 'added') await dashboard.addAddress(viewer, clientId, uri, request.ip, kind);
          else await dashboard.removeAddress(viewer, clientId, uri, request.ip, kind);
          return reply.redirect(`${appPath(clientId)}?done=${done}-${change}#${anchor}`, 303);
        },
        // A refused address stays in the add form to be corrected; a removal has nothing typed.
        (message, body) => problem(message, change === 'added' ? body.uri : undefined),
      );
    }
  }

  appForm(
    '/keys',
    { params: ClientParams, body: NewKeyBody },
    async (request, reply, viewer) => {
      const { key, summary } = await dashboard.createKey(viewer, request.params.clientId, keyFormOf(request.body), request.ip);
      return showOnce(reply, viewer, {
        clientId: request.params.clientId,
        message: `API key “${summary.name}” created. Copy it now: it is shown only once.`,
        key: { name: summary.name, key },
      });
    },
    (message, body) => ({ keyError: message, keyForm: keyFormOf(body) }),
  );

  appForm(
    '/keys/:keyId/revoke',
    { params: KeyParams, body: CsrfBody },
    async (request, reply, viewer) => {
      await dashboard.revokeKey(viewer, request.params.clientId, request.params.keyId, request.ip);
      return reply.redirect(`${appPath(request.params.clientId)}?done=key-revoked#api-keys`, 303);
    },
    (message) => ({ keyError: message }),
  );

  for (const approval of APPROVALS) {
    appForm(
      `/${approval}`,
      { params: ClientParams, body: CsrfBody },
      async (request, reply, viewer) => {
        await dashboard.requestAccess(viewer, request.params.clientId, approval, request.ip);
        return reply.redirect(`${appPath(request.params.clientId)}?done=${approval}-requested#${approval}-access`, 303);
      },
      (message) => ({ [`${approval}Error`]: message }),
    );
  }

  appForm(
    '/backchannel-logout',
    { params: ClientParams, body: BackchannelLogoutBody },
    async (request, reply, viewer) => {
      const { backchannelLogout } = await dashboard.setBackchannelLogout(viewer, request.params.clientId, backchannelFormOf(request.body), request.ip);
      const done = backchannelLogout.uri ? 'backchannel-logout-saved' : 'backchannel-logout-removed';
      return reply.redirect(`${appPath(request.params.clientId)}?done=${done}#backchannel-logout`, 303);
    },
    (message, body) => ({ backchannelLogoutError: message, backchannelLogoutForm: backchannelFormOf(body) }),
  );

  webhookPages.register(app, { appPath, renderApp, appAction, showOnce }, (webhookState): AppPageExtra => ({ webhookState }));

  appForm(
    '/details',
    { params: ClientParams, body: DetailsBody },
    async (request, reply, viewer) => {
      await dashboard.updateApp(viewer, request.params.clientId, detailsOf(request.body), request.ip);
      return reply.redirect(`${appPath(request.params.clientId)}?done=details-saved#details`, 303);
    },
    (message, body) => ({ detailsError: message, detailsForm: detailsOf(body) }),
  );

  app.get<{ Params: ClientParams }>('/developers/apps/:clientId/delete', { schema: { params: ClientParams } }, (request, reply) =>
    kit.page(request, reply, async (viewer, csrfToken) => {
      const summary = await dashboard.app(viewer, request.params.clientId);
      const keys = await dashboard.keys(viewer, request.params.clientId);
      return deleteAppPage({ nav: kit.nav(viewer, csrfToken), csrfToken, app: summary, keyCount: keys.filter((key) => !key.revokedAt).length });
    }),
  );

  app.post<{ Params: ClientParams; Body: Static<typeof CsrfBody> }>(
    '/developers/apps/:clientId/delete',
    { schema: { params: ClientParams, body: CsrfBody }, config: { policy: canManageApp } },
    (request, reply) =>
      kit.action(request, reply, appPath(request.params.clientId), async (viewer) => {
        await dashboard.deleteApp(viewer, request.params.clientId, request.ip);
        return reply.redirect('/developers?done=app-deleted', 303);
      }),
  );

  const renderAdmin = async (
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: Viewer,
    before: number | undefined,
    message?: { kind: 'success' | 'error'; text: string },
    status = 200,
  ) => {
    try {
      const pending = await dashboard.pendingRequests(viewer);
      const filter = auditFilterOf(request.query as Static<typeof AdminQuery>);
      const log = await dashboard.auditLog(viewer, before, filter.filter);
      const csrfToken = csrf.issue(request, reply);
      const page = adminPage({
        nav: kit.nav(viewer, csrfToken),
        csrfToken,
        pending: pending.map(({ app: pendingApp, approval, ownerEmail, ownerName }) => ({
          approval,
          clientId: pendingApp.clientId,
          appName: pendingApp.name,
          ownerEmail,
          ownerName,
          createdAt: pendingApp.createdAt,
        })),
        events: log.events,
        newerHref: before !== undefined ? `/admin${filter.query ? `?${filter.query}` : ''}#audit-log` : undefined,
        olderHref: log.olderBefore !== undefined ? `/admin?${filter.query ? `${filter.query}&` : ''}before=${log.olderBefore}#audit-log` : undefined,
        filters: auditFilterView(filter),
        message,
      });
      return sendPage(reply, page, status);
    } catch (error) {
      return kit.errorReply(reply, error);
    }
  };

  app.get<{ Querystring: Static<typeof AdminQuery> }>('/admin', { schema: { querystring: AdminQuery } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    const done = request.query.done && Object.hasOwn(ADMIN_DONE, request.query.done) ? ADMIN_DONE[request.query.done] : undefined;
    return renderAdmin(request, reply, viewer, request.query.before, done ? { kind: 'success', text: done } : undefined);
  });

  for (const approval of APPROVALS) {
    app.post<{ Params: ClientParams; Body: Static<typeof DecisionBody> }>(
      `/admin/${approval}/:clientId`,
      { schema: { params: ClientParams, body: DecisionBody }, config: { policy: isPlatformAdmin } },
      async (request, reply) => {
        const viewer = await kit.viewer(request, reply, '/admin');
        if (!viewer) return reply;
        try {
          await dashboard.decideAccess(viewer, request.params.clientId, approval, request.body.decision, request.ip);
        } catch (error) {
          let message: string;
          try {
            message = formProblem(error);
          } catch (other) {
            return kit.errorReply(reply, other);
          }
          return renderAdmin(request, reply, viewer, undefined, { kind: 'error', text: message }, 400);
        }
        return reply.redirect(`/admin?done=${request.body.decision === 'approve' ? ADMIN_APPROVED[approval] : 'denied'}`, 303);
      },
    );
  }
}

/** The new-key form as typed: its name and its scopes (one ticked box comes as a string). */
function keyFormOf(body: Static<typeof NewKeyBody>): { name: string; scopes: string[] } {
  const given = body.scopes;
  return { name: body.name ?? '', scopes: given === undefined ? [] : Array.isArray(given) ? given : [given] };
}

/** The back-channel logout form as typed. */
function backchannelFormOf(body: Static<typeof BackchannelLogoutBody>): { uri: string; sessionRequired: boolean } {
  return { uri: body.uri ?? '', sessionRequired: body.sessionRequired === 'yes' };
}

/** The app details form as typed, every field a string. */
function detailsOf(body: Static<typeof DetailsBody>) {
  return {
    name: body.name ?? '',
    description: body.description ?? '',
    homepageUrl: body.homepageUrl ?? '',
    logoUrl: body.logoUrl ?? '',
    privacyPolicyUrl: body.privacyPolicyUrl ?? '',
  };
}

import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError } from '../../http/errors.ts';
import { anySignedInPerson } from '../../http/policies.ts';
import { sendPage } from '../../http/pages.ts';
import { accountDeletedPage, deleteAccountPage } from './data-views.ts';
import { sendArchive } from '../exports/routes.ts';
import type { ExportsService } from '../exports/service.ts';
import { WEB_SESSION_COOKIE } from '../identity/web-sessions.ts';
import type { AccountDeletion } from './deletion.ts';
import { pageKit } from './pages.ts';
import { PASSWORD_CHECKS_PAUSED } from './password-check.ts';
import type { AccountsService, Viewer } from './service.ts';
import { Csrf, formText } from './forms.ts';

export interface AccountDataRoutesOptions {
  accounts: AccountsService;
  exports: ExportsService;
  deletion: AccountDeletion;
  csrf: CsrfProtection;
}

const DeleteBody = Type.Object({ ...Csrf, password: formText(1024) });

/** The issuers' own session cookies, ended with the account. */
const PROVIDER_SESSION_COOKIES = ['cp_signin_session', 'cp_signin_session.sig'];

/**
 * "Download my data" and "Delete my account" on the account page. Both act on the viewer's
 * own account only (`anySignedInPerson`); the deletion asks for the password again.
 */
export async function accountDataRoutes(app: FastifyInstance, options: AccountDataRoutesOptions): Promise<void> {
  const { accounts, exports, deletion, csrf } = options;
  const kit = pageKit(accounts, csrf);

  app.get('/account/export', async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    return sendArchive(reply, await exports.personalArchive(viewer.id), `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
  });

  const confirmation = async (viewer: Viewer, csrfToken: string, error?: string) =>
    deleteAccountPage({ nav: kit.nav(viewer, csrfToken), csrfToken, email: viewer.email, error, ...(await deletion.preview(viewer)) });

  app.get('/account/delete', async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    return sendPage(reply, await confirmation(viewer, csrf.issue(request, reply)));
  });

  app.post<{ Body: Static<typeof DeleteBody> }>('/account/delete', { schema: { body: DeleteBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account/delete');
    if (!viewer) return reply;
    let outcome;
    try {
      outcome = await deletion.deleteOwn(viewer, request.body.password ?? '', request.ip);
    } catch (error) {
      // Named an admin meanwhile, or stopped being one: the page shows what holds now.
      if (error instanceof ApiError && error.statusCode === 409) return sendPage(reply, await confirmation(viewer, csrf.issue(request, reply), error.message), 409);
      throw error;
    }
    if (outcome === 'paused') return sendPage(reply, await confirmation(viewer, csrf.issue(request, reply), PASSWORD_CHECKS_PAUSED), 429);
    if (outcome === 'wrong') return sendPage(reply, await confirmation(viewer, csrf.issue(request, reply), 'Your password is not correct. Your account has not been deleted.'), 400);
    reply.clearCookie(WEB_SESSION_COOKIE, { path: '/' });
    for (const name of PROVIDER_SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
    return reply.redirect('/account/deleted', 303);
  });

  app.get('/account/deleted', async (_request, reply) => sendPage(reply, accountDeletedPage()));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError } from '../../http/errors.ts';
import { loginLocation, safeReturnPath, sendPage } from '../../http/pages.ts';
import { seenFrom } from '../identity/routes.ts';
import { WEB_SESSION_COOKIE } from '../identity/service.ts';
import { errorPage } from '../../views/signin.ts';
import type { PageNav } from '../../views/layout.ts';
import type { AccountsService, Viewer } from './service.ts';

/**
 * What every signed-in page of the sign-in host needs: the person behind the session (or a
 * trip to the login page and back), the CSRF check of its forms, and error pages.
 */
export interface PageKit {
  /** The signed-in person, or undefined after answering with a redirect to the login page. */
  viewer(request: FastifyRequest, reply: FastifyReply, returnTo?: string): Promise<Viewer | undefined>;
  /** True when the form was rejected (answered with 403). */
  rejectForm(request: FastifyRequest, reply: FastifyReply): boolean;
  nav(viewer: Viewer, csrfToken: string): PageNav;
  /** Answers a service error as a page: 404 and 403 as such, anything else is thrown on. */
  errorReply(reply: FastifyReply, error: unknown): FastifyReply;
  /** Sends an error page, with the header navigation when someone is signed in. */
  errorPage(request: FastifyRequest, reply: FastifyReply, page: { title: string; message: string; status: number }): FastifyReply;
}

/**
 * The header navigation of the person signed in on this request, if anyone is: error pages
 * keep it, so nobody is stranded on one.
 */
export async function signedInNav(accounts: AccountsService, csrf: CsrfProtection, request: FastifyRequest, reply: FastifyReply): Promise<PageNav | undefined> {
  try {
    const viewer = await accounts.viewer(request.cookies[WEB_SESSION_COOKIE]);
    return viewer ? { userName: viewer.name, isAdmin: viewer.isAdmin, csrfToken: csrf.issue(request, reply) } : undefined;
  } catch {
    // The page explains a failure; a second one (the database gone) only loses the navigation.
    return undefined;
  }
}

export const CSRF_FAILED = 'The form was not accepted because it did not come from this page (or it is stale). Reload the page and try again.';

export function pageKit(accounts: AccountsService, csrf: CsrfProtection): PageKit {
  // Returning `reply` from a handler tells Fastify the answer is sent later, once the navigation is known.
  const sendError: PageKit['errorPage'] = (request, reply, page) => {
    void signedInNav(accounts, csrf, request, reply).then((nav) =>
      sendPage(reply, errorPage(page.title, page.message, nav ? { nav, wide: false } : {}), page.status),
    );
    return reply;
  };
  return {
    errorPage: sendError,
    async viewer(request, reply, returnTo) {
      const viewer = await accounts.viewer(request.cookies[WEB_SESSION_COOKIE], seenFrom(request));
      if (viewer) return viewer;
      // A form posted after the session ended comes back to the page it was on.
      const back = returnTo ? safeReturnPath(returnTo) : undefined;
      reply.redirect(back ? `/login?next=${encodeURIComponent(back)}` : loginLocation(request), 303);
      return undefined;
    },
    rejectForm(request, reply) {
      if (csrf.verify(request)) return false;
      sendError(request, reply, { title: 'Form not accepted', message: CSRF_FAILED, status: 403 });
      return true;
    },
    nav(viewer, csrfToken) {
      return { userName: viewer.name, isAdmin: viewer.isAdmin, csrfToken };
    },
    errorReply(reply, error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        return sendError(reply.request, reply, { title: 'Page not found', message: 'There is nothing here, or you do not have access to it.', status: 404 });
      }
      if (error instanceof ApiError && error.statusCode === 403) {
        return sendError(reply.request, reply, { title: 'Not allowed', message: error.message, status: 403 });
      }
      throw error;
    },
  };
}

/**
 * Where a new password that ended every session and token leaves the person: the page of
 * their API keys, which a new password does not touch, when they have any; otherwise their
 * account page. `done` names the message shown there.
 */
export async function afterNewPassword(accounts: AccountsService, viewer: Viewer, done: 'reset' | 'password-everywhere'): Promise<string> {
  return (await accounts.apiKeysInUse(viewer)).length ? `/account/api-keys?done=${done}` : `/account?done=${done}`;
}

/** The message of a service's 400 error, for showing on the form; anything else is thrown on. */
export function formProblem(error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 400) return error.message;
  throw error;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError } from '../../http/errors.ts';
import { loginLocation, safeReturnPath, sendPage } from '../../http/pages.ts';
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
}

export const CSRF_FAILED = 'The form was not accepted because it did not come from this page (or it is stale). Reload the page and try again.';

export function pageKit(accounts: AccountsService, csrf: CsrfProtection): PageKit {
  return {
    async viewer(request, reply, returnTo) {
      const viewer = await accounts.viewer(request.cookies[WEB_SESSION_COOKIE]);
      if (viewer) return viewer;
      // A form posted after the session ended comes back to the page it was on.
      const back = returnTo ? safeReturnPath(returnTo) : undefined;
      reply.redirect(back ? `/login?next=${encodeURIComponent(back)}` : loginLocation(request), 303);
      return undefined;
    },
    rejectForm(request, reply) {
      if (csrf.verify(request)) return false;
      sendPage(reply, errorPage('Form not accepted', CSRF_FAILED), 403);
      return true;
    },
    nav(viewer, csrfToken) {
      return { userName: viewer.name, isAdmin: viewer.isAdmin, csrfToken };
    },
    errorReply(reply, error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        return sendPage(reply, errorPage('Page not found', 'There is nothing here, or you do not have access to it.'), 404);
      }
      if (error instanceof ApiError && error.statusCode === 403) {
        return sendPage(reply, errorPage('Not allowed', error.message), 403);
      }
      throw error;
    },
  };
}

/** The message of a service's 400 error, for showing on the form; anything else is thrown on. */
export function formProblem(error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 400) return error.message;
  throw error;
}

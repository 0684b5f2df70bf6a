import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError } from '../../http/errors.ts';
import { loginLocation, safeReturnPath, sendPage } from '../../http/pages.ts';
import { anySignedInPerson } from '../../http/policies.ts';
import { seenFrom } from '../identity/routes.ts';
import { WEB_SESSION_COOKIE } from '../identity/web-sessions.ts';
import { errorPage } from '../../views/signin.ts';
import type { PageNav } from '../../views/layout.ts';
import type { AccountsService, Viewer } from './service.ts';

/**
 * What every signed-in page of the sign-in host needs: the person behind the session (or a
 * trip to the login page and back), its forms' actions, and error pages. The host checks
 * every form's CSRF token before any of this runs.
 */
export interface PageKit {
  /**
   * The signed-in person, or undefined after answering with a redirect to the login page.
   * Applies `anySignedInPerson`, the rule of the forms open to whoever is signed in.
   */
  viewer(request: FastifyRequest, reply: FastifyReply, returnTo?: string): Promise<Viewer | undefined>;
  /**
   * Runs a form's action for the signed-in person (a form posted after the session ended
   * comes back to `returnTo` after sign-in). A 400 or 409 from the services is shown on the
   * form's page by `onProblem`; 403 and 404 become error pages.
   */
  formAction(
    request: FastifyRequest,
    reply: FastifyReply,
    returnTo: string,
    action: (viewer: Viewer) => Promise<FastifyReply>,
    onProblem: (viewer: Viewer, message: string, status: number) => Promise<FastifyReply>,
  ): Promise<FastifyReply>;
  /**
   * Runs what a button asks of the signed-in person, where there is no form to show a problem
   * on: 403 and 404 from the services become error pages, anything else is thrown on.
   */
  action(request: FastifyRequest, reply: FastifyReply, returnTo: string | undefined, act: (viewer: Viewer) => Promise<FastifyReply>): Promise<FastifyReply>;
  nav(viewer: Viewer, csrfToken: string): PageNav;
  /**
   * Sends the page `build` renders with the request's CSRF token; a 403 or 404 from the
   * services becomes the error page instead.
   */
  render(request: FastifyRequest, reply: FastifyReply, build: (csrfToken: string) => Promise<string>, status?: number): Promise<FastifyReply>;
  /** A page of the signed-in person (or the trip to the login page): `viewer`, then `render`. */
  page(request: FastifyRequest, reply: FastifyReply, build: (viewer: Viewer, csrfToken: string) => Promise<string>): Promise<FastifyReply>;
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

export function pageKit(accounts: AccountsService, csrf: CsrfProtection): PageKit {
  // Returning `reply` from a handler tells Fastify the answer is sent later, once the navigation is known.
  const sendError: PageKit['errorPage'] = (request, reply, page) => {
    void signedInNav(accounts, csrf, request, reply).then((nav) =>
      sendPage(reply, errorPage(page.title, page.message, nav ? { nav, wide: false } : {}), page.status),
    );
    return reply;
  };
  const errorReply: PageKit['errorReply'] = (reply, error) => {
    if (error instanceof ApiError && error.statusCode === 404) {
      return sendError(reply.request, reply, { title: 'Page not found', message: 'There is nothing here, or you do not have access to it.', status: 404 });
    }
    if (error instanceof ApiError && error.statusCode === 403) {
      return sendError(reply.request, reply, { title: 'Not allowed', message: error.message, status: 403 });
    }
    throw error;
  };
  const viewer: PageKit['viewer'] = async (request, reply, returnTo) => {
    const person = await accounts.viewer(request.cookies[WEB_SESSION_COOKIE], seenFrom(request));
    if (anySignedInPerson(person)) return person;
    // A form posted after the session ended comes back to the page it was on.
    const back = returnTo ? safeReturnPath(returnTo) : undefined;
    reply.redirect(back ? `/login?next=${encodeURIComponent(back)}` : loginLocation(request), 303);
    return undefined;
  };
  const render: PageKit['render'] = async (request, reply, build, status = 200) => {
    try {
      const csrfToken = csrf.issue(request, reply);
      return sendPage(reply, await build(csrfToken), status);
    } catch (error) {
      return errorReply(reply, error);
    }
  };
  return {
    errorPage: sendError,
    viewer,
    errorReply,
    render,
    async action(request, reply, returnTo, act) {
      const person = await viewer(request, reply, returnTo);
      if (!person) return reply;
      try {
        return await act(person);
      } catch (error) {
        return errorReply(reply, error);
      }
    },
    async page(request, reply, build) {
      const person = await viewer(request, reply);
      if (!person) return reply;
      return render(request, reply, (csrfToken) => build(person, csrfToken));
    },
    async formAction(request, reply, returnTo, action, onProblem) {
      const person = await viewer(request, reply, returnTo);
      if (!person) return reply;
      try {
        return await action(person);
      } catch (error) {
        let failure: { message: string; status: number };
        try {
          failure = formFailure(error);
        } catch (other) {
          return errorReply(reply, other);
        }
        return onProblem(person, failure.message, failure.status);
      }
    },
    nav(viewer, csrfToken) {
      return { userName: viewer.name, isAdmin: viewer.isAdmin, csrfToken };
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

/** What went wrong with a form, for showing on it: a service's 400 or 409; anything else is thrown on. */
function formFailure(error: unknown): { message: string; status: number } {
  if (error instanceof ApiError && error.statusCode === 409) return { message: error.message, status: 409 };
  return { message: formProblem(error), status: 400 };
}

import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { sendPage } from '../../http/pages.ts';
import { anyVisitor } from '../../http/policies.ts';
import { confirmLinkPage, emailVerifiedPage, forgotPasswordPage, linkRefusedPage, resetPasswordPage } from './recovery-views.ts';
import { seenFrom, setWebSessionCookie } from '../identity/routes.ts';
import { WEB_SESSION_COOKIE } from '../identity/web-sessions.ts';
import { PASSWORD_RULES } from '../users/service.ts';
import { afterNewPassword } from './pages.ts';
import type { AccountsService } from './service.ts';
import { Csrf, formText } from './forms.ts';

const TokenQuery = Type.Object({ token: formText(200) });
const TokenBody = Type.Object({ ...Csrf, token: formText(200) });
const ForgotQuery = Type.Object({ sent: formText(10) });
const ForgotBody = Type.Object({ ...Csrf, email: formText(400) });
const ResetBody = Type.Object({ ...Csrf, token: formText(200), password: formText(1024), username: formText(400) });

const NEW_VERIFICATION = { href: '/account#email', label: 'Go to your account to send a new link' };
const NEW_RESET = { href: '/forgot-password', label: 'Ask for a new link' };
const TO_ACCOUNT = { href: '/account#email', label: 'Go to your account' };

/**
 * The pages behind mailed links and "Forgot password?". Nobody needs to be signed in: the
 * link is the proof. Opening a link changes nothing, since mail scanners fetch the links of
 * the mails they check: it shows a page whose button (or new password form) posts the link's
 * token back, and only that post uses the link. So their forms are open (`anyVisitor`).
 */
export async function recoveryRoutes(app: FastifyInstance, options: { accounts: AccountsService; csrf: CsrfProtection; secureCookies: boolean }): Promise<void> {
  const { accounts, csrf } = options;
  const signedIn = async (cookie: string | undefined) => Boolean(await accounts.viewer(cookie));

  /**
   * The two links that prove an address: a new account's, and the new address of an email
   * change. Each opens a page asking to go ahead, whose button posts the token back to use it.
   */
  const emailLinks = [
    {
      path: '/verify-email',
      purpose: 'verify_email',
      refused: NEW_VERIFICATION,
      use: (token: string, ip: string) => accounts.email.verifyEmail(token, ip),
      changed: false,
      title: 'Verify your email',
      lead: (email: string) => `Confirm that ${email} is your email address, so apps you sign in to can trust it.`,
      button: 'Verify my email',
    },
    {
      path: '/confirm-email',
      purpose: 'change_email',
      refused: TO_ACCOUNT,
      use: (token: string, ip: string) => accounts.email.confirmEmailChange(token, ip),
      changed: true,
      title: 'Confirm your new email',
      lead: (email: string) => `Move your account to ${email}. Mail about your account goes there from then on, and you sign in with it.`,
      button: 'Use this email',
    },
  ] as const;

  for (const link of emailLinks) {
    app.get<{ Querystring: Static<typeof TokenQuery> }>(link.path, { schema: { querystring: TokenQuery } }, async (request, reply) => {
      const token = request.query.token ?? '';
      const checked = await accounts.email.checkLink(link.purpose, token);
      if (!checked.ok) return sendPage(reply, linkRefusedPage(checked.message, link.refused), 400);
      const page = confirmLinkPage({ csrfToken: csrf.issue(request, reply), action: link.path, token, title: link.title, lead: link.lead(checked.email), button: link.button });
      return sendPage(reply, page);
    });

    app.post<{ Body: Static<typeof TokenBody> }>(link.path, { schema: { body: TokenBody }, config: { policy: anyVisitor } }, async (request, reply) => {
      const result = await link.use(request.body.token ?? '', request.ip);
      if (!result.ok) return sendPage(reply, linkRefusedPage(result.message, link.refused), 400);
      return sendPage(reply, emailVerifiedPage(result.email, link.changed, await signedIn(request.cookies[WEB_SESSION_COOKIE])));
    });
  }

  app.get<{ Querystring: Static<typeof ForgotQuery> }>('/forgot-password', { schema: { querystring: ForgotQuery } }, async (request, reply) =>
    sendPage(reply, forgotPasswordPage({ csrfToken: csrf.issue(request, reply), sent: request.query.sent === '1' })),
  );

  app.post<{ Body: Static<typeof ForgotBody> }>('/forgot-password', { schema: { body: ForgotBody }, config: { policy: anyVisitor } }, async (request, reply) => {
    const email = request.body.email ?? '';
    const outcome = await accounts.email.requestPasswordReset(email, request.ip);
    if (outcome === 'throttled') return sendPage(reply, forgotPasswordPage({ csrfToken: csrf.issue(request, reply), email, throttled: true }), 429);
    if (Object.keys(outcome).length) return sendPage(reply, forgotPasswordPage({ csrfToken: csrf.issue(request, reply), email, errors: outcome }), 400);
    return reply.redirect('/forgot-password?sent=1', 303);
  });

  app.get<{ Querystring: Static<typeof TokenQuery> }>('/reset-password', { schema: { querystring: TokenQuery } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const link = await accounts.email.checkResetLink(token);
    if (!link.ok) return sendPage(reply, linkRefusedPage(link.message, NEW_RESET), 400);
    return sendPage(reply, resetPasswordPage({ csrfToken: csrf.issue(request, reply), token, email: link.email, passwordRules: PASSWORD_RULES }));
  });

  app.post<{ Body: Static<typeof ResetBody> }>('/reset-password', { schema: { body: ResetBody }, config: { policy: anyVisitor } }, async (request, reply) => {
    const token = request.body.token ?? '';
    const outcome = await accounts.email.resetPassword(token, request.body.password ?? '', seenFrom(request));
    if (outcome.ok) {
      // Every earlier session ended, this browser's too; it is signed in afresh with the new password.
      setWebSessionCookie(reply, outcome.session, options.secureCookies);
      const viewer = await accounts.viewer(outcome.session);
      return reply.redirect(viewer ? await afterNewPassword(accounts, viewer, 'reset') : '/login', 303);
    }
    if ('message' in outcome) return sendPage(reply, linkRefusedPage(outcome.message, NEW_RESET), 400);
    const link = await accounts.email.checkResetLink(token);
    if (!link.ok) return sendPage(reply, linkRefusedPage(link.message, NEW_RESET), 400);
    const page = resetPasswordPage({ csrfToken: csrf.issue(request, reply), token, email: link.email, passwordRules: PASSWORD_RULES, error: outcome.passwordError });
    return sendPage(reply, page, 400);
  });
}

import type { UserRow } from '../../db/tables.ts';
import type { MailComposer, MailService } from '../mail/service.ts';
import { isDisabled, type UsersService } from '../users/service.ts';
import type { AccountTokens } from './tokens.ts';

/** The mails about a person's account, each composed when it is sent. */
export const ACCOUNT_MAILS = {
  verifyEmail: 'verify_email',
  confirmEmailChange: 'confirm_email_change',
  emailChanged: 'email_changed',
  passwordReset: 'password_reset',
  passwordChanged: 'password_changed',
  signUpWithExistingEmail: 'sign_up_existing_email',
  /** A church imported the person (`people import --invite`): the same name as INVITATION_MAIL of the people module. */
  churchInvitation: 'church_invitation',
} as const;

/** How long an invitation's set-your-password link works. */
export const INVITATION_LINK_MS = 7 * 24 * 60 * 60_000;

const PRODUCT = 'Community Platform';

function letter(user: Pick<UserRow, 'given_name'> | undefined, ...paragraphs: string[]): string {
  return [`Hello${user ? ` ${user.given_name}` : ''},`, ...paragraphs, `— ${PRODUCT}`].join('\n\n');
}

/** A time in mails, as on the pages: `22 Nov 2026, 11:29 UTC`. */
function when(iso: string): string {
  return `${new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}

/**
 * Registers the composers of the account mails. Each reads the account as it is when the
 * mail goes out and says nothing when the mail no longer applies (the address changed, the
 * account is gone or disabled); links are absolute on LOGIN_URL, each on a line of its own.
 */
export function composeAccountMails(mail: MailService, deps: { users: UsersService; tokens: AccountTokens; loginUrl: string }): void {
  const { users, tokens, loginUrl } = deps;
  const link = (path: string, token?: string) => `${loginUrl}${path}${token ? `?token=${token}` : ''}`;
  // A disabled account gets no mail: its links would lead nowhere, and it may no longer be its owner's.
  const active = (user: UserRow | undefined) => (user && !isDisabled(user) ? user : undefined);
  const userOf = async (id: number | null) => (id === null ? undefined : active(await users.get(id).catch(() => undefined)));

  const composers: Record<(typeof ACCOUNT_MAILS)[keyof typeof ACCOUNT_MAILS], MailComposer> = {
    async verify_email({ userId, recipient }) {
      const user = await userOf(userId);
      if (!user || user.email !== recipient || user.email_verified) return undefined;
      const token = await tokens.issue('verify_email', user.id, user.email);
      return {
        to: user.email,
        subject: `Verify your email for ${PRODUCT}`,
        text: letter(
          user,
          'Please confirm that this is your email address: open this link and press the button on the page it opens.',
          link('/verify-email', token),
          'The link works once, for 24 hours. Until you confirm, apps you sign in to see your email as not verified.',
          'If you did not create an account, you can ignore this mail.',
        ),
      };
    },

    async confirm_email_change({ userId, recipient }) {
      const user = await userOf(userId);
      if (!user || user.pending_email !== recipient) return undefined;
      if (await users.findByEmail(recipient)) {
        return {
          to: recipient,
          subject: `Your email address and ${PRODUCT}`,
          text: letter(
            undefined,
            `Someone asked to move another ${PRODUCT} account to this address, which already has an account of its own. Nothing has changed.`,
            'If you meant to sign in, you can do so here:',
            link('/login'),
          ),
        };
      }
      const token = await tokens.issue('change_email', user.id, recipient);
      return {
        to: recipient,
        subject: `Confirm your new email for ${PRODUCT}`,
        text: letter(
          user,
          `You asked to use this address for your ${PRODUCT} account instead of ${user.email}. To confirm it, open this link and press the button on the page it opens:`,
          link('/confirm-email', token),
          `The link works once, for 24 hours. Until you confirm, your account keeps using ${user.email}.`,
          'If you did not ask for this, you can ignore this mail.',
        ),
      };
    },

    async email_changed({ userId, recipient, data }) {
      const user = await userOf(userId);
      if (!user) return undefined;
      return {
        to: recipient,
        subject: `The email of your ${PRODUCT} account was changed`,
        text: letter(
          user,
          `On ${when(data.at ?? new Date().toISOString())} the email of your ${PRODUCT} account was changed from ${recipient} to ${data.newEmail}. Mail about the account now goes there.`,
          'If you did not make this change, tell the people who run this platform at once: someone else may be using your account.',
        ),
      };
    },

    async password_reset({ recipient }) {
      const user = active(await users.findByEmail(recipient));
      if (!user) return undefined;
      const token = await tokens.issue('reset_password', user.id, user.email);
      return {
        to: user.email,
        subject: `Reset your ${PRODUCT} password`,
        text: letter(
          user,
          'Someone (we hope you) asked to reset the password of your account. Choose a new password here:',
          link('/reset-password', token),
          'The link works once, for 1 hour. Setting a new password signs you out on every device and ends the access of every app you have allowed.',
          'If you did not ask for this, you can ignore this mail: your password stays as it is.',
        ),
      };
    },

    async password_changed({ userId, recipient, data }) {
      const user = await userOf(userId);
      if (!user) return undefined;
      const how = data.how === 'reset' ? 'with a link sent to this address, and you were signed out on every device and of every app' : 'on your account page';
      return {
        to: recipient,
        subject: `Your ${PRODUCT} password was changed`,
        text: letter(
          user,
          `The password of your ${PRODUCT} account was changed on ${when(data.at ?? new Date().toISOString())}, ${how}.`,
          'If this was not you, choose a new password at once:',
          link('/forgot-password'),
        ),
      };
    },

    async church_invitation({ userId, recipient, data }) {
      const user = await userOf(userId);
      // Once the person has signed in (their address is verified) or the address moved, the invitation says nothing new.
      if (!user || user.email !== recipient || user.email_verified) return undefined;
      const token = await tokens.issue('reset_password', user.id, user.email, INVITATION_LINK_MS);
      return {
        to: user.email,
        subject: `${data.churchName ?? 'Your church'} invites you to ${PRODUCT}`,
        text: letter(
          user,
          `${data.churchName ?? 'Your church'} has added you to its people on ${PRODUCT}. An account was made for you with this address; to use it, choose your password here:`,
          link('/reset-password', token),
          'The link works once, for 7 days. Afterwards you can ask for a new one on the sign-in page ("Forgot your password?").',
          'If you did not expect this, you can ignore this mail.',
        ),
      };
    },

    async sign_up_existing_email({ recipient }) {
      const user = active(await users.findByEmail(recipient));
      if (!user) return undefined;
      return {
        to: user.email,
        subject: `Someone tried to sign up with your email`,
        text: letter(
          user,
          `Someone (perhaps you) tried to create a ${PRODUCT} account with this email address. It already has an account, so no new one was created.`,
          'If it was you, sign in here:',
          link('/login'),
          'Forgot your password? Choose a new one here:',
          link('/forgot-password'),
          'If it was not you, you can ignore this mail: nothing has changed.',
        ),
      };
    },
  };
  for (const [kind, composer] of Object.entries(composers)) mail.compose(kind, composer);
}

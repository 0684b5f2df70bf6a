import type { AuditService } from '../audit/service.ts';
import type { UsersService } from '../users/service.ts';
import { actorOf, type Viewer } from './viewer.ts';
import type { SignInThrottle } from './throttle.ts';

/** The answer to a current password typed into a form. */
export type PasswordCheck = 'right' | 'wrong' | 'paused';

/**
 * The current password that the email-change and password-change forms ask of a signed-in
 * person, checked under sign-in's throttle and in its very counters (the account's email and
 * the client's address): a wrong password here counts as a failed sign-in, and a pause
 * reached either way stops both. Someone holding a stolen session therefore guesses no faster
 * than at the login form, and cannot reset the count by switching forms. A right password
 * clears the account's count, as a sign-in does.
 */
export class CurrentPasswordCheck {
  private readonly users: UsersService;
  private readonly throttle: SignInThrottle;
  private readonly audit: AuditService;

  constructor(deps: { users: UsersService; throttle: SignInThrottle; audit: AuditService }) {
    this.users = deps.users;
    this.throttle = deps.throttle;
    this.audit = deps.audit;
  }

  async check(viewer: Viewer, password: string, ip: string): Promise<PasswordCheck> {
    if (!(await this.throttle.allowed(viewer.email, ip))) return 'paused';
    if (!(await this.users.verifyCredentials(viewer.email, password))) {
      if (await this.throttle.failed(viewer.email, ip)) {
        await this.audit.record({ type: 'sign_in.throttled', actor: actorOf(viewer, ip), target: viewer.email });
      }
      return 'wrong';
    }
    await this.throttle.succeeded(viewer.email);
    return 'right';
  }
}

/** Shown on either form while checks are paused. */
export const PASSWORD_CHECKS_PAUSED =
  'Too many wrong passwords. To protect your account, password checks (and sign-in) are paused for a while. Wait 15 minutes and try again.';

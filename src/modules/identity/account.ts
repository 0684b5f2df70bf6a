import type { Account } from 'oidc-provider';
import type { UsersService } from '../users/service.ts';

/**
 * The account behind a `sub` (our user id), unless it is gone or disabled. oidc-provider releases only the claims of the
 * granted scopes (see SIGNIN_CLAIMS); every person has a picture, their own or a generated one.
 */
export async function findAccount(users: UsersService, sub: string): Promise<Account | undefined> {
  if (!/^[1-9]\d{0,15}$/.test(sub)) return undefined;
  // A disabled person is nobody to the issuers: userinfo, refresh grants and access tokens are refused.
  const profile = await users.activeAccount(Number(sub));
  if (!profile) return undefined;
  return {
    accountId: sub,
    claims: async () => ({
      sub,
      name: profile.name,
      given_name: profile.givenName,
      family_name: profile.familyName,
      picture: profile.picture,
      email: profile.email,
      email_verified: profile.emailVerified,
    }),
  };
}

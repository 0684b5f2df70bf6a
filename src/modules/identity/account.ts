import type { Account, AccountClaims } from 'oidc-provider';
import type { OwnProfile, UsersService } from '../users/service.ts';
import { isDisabled } from '../users/service.ts';

/**
 * The account behind a `sub` (our user id), unless it is gone or disabled. oidc-provider releases only the claims of the
 * granted scopes (see SIGNIN_CLAIMS); every person has a picture, their own or a generated one.
 *
 * `known` is the person as a refresh grant read them with its token (their `disabled_at`, null
 * when gone; see personReadWithRefreshToken): then nobody is looked up unless the claims are
 * asked for (an id_token).
 */
export async function findAccount(users: UsersService, sub: string, known?: { disabled_at: string | null } | null): Promise<Account | undefined> {
  if (!/^[1-9]\d{0,15}$/.test(sub)) return undefined;
  const id = Number(sub);
  // A disabled person is nobody to the issuers: userinfo, refresh grants and access tokens are refused.
  if (known !== undefined) {
    if (known === null || isDisabled(known)) return undefined;
    return { accountId: sub, claims: async () => claimsOf(sub, await users.activeAccount(id)) };
  }
  const profile = await users.activeAccount(id);
  if (!profile) return undefined;
  return { accountId: sub, claims: async () => claimsOf(sub, profile) };
}

function claimsOf(sub: string, profile: OwnProfile | undefined): AccountClaims {
  if (!profile) return { sub };
  return {
    sub,
    name: profile.name,
    given_name: profile.givenName,
    family_name: profile.familyName,
    picture: profile.picture,
    email: profile.email,
    email_verified: profile.emailVerified,
  };
}

import { API_SCOPES, isApiScope } from '../../http/scopes.ts';

/** The sign-in scopes of the spec, with the words shown on the consent page. */
export const SIGNIN_SCOPES = {
  openid: 'Know who you are (your account identifier)',
  profile: 'See your name and profile picture',
  email: 'See your email address and whether it is verified',
} as const;

export type SigninScope = keyof typeof SIGNIN_SCOPES;

export function isSigninScope(value: string): value is SigninScope {
  return Object.hasOwn(SIGNIN_SCOPES, value);
}

/** Plain words for a scope of either issuer. */
export function describeScope(scope: string): string {
  if (isApiScope(scope)) return API_SCOPES[scope];
  if (isSigninScope(scope)) return SIGNIN_SCOPES[scope];
  return scope;
}

/** Claims each sign-in scope releases (OpenID Connect standard claims). */
export const SIGNIN_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'picture'],
  email: ['email', 'email_verified'],
};

/** Splits a space-separated scope parameter into its distinct, non-empty values. */
export function splitScope(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(' ').filter(Boolean))];
}

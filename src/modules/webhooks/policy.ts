import { policy } from '../../http/policies.ts';
import { API_SCOPE_NAMES, isApiScope, type ApiScope } from '../../http/scopes.ts';
import { canReadChangeType, type Reader } from '../changes/policy.ts';
import { isChangeType, type ChangeType } from '../changes/schemas.ts';

/** An app's webhooks are managed by its owner only; to anyone else the app does not exist. */
export const canManageWebhooks = policy('canManageWebhooks', (userId: number, app: { ownerId: number }) => app.ownerId === userId);

/** What a subscription's principal may be given: the read scopes (writes are not sent anywhere). */
export const WEBHOOK_SCOPES: ApiScope[] = API_SCOPE_NAMES.filter((scope) => scope.startsWith('read:'));

/** Without `--scope`, as for API keys: every read scope but donations and households, which must be asked for by name. */
export const DEFAULT_WEBHOOK_SCOPES: ApiScope[] = WEBHOOK_SCOPES.filter((scope) => scope !== 'read:donations' && scope !== 'read:households');

/** What a platform administrator approved the app for. */
export type AppApprovals = Pick<Reader, 'donationsApproved' | 'householdsApproved'>;

/** Donation records, and households with their children, go only to apps a platform administrator approved for them. */
export function canSubscribeWithScope(scope: ApiScope, approvals: AppApprovals): boolean {
  if (!WEBHOOK_SCOPES.includes(scope)) return false;
  if (scope === 'read:donations') return approvals.donationsApproved;
  if (scope === 'read:households') return approvals.householdsApproved;
  return true;
}

/**
 * The endpoint's principal: the app's owner, with the subscription's scopes and the app's
 * approvals (unlike the owner's own API key, an endpoint is the app's, so household data needs
 * the app's approval).
 */
export function webhookReader(ownerId: number, scopes: readonly ApiScope[], approvals: AppApprovals): Reader {
  return { userId: ownerId, scopes: new Set(scopes), ...approvals };
}

/** An endpoint's scopes, stored space-separated. */
export function storedScopes(text: string): ApiScope[] {
  return text.split(' ').filter(isApiScope);
}

/** An endpoint's event types, stored space-separated; none: every type. */
export function storedEventTypes(text: string): ChangeType[] {
  return text.split(' ').filter(isChangeType);
}

/** The principal of a stored endpoint: its app's owner, its scopes, its app's approvals. */
export function endpointReader(endpoint: { owner_id: number; scopes: string; donations_access: string; households_access: string }): Reader {
  return webhookReader(endpoint.owner_id, storedScopes(endpoint.scopes), {
    donationsApproved: endpoint.donations_access === 'approved',
    householdsApproved: endpoint.households_access === 'approved',
  });
}

/**
 * Whether an endpoint gets a delivery row for an event of this type: it asked for the type
 * (or for all), and its principal may read the type at all. Whether it may see the very
 * object is decided when the event is sent.
 */
export function wantsEvent(eventTypes: readonly ChangeType[], reader: Reader, type: ChangeType): boolean {
  return (eventTypes.length === 0 || eventTypes.includes(type)) && canReadChangeType(reader, type);
}

/** A 2xx answer is a delivery; anything else (a redirect too: it is not followed) is a failure. */
export function isDelivered(status: number): boolean {
  return status >= 200 && status < 300;
}

/** `410 Gone`: the receiver says the endpoint is gone for good; it is disabled at once. */
export function disablesAtOnce(status: number): boolean {
  return status === 410;
}

/** The wait before the next try after `attempts` failed tries, or undefined when the schedule is over. */
export function retryDelay(attempts: number, delaysMs: readonly number[]): number | undefined {
  return attempts >= 1 && attempts <= delaysMs.length ? delaysMs[attempts - 1] : undefined;
}

/** An endpoint that has failed every delivery since `failingSince` for `disableAfterMs` is disabled. */
export function failedTooLong(failingSince: string | null, now: number, disableAfterMs: number): boolean {
  return failingSince !== null && now - new Date(failingSince).getTime() >= disableAfterMs;
}

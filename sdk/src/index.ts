export { ApiError, CommunityPlatform, refreshAtTokenEndpoint } from './client.ts';
export type { ApiKeyOptions, CommunityPlatformOptions, ErrorObject, OAuthOptions, Tokens } from './client.ts';
export { verifyWebhook, WebhookVerificationError } from './webhooks.ts';
export type { WebhookEvent } from './webhooks.ts';
export type { components, operations, paths } from './generated/api.ts';

import type { components } from './generated/api.ts';
/** The API's named shapes: `Schemas['Church']`, `Schemas['Prayer']`, … */
export type Schemas = components['schemas'];

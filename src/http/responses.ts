import { ErrorSchema } from './errors.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid parameters',
  401: 'Missing or invalid credentials',
  403: 'Insufficient scope or permissions',
  404: 'The resource does not exist',
  409: 'Conflicts with the current state',
  429: 'Rate limit exceeded',
};

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, { ...ErrorSchema, description: DESCRIPTIONS[status] }]));
}

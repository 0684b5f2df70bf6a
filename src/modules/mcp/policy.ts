import type { Principal } from '../../http/principal.ts';
import { lacksApproval } from '../identity/assistants.ts';
import type { ApiTool } from './tools.ts';

/**
 * Who may use which tool of the MCP server. What a tool call may do is the REST route's own rule,
 * applied when the call runs as its request; these decide what a caller is shown and when a
 * token with more scopes would help (step-up).
 */

/**
 * Whether a caller may use a tool: its scope, and the approval the scope needs (donations,
 * households) for the caller's app. `any` takes any API scope.
 */
export function toolAllowed(tool: Pick<ApiTool, 'scope'>, principal: Principal): boolean {
  if (tool.scope === 'any') return principal.scopes.size > 0;
  return principal.scopes.has(tool.scope as never) && !lacksApproval(tool.scope, principal);
}

/**
 * The scope a caller would need to be given for this tool, when a token with more scopes would
 * let the call through (step-up); undefined when the caller may call it, or when no token could
 * (an approval the app lacks).
 */
export function missingScope(tool: Pick<ApiTool, 'scope'>, principal: Principal): string | undefined {
  if (toolAllowed(tool, principal) || tool.scope === 'any' || lacksApproval(tool.scope, principal)) return undefined;
  return tool.scope;
}

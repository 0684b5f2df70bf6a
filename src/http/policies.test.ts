import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { buildTestApp } from '../../test/helpers.ts';

/**
 * Every write of the API and the permission rule it applies. A new POST, PUT, PATCH or
 * DELETE route must name a policy (the API host refuses to start otherwise) and be added
 * here; the rule must be a function of its module's policy.ts that the module's service calls.
 */
const EXPECTED: Record<string, string> = {
  'PATCH /api/v1/churches/:id': 'canUpdateChurch',
  'POST /api/v1/churches/:id/join': 'canJoinChurch',
  'DELETE /api/v1/churches/:id/leave': 'canLeaveChurch',
  'PUT /api/v1/churches/:id/members/:userId': 'canManageChurchMembers',
  'DELETE /api/v1/churches/:id/members/:userId': 'canManageChurchMembers',
  'POST /api/v1/events/:id/register': 'canRegisterForEvent',
  'DELETE /api/v1/events/:id/register': 'canRegisterForEvent',
  'POST /api/v1/events': 'canManageEvents',
  'PATCH /api/v1/events/:id': 'canManageEvents',
  'DELETE /api/v1/events/:id': 'canManageEvents',
  'POST /api/v1/groups/:id/join': 'canJoinGroup',
  'DELETE /api/v1/groups/:id/leave': 'canJoinGroup',
  'POST /api/v1/groups': 'canCreateGroup',
  'PATCH /api/v1/groups/:id': 'canUpdateGroup',
  'DELETE /api/v1/groups/:id': 'canDeleteGroup',
  'PUT /api/v1/groups/:id/members/:userId': 'canManageGroupMembers',
  'DELETE /api/v1/groups/:id/members/:userId': 'canRemoveGroupMember',
  'POST /api/v1/prayers': 'canPostPrayer',
  'POST /api/v1/prayers/:id/pray': 'canPray',
  'POST /api/v1/prayers/:id/answered': 'canMarkAnswered',
  'PATCH /api/v1/prayers/:id': 'canEditPrayer',
  'DELETE /api/v1/prayers/:id': 'canDeletePrayer',
};

test('every write names a policy of its module, and the module applies it', async (t) => {
  const { app } = await buildTestApp(t);
  const registered = Object.fromEntries(app.policyRoutes.map((route) => [`${route.method} ${route.url}`, route.policy]));
  assert.deepEqual(registered, EXPECTED);

  for (const { method, url, policy } of app.policyRoutes) {
    const module = url.split('/')[3];
    const policies = (await import(`../modules/${module}/policy.ts`)) as Record<string, unknown>;
    assert.equal(typeof policies[policy], 'function', `${method} ${url}: ${policy} is not a rule of modules/${module}/policy.ts`);
    const service = await readFile(new URL(`../modules/${module}/service.ts`, import.meta.url), 'utf8');
    assert.match(service, new RegExp(`\\b${policy}\\(`), `${method} ${url}: modules/${module}/service.ts never calls ${policy}`);
  }
});

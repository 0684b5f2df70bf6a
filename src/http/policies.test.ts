import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helpers.ts';
import { buildSigninTestHost, PageClient } from '../../test/pages.ts';
import { canChangeAdmin, canChangeDisabled } from '../modules/admin/policy.ts';
import { canReadGroupCalendar } from '../modules/calendars/policy.ts';
import { canLeaveChurch, canManageChurchMembers, canUpdateChurch } from '../modules/churches/policy.ts';
import { canManageApp } from '../modules/apps/policy.ts';
import { isPlatformAdmin } from '../modules/dashboard/policy.ts';
import { canManageEvents, canRecordHeadcount } from '../modules/events/policy.ts';
import { canCreateGroup, canDeleteGroup, canManageGroupMembers, canRemoveGroupMember, canUpdateGroup } from '../modules/groups/policy.ts';
import { canRecordMeeting } from '../modules/attendance/policy.ts';
import { canCreateHousehold, canDeleteHousehold, canEditHousehold } from '../modules/households/policy.ts';
import { canCheckIn, canCheckOut, canManageRooms } from '../modules/checkin/policy.ts';
import { canDeletePrayer, canEditPrayer, canMarkAnswered } from '../modules/prayers/policy.ts';
import { canManageWebhooks } from '../modules/webhooks/policy.ts';
import { anyCaller, anySignedInPerson, anyVisitor, policy, registerPolicyGate, type Policy } from './policies.ts';
import type { Principal } from './principal.ts';

/**
 * Every write of the API and the rule it declares. A new POST, PUT, PATCH or DELETE route must
 * declare one (the host does not start otherwise) and be added here.
 */
const API_WRITES: Record<string, Policy> = {
  'PATCH /api/v1/churches/:id': canUpdateChurch,
  'POST /api/v1/churches/:id/join': anyCaller,
  'DELETE /api/v1/churches/:id/leave': canLeaveChurch,
  'PUT /api/v1/churches/:id/members/:userId': canManageChurchMembers,
  'DELETE /api/v1/churches/:id/members/:userId': canManageChurchMembers,
  'POST /api/v1/events/:id/register': anyCaller,
  'DELETE /api/v1/events/:id/register': anyCaller,
  'POST /api/v1/events': canManageEvents,
  'PATCH /api/v1/events/:id': canManageEvents,
  'DELETE /api/v1/events/:id': canManageEvents,
  'PUT /api/v1/events/:id/headcount': canRecordHeadcount,
  'POST /api/v1/groups/:id/join': anyCaller,
  // Each tool call is its REST request, which applies its own rule.
  'POST /api/v1/mcp': anyCaller,
  'DELETE /api/v1/mcp': anyCaller,
  'DELETE /api/v1/groups/:id/leave': anyCaller,
  'POST /api/v1/groups': canCreateGroup,
  'PATCH /api/v1/groups/:id': canUpdateGroup,
  'DELETE /api/v1/groups/:id': canDeleteGroup,
  'PUT /api/v1/groups/:id/members/:userId': canManageGroupMembers,
  'DELETE /api/v1/groups/:id/members/:userId': canRemoveGroupMember,
  'POST /api/v1/prayers': anyCaller,
  'POST /api/v1/prayers/:id/pray': anyCaller,
  'POST /api/v1/prayers/:id/answered': canMarkAnswered,
  'PATCH /api/v1/prayers/:id': canEditPrayer,
  'DELETE /api/v1/prayers/:id': canDeletePrayer,
  'POST /api/v1/groups/:id/meetings': canRecordMeeting,
  'PATCH /api/v1/meetings/:id': canRecordMeeting,
  'DELETE /api/v1/meetings/:id': canRecordMeeting,
  'POST /api/v1/households': canCreateHousehold,
  'PATCH /api/v1/households/:id': canEditHousehold,
  'DELETE /api/v1/households/:id': canDeleteHousehold,
  'PUT /api/v1/households/:id/adults/:userId': canEditHousehold,
  'DELETE /api/v1/households/:id/adults/:userId': canEditHousehold,
  'POST /api/v1/households/:id/children': canEditHousehold,
  'PATCH /api/v1/children/:id': canEditHousehold,
  'DELETE /api/v1/children/:id': canEditHousehold,
  'POST /api/v1/events/:id/rooms': canManageRooms,
  'PATCH /api/v1/rooms/:id': canManageRooms,
  'DELETE /api/v1/rooms/:id': canManageRooms,
  'POST /api/v1/events/:id/check-ins': canCheckIn,
  'POST /api/v1/check-ins/:id/check-out': canCheckOut,
};

/** Every form of the sign-in host and the rule it declares; added to with each new form. */
const SIGNIN_WRITES: Record<string, Policy> = {
  'POST /interaction/:tag/:uid/login': anyVisitor,
  'POST /interaction/:tag/:uid/consent': anyVisitor,
  'POST /login': anyVisitor,
  'POST /logout': anyVisitor,
  'POST /signup': anyVisitor,
  'POST /verify-email': anyVisitor,
  'POST /confirm-email': anyVisitor,
  'POST /forgot-password': anyVisitor,
  'POST /reset-password': anyVisitor,
  'POST /account/profile': anySignedInPerson,
  'POST /account/password': anySignedInPerson,
  'POST /account/api-keys/:clientId/:keyId/revoke': canManageApp,
  'POST /account/email/verification': anySignedInPerson,
  'POST /account/email': anySignedInPerson,
  'POST /account/apps/:clientId/revoke': anySignedInPerson,
  'POST /account/sessions/:handle/end': anySignedInPerson,
  'POST /account/sessions/end-others': anySignedInPerson,
  'POST /account/delete': anySignedInPerson,
  'POST /account/calendars/me': anySignedInPerson,
  'POST /account/calendars/groups/:groupId': canReadGroupCalendar,
  'POST /developers': anySignedInPerson,
  'POST /developers/apps/:clientId/secret': canManageApp,
  'POST /developers/apps/:clientId/redirect-uris': canManageApp,
  'POST /developers/apps/:clientId/redirect-uris/remove': canManageApp,
  'POST /developers/apps/:clientId/post-logout-redirect-uris': canManageApp,
  'POST /developers/apps/:clientId/post-logout-redirect-uris/remove': canManageApp,
  'POST /developers/apps/:clientId/web-origins': canManageApp,
  'POST /developers/apps/:clientId/web-origins/remove': canManageApp,
  'POST /developers/apps/:clientId/keys': canManageApp,
  'POST /developers/apps/:clientId/keys/:keyId/revoke': canManageApp,
  'POST /developers/apps/:clientId/donations': canManageApp,
  'POST /developers/apps/:clientId/households': canManageApp,
  'POST /developers/apps/:clientId/details': canManageApp,
  'POST /developers/apps/:clientId/backchannel-logout': canManageApp,
  'POST /developers/apps/:clientId/delete': canManageApp,
  'POST /developers/apps/:clientId/webhooks': canManageWebhooks,
  'POST /developers/apps/:clientId/webhooks/:webhookId/test': canManageWebhooks,
  'POST /developers/apps/:clientId/webhooks/:webhookId/disable': canManageWebhooks,
  'POST /developers/apps/:clientId/webhooks/:webhookId/enable': canManageWebhooks,
  'POST /developers/apps/:clientId/webhooks/:webhookId/delete': canManageWebhooks,
  'POST /developers/apps/:clientId/webhooks/:webhookId/deliveries/:deliveryId/redeliver': canManageWebhooks,
  'POST /developers/apps/:clientId/webhooks/:webhookId/secret': canManageWebhooks,
  'POST /admin/donations/:clientId': isPlatformAdmin,
  'POST /admin/households/:clientId': isPlatformAdmin,
  'POST /admin/people/:userId/admin': canChangeAdmin,
  'POST /admin/people/:userId/disabled': canChangeDisabled,
  'POST /my/churches/:id': canUpdateChurch,
  'POST /my/churches/:id/calendar': canUpdateChurch,
  'POST /my/churches/:id/import': canManageChurchMembers,
  'POST /my/churches/:id/members/add': canManageChurchMembers,
  'POST /my/churches/:id/members/invite': canManageChurchMembers,
  'POST /my/churches/:id/members/:userId/role': canManageChurchMembers,
  'POST /my/churches/:id/members/:userId/remove': canManageChurchMembers,
  'POST /my/churches/:id/events': canManageEvents,
  'POST /my/churches/:id/events/:eventId': canManageEvents,
  'POST /my/churches/:id/events/:eventId/delete': canManageEvents,
  'POST /my/churches/:id/groups': canCreateGroup,
  'POST /my/churches/:id/groups/:groupId': canUpdateGroup,
  'POST /my/churches/:id/groups/:groupId/members/add': canManageGroupMembers,
  'POST /my/churches/:id/groups/:groupId/members/:userId/role': canManageGroupMembers,
  'POST /my/churches/:id/groups/:groupId/members/:userId/remove': canRemoveGroupMember,
  'POST /my/churches/:id/groups/:groupId/delete': canDeleteGroup,
  'POST /my/churches/:id/groups/:groupId/meetings': canRecordMeeting,
  'POST /my/churches/:id/check-in': canCheckIn,
  'POST /my/churches/:id/check-in/out/find': canCheckOut,
  'POST /my/churches/:id/check-in/out': canCheckOut,
};

function declared(app: FastifyInstance): Record<string, Policy> {
  return Object.fromEntries(app.writeRoutes.map((route) => [`${route.method} ${route.url}`, route.policy]));
}

test('a policy is its rule: same answers, named, usable as a type guard', () => {
  const canEdit = policy('canEdit', (callerId: number, authorId: number) => callerId === authorId);
  assert.equal(canEdit(1, 1), true);
  assert.equal(canEdit(1, 2), false);
  assert.equal(canEdit.policyName, 'canEdit');
  assert.equal(canEdit.name, 'canEdit', 'stack traces name the rule');

  const person: { id: number } | undefined = { id: 1 };
  if (anySignedInPerson(person)) assert.equal(person.id, 1);
});

test('the open rules: any authenticated caller, anyone signed in, any visitor', () => {
  const principal: Principal = { userId: 1, appId: 1, scopes: new Set(), via: 'api_key', credentialId: 'k', donationsApproved: false, householdsApproved: false };
  assert.equal(anyCaller(principal), true);
  assert.equal(anyCaller(undefined), false);
  assert.equal(anySignedInPerson({ id: 1 }), true);
  assert.equal(anySignedInPerson(undefined), false);
  assert.equal(anyVisitor(), true);
});

test('every write of the API declares its policy', async (t) => {
  const { app } = await buildTestApp(t);
  await app.ready();
  assert.deepEqual(declared(app), API_WRITES);
});

test('every form of the sign-in host declares its policy', async (t) => {
  const { app } = await buildSigninTestHost(t);
  await app.ready();
  assert.deepEqual(declared(app), SIGNIN_WRITES);
});

test('neither host starts with a write route that declares no policy', async (t) => {
  const { app: api } = await buildTestApp(t);
  const { app: signin } = await buildSigninTestHost(t);
  for (const [name, app] of [['API', api], ['sign-in', signin]] as const) {
    await assert.rejects(
      async () => {
        app.post('/unguarded', async () => ({ done: true }));
        await app.ready();
      },
      /POST \/unguarded declares no policy/,
      name,
    );
  }
});

test('on the test hosts, a successful write whose handler skips its policy fails with 500; one that applies it passes', async (t) => {
  const { app: api } = await buildTestApp(t);
  const { app: signin } = await buildSigninTestHost(t);
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warning.name === 'PolicyNotApplied' && warnings.push(warning.message);
  process.on('warning', onWarning);
  t.after(() => process.off('warning', onWarning));
  for (const app of [api, signin]) {
    app.post('/skips', { config: { policy: canUpdateChurch } }, async () => ({ done: true }));
    app.post('/applies', { config: { policy: canUpdateChurch } }, async () => ({ done: canUpdateChurch('admin') }));
    // A refusal changed nothing: it passes whatever was evaluated.
    app.post('/refuses', { config: { policy: canUpdateChurch } }, async (_request, reply) => reply.code(403).send({ done: false }));
  }

  assert.equal((await api.inject({ method: 'POST', url: '/skips' })).statusCode, 500);
  assert.equal((await api.inject({ method: 'POST', url: '/applies' })).statusCode, 200);
  assert.equal((await api.inject({ method: 'POST', url: '/refuses' })).statusCode, 403);
  const browser = new PageClient(signin);
  await browser.get('/login');
  const skipped = await browser.post('/skips');
  assert.equal(skipped.statusCode, 500);
  assert.match(skipped.body, /Something went wrong/);
  assert.equal((await browser.post('/applies')).statusCode, 200);
  assert.equal((await browser.post('/refuses')).statusCode, 403);

  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(warnings, Array(2).fill('POST /skips answered 200 without evaluating its policy canUpdateChurch'));
});

test('the recorder: what counts as applied, and what is not recorded', async (t) => {
  const app = Fastify();
  t.after(() => app.close());
  registerPolicyGate(app, { record: true, hostRules: new Map([[anyCaller, () => false]]) });
  const canPost = policy('canPost', (allowed: boolean) => allowed);
  const other = policy('other', () => true);
  app.post('/inner', { config: { policy: canPost } }, async () => {
    // Evaluated after an await and inside a nested call: still this request's.
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { done: [true].every((allowed) => canPost(allowed)) };
  });
  app.post('/other-rule', { config: { policy: canPost } }, async () => ({ done: other() }));
  app.post('/signed-out', { config: { policy: canPost } }, async (_request, reply) => {
    // The sign-in pages' redirect to the login page: an open rule found nobody, nothing was done.
    if (!anySignedInPerson(undefined)) return reply.redirect('/login', 303);
    return { done: true };
  });
  app.post('/early', {
    config: { policy: canPost },
    // An answer before the handler (as an idempotent replay is) repeats a recorded one.
    preHandler: async (_request, reply) => reply.code(201).send({ replayed: true }),
  }, async () => ({ done: true }));
  app.put('/open', { config: { policy: anyCaller } }, async () => ({ done: true }));

  assert.equal((await app.inject({ method: 'POST', url: '/inner' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'POST', url: '/other-rule' })).statusCode, 500, 'only the declared rule counts');
  assert.equal((await app.inject({ method: 'POST', url: '/signed-out' })).statusCode, 303);
  assert.equal((await app.inject({ method: 'POST', url: '/early' })).statusCode, 201);
  assert.equal((await app.inject({ method: 'PUT', url: '/open' })).statusCode, 403, 'a rule of the host is applied before the handler');
  // A rule evaluated outside any request (the command line) is not recorded anywhere.
  assert.equal(canPost(true), true);
});

test('a host that does not record checks nothing, and still applies its own rules', async (t) => {
  const app = Fastify();
  t.after(() => app.close());
  registerPolicyGate(app, { record: false, hostRules: new Map([[anyCaller, () => false]]) });
  app.post('/skips', { config: { policy: canUpdateChurch } }, async () => ({ done: true }));
  app.post('/open', { config: { policy: anyCaller } }, async () => ({ done: true }));
  assert.equal((await app.inject({ method: 'POST', url: '/skips' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'POST', url: '/open' })).statusCode, 403);
});

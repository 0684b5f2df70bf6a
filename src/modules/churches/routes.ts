import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operationDoc } from '../../http/responses.ts';
import { deleteRoute, itemRoute, joinRoute } from '../../http/item-routes.ts';
import { CursorPageQuery, IdParams, PageSinceQuery } from '../../http/pagination.ts';
import { keptItemRoute, keptListRoute } from '../../http/kept-routes.ts';
import { itemReadRoute, listReadRoute } from '../../http/read-routes.ts';
import { memberManagementRoutes, peopleListRoute } from '../../http/member-routes.ts';
import { Church, ChurchChanges, ChurchMember, MemberCount, MemberRoleBody } from './schemas.ts';
import type { ChurchesService } from './service.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canLeaveChurch, canManageChurchMembers, canUpdateChurch } from './policy.ts';

const doc = operationDoc('Churches');

export const churchesRoutes: FastifyPluginAsyncTypebox<{ churches: ChurchesService; answers: ListAnswers }> = async (app, { churches, answers }) => {
  // One list of every church, showing nothing of the reader: one stamp for every query and reader.
  keptListRoute(app, answers, {
    url: '/churches', scope: 'read:churches',
    doc: doc('listChurches', 'List churches', 'Churches ordered by id.'),
    querystring: CursorPageQuery, entry: Church, errors: [400, 401, 403, 429],
    stamp: () => churches.listStamp(),
    page: (query) => churches.list(query),
  });

  keptItemRoute(app, answers, {
    url: '/churches/:id', scope: 'read:churches',
    doc: doc('getChurch', 'Church details'),
    answer: Church, errors: [400, 401, 403, 404, 429],
    stamp: () => churches.listStamp(),
    get: (id) => churches.get(id),
  });

  itemReadRoute(app, {
    url: '/churches/:id/members/count', scope: 'read:churches', params: IdParams,
    doc: doc('getChurchMemberCount', 'Member count of a church'),
    answer: MemberCount, errors: [400, 401, 403, 404, 429],
    get: ({ params }) => churches.memberCount(params.id),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/churches/:id', scope: 'write:churches', policy: canUpdateChurch,
    doc: doc(
      'updateChurch',
      'Change a church',
      "For the church's admins. Changes the fields sent and leaves the others; `website` must be an http or https URL, " +
        '`country` an ISO 3166-1 alpha-2 code. Answers the updated church.',
    ),
    body: ChurchChanges, answer: Church, errors: [400, 401, 403, 404, 429],
    run: (id, principal, changes) => churches.update(id, principal.userId, changes),
  });

  joinRoute(app, {
    // Open: anyone may belong to any church, and joining again changes nothing.
    url: '/churches/:id/join', scope: 'write:churches', policy: anyCaller,
    doc: doc(
      'joinChurch',
      'Join a church',
      'Makes the caller a `member` and answers the updated church: 201 when this call made them a member, 200 when ' +
        'they already belonged (nothing changes, so retrying is safe).',
    ),
    answer: Church, errors: [400, 401, 403, 404, 429],
    run: (id, principal) => churches.join(id, principal.userId).then(({ church, created }) => ({ item: church, created })),
  });

  deleteRoute(app, {
    url: '/churches/:id/leave', scope: 'write:churches', policy: canLeaveChurch,
    doc: doc('leaveChurch', 'Leave a church', "Takes the caller out of the church. 404 when the caller is not a member; 409 for the church's last admin."),
    outcome: 'Left', errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => churches.leave(id, principal.userId),
  });

  peopleListRoute(app, {
    url: '/churches/:id/members',
    scope: 'read:churches',
    doc: doc(
      'listChurchMembers',
      'Church members',
      'For members of the church. Members ordered by when they joined, then user id, with their role; public ' +
        'profile fields only, never email addresses. With `updatedSince`, only the members whose `updatedAt` is at or ' +
        'after it: who joined, whose role changed, or who changed their name or picture since then. A member who left is ' +
        'no longer listed; the change feed reports it (`church.member.removed`).',
    ),
    entry: ChurchMember,
    list: (id, viewerId, query) => churches.members(id, viewerId, query),
  });

  memberManagementRoutes(app, {
    url: '/churches/:id/members/:userId',
    scope: 'write:churches',
    resource: 'The church',
    member: ChurchMember,
    roleBody: MemberRoleBody,
    set: {
      doc: doc(
        'setChurchMember',
        'Add a member or change their role',
        "For the church's admins. 201 when the person was added, 200 when their role was set (or already was). " +
          '409 when it would leave the church without an admin.',
      ),
      policy: canManageChurchMembers,
      run: (id, actorId, userId, role) => churches.setMemberRole(id, actorId, userId, role),
    },
    remove: {
      doc: doc('removeChurchMember', 'Remove a member', "For the church's admins. 404 when the person is not a member; 409 for the church's last admin."),
      policy: canManageChurchMembers,
      errors: [400, 401, 403, 404, 409, 429],
      run: (id, actorId, userId) => churches.removeMember(id, actorId, userId),
    },
  });
};

/**
 * The churches a person belongs to. Its path is under /users, and the API host registers it
 * right after the users routes, where it stands in the OpenAPI document.
 */
export const userChurchesRoutes: FastifyPluginAsyncTypebox<{ churches: ChurchesService }> = async (app, { churches }) => {
  listReadRoute(app, {
    url: '/users/:id/churches', scope: 'read:users', params: IdParams, querystring: PageSinceQuery,
    doc: operationDoc('Users')('listUserChurches', 'Churches of a user', 'Church objects, as in the church list, in the order the user joined them (then by church id).'),
    entry: Church, errors: [400, 401, 403, 404, 429],
    page: ({ params, query }) => churches.ofMember(params.id, query),
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operationDoc } from '../../http/responses.ts';
import { createRoute, deleteRoute, itemRoute, joinRoute } from '../../http/item-routes.ts';
import { keptItemRoute, keptListRoute } from '../../http/kept-routes.ts';
import { memberManagementRoutes, peopleListRoute } from '../../http/member-routes.ts';
import { Group, GroupChanges, GroupMember, GroupMemberRole, GroupsQuery, NewGroup } from './schemas.ts';
import type { GroupsService } from './service.ts';
import type { ListAnswers } from '../../http/list-answers.ts';
import { anyCaller } from '../../http/policies.ts';
import { canCreateGroup, canDeleteGroup, canManageGroupMembers, canRemoveGroupMember, canUpdateGroup } from './policy.ts';

const doc = operationDoc('Groups');

export const groupsRoutes: FastifyPluginAsyncTypebox<{ groups: GroupsService; answers: ListAnswers }> = async (app, { groups, answers }) => {
  keptListRoute(app, answers, {
    url: '/groups', scope: 'read:groups',
    doc: doc('listGroups', 'List small groups', 'Small groups ordered by id. `churchId` keeps the groups of one church (404 when it does not exist).'),
    querystring: GroupsQuery, entry: Group, errors: [400, 401, 403, 404, 429],
    stamp: (query, principal) => groups.listStamp(query, principal.userId),
    page: (query, principal) => groups.list(query, principal.userId),
  });

  keptItemRoute(app, answers, {
    url: '/groups/:id', scope: 'read:groups',
    doc: doc('getGroup', 'Group details'),
    answer: Group, errors: [400, 401, 403, 404, 429],
    stamp: (principal) => groups.itemStamp(principal.userId),
    get: (id, principal) => groups.get(id, principal.userId),
  });

  peopleListRoute(app, {
    url: '/groups/:id/members',
    scope: 'read:groups',
    doc: doc(
      'listGroupMembers',
      'Group members',
      'Members ordered by when they joined, then user id. Public profile fields only; never email addresses. With ' +
        '`updatedSince`, only the members whose `updatedAt` is at or after it: who joined, whose role changed, or who ' +
        'changed their name or picture since then. A member who left is no longer listed; the change feed reports it ' +
        '(`group.member.removed`).',
    ),
    entry: GroupMember,
    // Anyone who may read the group may read its members.
    list: (id, _viewerId, query) => groups.members(id, query),
  });

  joinRoute(app, {
    // Open: anyone on the platform may join any group; its capacity is the service's rule.
    url: '/groups/:id/join', scope: 'write:groups', policy: anyCaller,
    doc: doc(
      'joinGroup',
      'Join a group',
      'Makes the caller a member and answers the updated group: 201 when this call made them a member, 200 when ' +
        'they already were (nothing changes, so retrying is safe). 409 when the group is full.',
    ),
    answer: Group, errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => groups.join(id, principal.userId).then(({ group, created }) => ({ item: group, created })),
  });

  itemRoute(app, {
    // Open: a caller takes only themself out of a group.
    method: 'DELETE', url: '/groups/:id/leave', scope: 'write:groups', policy: anyCaller,
    doc: doc('leaveGroup', 'Leave a group', 'Takes the caller out of the group and answers the updated group. 404 when the caller is not a member.'),
    answer: Group, errors: [400, 401, 403, 404, 429],
    run: (id, principal) => groups.leave(id, principal.userId),
  });

  createRoute(app, {
    url: '/groups', scope: 'write:groups', policy: canCreateGroup,
    doc: doc(
      'createGroup',
      'Create a group',
      'Admins of `churchId` only (403 for anyone else; 400 when the church does not exist). `name` is 1 to 200 ' +
        'characters and not blank; `description` (5000), `meetingSchedule` (200) and `location` (500) are empty when ' +
        'left out; all text is trimmed. `capacity` null or left out means unlimited. Unknown fields are 400.',
    ),
    body: NewGroup, answer: Group, errors: [400, 401, 403, 429],
    run: (principal, group) => groups.create(principal.userId, group),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/groups/:id', scope: 'write:groups', policy: canUpdateGroup,
    doc: doc(
      'updateGroup',
      'Edit a group',
      'Admins of the group\'s church and leaders of the group (403 for anyone else). Fields left out stay as they ' +
        'are; an empty body changes nothing. Same field rules as creating. A `capacity` below `memberCount` is 409.',
    ),
    body: GroupChanges, answer: Group, errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal, changes) => groups.update(id, principal.userId, changes),
  });

  deleteRoute(app, {
    url: '/groups/:id', scope: 'write:groups', policy: canDeleteGroup,
    doc: doc('deleteGroup', 'Delete a group', 'Admins of the group\'s church only; its leaders cannot (403). The group and its memberships are gone; list totals follow.'),
    outcome: 'Deleted', errors: [400, 401, 403, 404, 429],
    run: (id, principal) => groups.remove(id, principal.userId),
  });

  memberManagementRoutes(app, {
    url: '/groups/:id/members/:userId',
    scope: 'write:groups',
    resource: 'The group',
    member: GroupMember,
    roleBody: GroupMemberRole,
    set: {
      doc: doc(
        'setGroupMember',
        'Add a member or set their role',
        'Admins of the group\'s church and leaders of the group (403 for anyone else). Adds the person with `role` ' +
          '(201; they take a place, 409 when the group is full) or changes the role of someone already in it (200). ' +
          'Only members of the group\'s church can be added: anyone else is 409 `NotAChurchMember`. ' +
          '404 when the group or the user does not exist.',
      ),
      policy: canManageGroupMembers,
      run: (id, actorId, userId, role) => groups.setMemberRole(id, actorId, userId, role),
    },
    remove: {
      doc: doc(
        'removeGroupMember',
        'Remove a member',
        'Admins of the group\'s church and leaders of the group remove anyone; anyone may remove themself (403 ' +
          'otherwise). 404 when the person is not a member. `memberCount` follows.',
      ),
      policy: canRemoveGroupMember,
      errors: [400, 401, 403, 404, 429],
      run: (id, actorId, userId) => groups.removeMember(id, actorId, userId),
    },
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerCreatedOrOk, answerNoContent, createdOrOk, noContent, operationDoc } from '../../http/responses.ts';
import { IdParams, singleEnvelope } from '../../http/pagination.ts';
import { addRoute, createRoute, deleteRoute, itemRoute } from '../../http/item-routes.ts';
import { itemReadRoute, listReadRoute } from '../../http/read-routes.ts';
import { canCreateHousehold, canDeleteHousehold, canEditHousehold } from './policy.ts';
import { Child, ChildChanges, Household, HouseholdAdultParams, HouseholdChanges, HouseholdsQuery, NewChild, NewHousehold } from './schemas.ts';
import type { HouseholdsService } from './service.ts';

const doc = operationDoc('Households');

const APPROVAL =
  ' An app needs a platform administrator\'s approval for household access (asked for on its page in the developer dashboard): ' +
  'without it every household endpoint answers 403. A person\'s own API keys need none.';
const HIDDEN = ' Anyone who may not see the household gets 404, as if it did not exist.';

export const householdsRoutes: FastifyPluginAsyncTypebox<{ households: HouseholdsService }> = async (app, { households }) => {
  listReadRoute(app, {
    url: '/households', scope: 'read:households', querystring: HouseholdsQuery,
    doc: doc(
      'listHouseholds',
      'List or search households',
      "Households of `churchId` by name, then id: every one for the church's admins and volunteers, only the caller's own for anyone " +
        'else (404 when the church does not exist). `q` finds those whose name starts with it (any case) or, when it is 4 digits, whose ' +
        "phone ends with them. Children's `notes` are left out for volunteers." + APPROVAL,
    ),
    entry: Household, errors: [400, 401, 403, 404, 429],
    page: ({ principal, query }) => households.list(principal, query),
  });

  createRoute(app, {
    url: '/households', scope: 'write:households', policy: canCreateHousehold,
    doc: doc(
      'createHousehold',
      'Start a household',
      'A member of `churchId` starts a household and becomes its first adult (403 for anyone else; 400 when the church does not exist). ' +
        "A church admin may instead name its adults with `adultIds`: each must be a member of the church (409 `NotAChurchMember`) and in no other household there (409). " +
        '`phone` is E.164.' + APPROVAL,
    ),
    body: NewHousehold, answer: Household, errors: [400, 401, 403, 409, 429],
    run: (principal, household) => households.create(principal, household),
  });

  itemReadRoute(app, {
    url: '/households/:id', scope: 'read:households', params: IdParams,
    doc: doc(
      'getHousehold',
      'A household with its adults and children',
      "For its adults and the church's admins and volunteers; children's `notes` only for its adults and the admins." + HIDDEN + APPROVAL,
    ),
    answer: Household, errors: [400, 401, 403, 404, 429],
    get: ({ principal, params }) => households.get(principal, params.id),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/households/:id', scope: 'write:households', policy: canEditHousehold,
    doc: doc(
      'updateHousehold',
      'Rename a household or change its phone',
      "Its adults and the church's admins (403 for volunteers). Fields left out stay; `phone: null` removes the phone." + HIDDEN + APPROVAL,
    ),
    body: HouseholdChanges, answer: Household, errors: [400, 401, 403, 404, 429],
    run: (id, principal, changes) => households.update(principal, id, changes),
  });

  deleteRoute(app, {
    url: '/households/:id', scope: 'write:households', policy: canDeleteHousehold,
    doc: doc(
      'deleteHousehold',
      'Delete a household',
      "Church admins only (403 for its adults and volunteers). Its children go with it; 409 while one of them is checked in." + HIDDEN + APPROVAL,
    ),
    outcome: 'Deleted', errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => households.remove(principal, id),
  });

  app.put('/households/:id/adults/:userId', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      ...doc(
        'addHouseholdAdult',
        'Add an adult to a household',
        "Its adults and the church's admins. The person must be a member of the church (409 `NotAChurchMember`) and an adult of no other " +
          'household there (409): a person belongs to one household per church. 201 when added, 200 when they already were; answers the household.' + HIDDEN + APPROVAL,
      ),
      params: HouseholdAdultParams,
      response: createdOrOk(singleEnvelope(Household), 400, 401, 403, 404, 409, 429),
    },
    handler: async (request, reply) => {
      const { household, created } = await households.putAdult(request.principal, request.params.id, request.params.userId);
      return answerCreatedOrOk(reply, created, household);
    },
  });

  app.delete('/households/:id/adults/:userId', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      ...doc(
        'removeHouseholdAdult',
        'Take an adult out of a household',
        "Its adults (themselves included) and the church's admins. The last adult cannot go (409); 404 when the person is not one of its adults." + HIDDEN + APPROVAL,
      ),
      params: HouseholdAdultParams,
      response: noContent('Removed', 400, 401, 403, 404, 409, 429),
    },
    handler: async (request, reply) => answerNoContent(reply, households.removeAdult(request.principal, request.params.id, request.params.userId)),
  });

  addRoute(app, {
    url: '/households/:id/children', scope: 'write:households', policy: canEditHousehold,
    doc: doc(
      'addChild',
      'Add a child to a household',
      "Its adults and the church's admins. `birthdate` is YYYY-MM-DD, not in the future; `familyName` left out is the household's first adult's. " +
        "Answers the child (with `notes`: the caller may see them)." + HIDDEN + APPROVAL,
    ),
    body: NewChild, answer: Child, errors: [400, 401, 403, 404, 429],
    run: (id, principal, child) => households.addChild(principal, id, child),
  });

  itemRoute(app, {
    method: 'PATCH', url: '/children/:id', scope: 'write:households', policy: canEditHousehold,
    doc: doc(
      'updateChild',
      "Change a child's details",
      "The household's adults and the church's admins. Fields left out stay as they are." + ' Anyone who may not see the household gets 404.' + APPROVAL,
    ),
    body: ChildChanges, answer: Child, errors: [400, 401, 403, 404, 429],
    run: (id, principal, changes) => households.updateChild(principal, id, changes),
  });

  deleteRoute(app, {
    url: '/children/:id', scope: 'write:households', policy: canEditHousehold,
    doc: doc(
      'deleteChild',
      'Remove a child',
      "The household's adults and the church's admins; 409 while the child is checked in." + ' Anyone who may not see the household gets 404.' + APPROVAL,
    ),
    outcome: 'Deleted', errors: [400, 401, 403, 404, 409, 429],
    run: (id, principal) => households.removeChild(principal, id),
  });
};

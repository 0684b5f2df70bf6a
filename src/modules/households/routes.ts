import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../http/responses.ts';
import { IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { canCreateHousehold, canDeleteHousehold, canEditHousehold } from './policy.ts';
import { Child, ChildChanges, Household, HouseholdAdultParams, HouseholdChanges, HouseholdsQuery, NewChild, NewHousehold } from './schemas.ts';
import type { HouseholdsService } from './service.ts';

const APPROVAL =
  ' An app needs a platform administrator\'s approval for household access (asked for on its page in the developer dashboard): ' +
  'without it every household endpoint answers 403. A person\'s own API keys need none.';
const HIDDEN = ' Anyone who may not see the household gets 404, as if it did not exist.';

export const householdsRoutes: FastifyPluginAsyncTypebox<{ households: HouseholdsService }> = async (app, { households }) => {
  app.get('/households', {
    config: { scope: 'read:households' },
    schema: {
      operationId: 'listHouseholds',
      tags: ['Households'],
      summary: 'List or search households',
      description:
        "Households of `churchId` by name, then id: every one for the church's admins and volunteers, only the caller's own for anyone " +
        'else (404 when the church does not exist). `q` finds those whose name starts with it (any case) or, when it is 4 digits, whose ' +
        "phone ends with them. Children's `notes` are left out for volunteers." + APPROVAL,
      querystring: HouseholdsQuery,
      response: { 200: listEnvelope(Household), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (request) => households.list(request.principal, request.query),
  });

  app.post('/households', {
    config: { scope: 'write:households', policy: canCreateHousehold },
    schema: {
      operationId: 'createHousehold',
      tags: ['Households'],
      summary: 'Start a household',
      description:
        'A member of `churchId` starts a household and becomes its first adult (403 for anyone else; 400 when the church does not exist). ' +
        "A church admin may instead name its adults with `adultIds`: each must be a member of the church (409 `NotAChurchMember`) and in no other household there (409). " +
        '`phone` is E.164.' + APPROVAL,
      body: NewHousehold,
      response: { 201: singleEnvelope(Household), ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await households.create(request.principal, request.body) };
    },
  });

  app.get('/households/:id', {
    config: { scope: 'read:households' },
    schema: {
      operationId: 'getHousehold',
      tags: ['Households'],
      summary: 'A household with its adults and children',
      description: "For its adults and the church's admins and volunteers; children's `notes` only for its adults and the admins." + HIDDEN + APPROVAL,
      params: IdParams,
      response: { 200: singleEnvelope(Household), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await households.get(request.principal, request.params.id) }),
  });

  app.patch('/households/:id', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      operationId: 'updateHousehold',
      tags: ['Households'],
      summary: 'Rename a household or change its phone',
      description: "Its adults and the church's admins (403 for volunteers). Fields left out stay; `phone: null` removes the phone." + HIDDEN + APPROVAL,
      params: IdParams,
      body: HouseholdChanges,
      response: { 200: singleEnvelope(Household), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await households.update(request.principal, request.params.id, request.body) }),
  });

  app.delete('/households/:id', {
    config: { scope: 'write:households', policy: canDeleteHousehold },
    schema: {
      operationId: 'deleteHousehold',
      tags: ['Households'],
      summary: 'Delete a household',
      description: "Church admins only (403 for its adults and volunteers). Its children go with it; 409 while one of them is checked in." + HIDDEN + APPROVAL,
      params: IdParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      await households.remove(request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.put('/households/:id/adults/:userId', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      operationId: 'addHouseholdAdult',
      tags: ['Households'],
      summary: 'Add an adult to a household',
      description:
        "Its adults and the church's admins. The person must be a member of the church (409 `NotAChurchMember`) and an adult of no other " +
        'household there (409): a person belongs to one household per church. 201 when added, 200 when they already were; answers the household.' + HIDDEN + APPROVAL,
      params: HouseholdAdultParams,
      response: { 200: singleEnvelope(Household), 201: singleEnvelope(Household), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      const { household, created } = await households.putAdult(request.principal, request.params.id, request.params.userId);
      reply.code(created ? 201 : 200);
      return { data: household };
    },
  });

  app.delete('/households/:id/adults/:userId', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      operationId: 'removeHouseholdAdult',
      tags: ['Households'],
      summary: 'Take an adult out of a household',
      description: "Its adults (themselves included) and the church's admins. The last adult cannot go (409); 404 when the person is not one of its adults." + HIDDEN + APPROVAL,
      params: HouseholdAdultParams,
      response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      await households.removeAdult(request.principal, request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  });

  app.post('/households/:id/children', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      operationId: 'addChild',
      tags: ['Households'],
      summary: 'Add a child to a household',
      description:
        "Its adults and the church's admins. `birthdate` is YYYY-MM-DD, not in the future; `familyName` left out is the household's first adult's. " +
        "Answers the child (with `notes`: the caller may see them)." + HIDDEN + APPROVAL,
      params: IdParams,
      body: NewChild,
      response: { 201: singleEnvelope(Child), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await households.addChild(request.principal, request.params.id, request.body) };
    },
  });

  app.patch('/children/:id', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      operationId: 'updateChild',
      tags: ['Households'],
      summary: "Change a child's details",
      description: "The household's adults and the church's admins. Fields left out stay as they are." + ' Anyone who may not see the household gets 404.' + APPROVAL,
      params: IdParams,
      body: ChildChanges,
      response: { 200: singleEnvelope(Child), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await households.updateChild(request.principal, request.params.id, request.body) }),
  });

  app.delete('/children/:id', {
    config: { scope: 'write:households', policy: canEditHousehold },
    schema: {
      operationId: 'deleteChild',
      tags: ['Households'],
      summary: 'Remove a child',
      description: "The household's adults and the church's admins; 409 while the child is checked in." + ' Anyone who may not see the household gets 404.' + APPROVAL,
      params: IdParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) => {
      await households.removeChild(request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

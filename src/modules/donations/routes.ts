import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/responses.ts';
import { IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { Donation, DonationListQuery, DonationSummary, DonationSummaryQuery } from './schemas.ts';
import type { DonationsService } from './service.ts';

const APPROVAL = 'Besides the read:donations scope, the app must be approved for donations (403 otherwise).';

export const donationsRoutes: FastifyPluginAsyncTypebox<{ donations: DonationsService }> = async (app, { donations }) => {
  app.get('/donations', {
    config: { scope: 'read:donations' },
    schema: {
      operationId: 'listDonations',
      tags: ['Donations'],
      summary: 'List your donations',
      description: `The caller's own gifts, most recent first (donatedAt, then id, descending). ${APPROVAL}`,
      querystring: DonationListQuery,
      response: { 200: listEnvelope(Donation), ...errorResponses(400, 401, 403, 429) },
    },
    handler: (request) => donations.list(request.principal, request.query),
  });

  app.get('/donations/summary', {
    config: { scope: 'read:donations' },
    schema: {
      operationId: 'getDonationSummary',
      tags: ['Donations'],
      summary: 'Summary of your donations',
      description: `Count and totals of the caller's gifts per currency, per fund and per month, in integer minor units. ${APPROVAL}`,
      querystring: DonationSummaryQuery,
      response: { 200: singleEnvelope(DonationSummary), ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request) => ({ data: await donations.summary(request.principal, request.query) }),
  });

  app.get('/donations/:id', {
    config: { scope: 'read:donations' },
    schema: {
      operationId: 'getDonation',
      tags: ['Donations'],
      summary: 'Donation details',
      description: `One of the caller's gifts; someone else's answers 404, as if it did not exist. ${APPROVAL}`,
      params: IdParams,
      response: { 200: singleEnvelope(Donation), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => ({ data: await donations.get(request.principal, request.params.id) }),
  });
};

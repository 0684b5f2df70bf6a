import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, operationDoc } from '../../http/responses.ts';
import { IdParams, listEnvelope, singleEnvelope } from '../../http/pagination.ts';
import { Donation, DonationListQuery, DonationSummary, DonationSummaryQuery } from './schemas.ts';
import type { DonationsService } from './service.ts';

const doc = operationDoc('Donations');

const APPROVAL = 'Besides the read:donations scope, the app must be approved for donations (403 otherwise).';

export const donationsRoutes: FastifyPluginAsyncTypebox<{ donations: DonationsService }> = async (app, { donations }) => {
  app.get('/donations', {
    config: { scope: 'read:donations' },
    schema: {
      ...doc('listDonations', 'List your donations', `The caller's own gifts, most recent first (donatedAt, then id, descending). ${APPROVAL}`),
      querystring: DonationListQuery,
      response: ok(listEnvelope(Donation), 400, 401, 403, 429),
    },
    handler: (request) => donations.list(request.principal, request.query),
  });

  app.get('/donations/summary', {
    config: { scope: 'read:donations' },
    schema: {
      ...doc('getDonationSummary', 'Summary of your donations', `Count and totals of the caller's gifts per currency, per fund and per month, in integer minor units. ${APPROVAL}`),
      querystring: DonationSummaryQuery,
      response: ok(singleEnvelope(DonationSummary), 400, 401, 403, 429),
    },
    handler: async (request) => ({ data: await donations.summary(request.principal, request.query) }),
  });

  app.get('/donations/:id', {
    config: { scope: 'read:donations' },
    schema: {
      ...doc('getDonation', 'Donation details', `One of the caller's gifts; someone else's answers 404, as if it did not exist. ${APPROVAL}`),
      params: IdParams,
      response: ok(singleEnvelope(Donation), 400, 401, 403, 404, 429),
    },
    handler: async (request) => ({ data: await donations.get(request.principal, request.params.id) }),
  });
};

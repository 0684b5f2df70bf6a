import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operationDoc } from '../../http/responses.ts';
import { IdParams } from '../../http/pagination.ts';
import { itemReadRoute, listReadRoute } from '../../http/read-routes.ts';
import { Donation, DonationListQuery, DonationSummary, DonationSummaryQuery } from './schemas.ts';
import type { DonationsService } from './service.ts';

const doc = operationDoc('Donations');

const APPROVAL = 'Besides the read:donations scope, the app must be approved for donations (403 otherwise).';

export const donationsRoutes: FastifyPluginAsyncTypebox<{ donations: DonationsService }> = async (app, { donations }) => {
  listReadRoute(app, {
    url: '/donations', scope: 'read:donations', querystring: DonationListQuery,
    doc: doc('listDonations', 'List your donations', `The caller's own gifts, most recent first (donatedAt, then id, descending). ${APPROVAL}`),
    entry: Donation, errors: [400, 401, 403, 429],
    page: ({ principal, query }) => donations.list(principal, query),
  });

  itemReadRoute(app, {
    url: '/donations/summary', scope: 'read:donations', querystring: DonationSummaryQuery,
    doc: doc('getDonationSummary', 'Summary of your donations', `Count and totals of the caller's gifts per currency, per fund and per month, in integer minor units. ${APPROVAL}`),
    answer: DonationSummary, errors: [400, 401, 403, 429],
    get: ({ principal, query }) => donations.summary(principal, query),
  });

  itemReadRoute(app, {
    url: '/donations/:id', scope: 'read:donations', params: IdParams,
    doc: doc('getDonation', 'Donation details', `One of the caller's gifts; someone else's answers 404, as if it did not exist. ${APPROVAL}`),
    answer: Donation, errors: [400, 401, 403, 404, 429],
    get: ({ principal, params }) => donations.get(principal, params.id),
  });
};

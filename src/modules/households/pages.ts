import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { notFound } from '../../http/errors.ts';
import { householdPage, householdsPage, householdsPath } from './views.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService, Viewer } from '../accounts/service.ts';
import type { ChurchAdministration } from '../churchadmin/service.ts';
import type { HouseholdsService } from './service.ts';
import { ChurchParams, PageId } from '../accounts/forms.ts';

export interface HouseholdPagesOptions {
  accounts: AccountsService;
  administration: ChurchAdministration;
  households: HouseholdsService;
  csrf: CsrfProtection;
}

const HouseholdParams = Type.Object({ id: PageId, householdId: PageId });
const SearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) });

const PAGE_SIZE = 50;

/**
 * The Households pages of My churches, for the church's admins: search by name or the phone's
 * last four digits, and a household with its adults and children. They read through the
 * households service as the admin (the sign-in host is the platform's own, so no app approval).
 */
export async function householdPagesRoutes(app: FastifyInstance, options: HouseholdPagesOptions): Promise<void> {
  const { accounts, administration, households, csrf } = options;
  const kit = pageKit(accounts, csrf);
  const callerOf = (viewer: Viewer) => ({ userId: viewer.id, householdsApproved: true });

  app.get<{ Params: Static<typeof ChurchParams>; Querystring: Static<typeof SearchQuery> }>(
    '/my/churches/:id/households',
    { schema: { params: ChurchParams, querystring: SearchQuery } },
    (request, reply) =>
      kit.page(request, reply, async (viewer, csrfToken) => {
        const church = await administration.church(request.params.id, viewer.id);
        const query = request.query.q?.trim() ?? '';
        const page = request.query.page ?? 1;
        const list = await households.list(callerOf(viewer), { churchId: church.id, page, limit: PAGE_SIZE, ...(query ? { q: query } : {}) });
        const href = (to: number) => `${householdsPath(church.id)}?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;
        return householdsPage({
          nav: kit.nav(viewer, csrfToken),
          church,
          households: list.data,
          total: list.pagination.total,
          query,
          pager: { previousHref: page > 1 ? href(page - 1) : undefined, nextHref: list.pagination.hasMore ? href(page + 1) : undefined },
        });
      }),
  );

  app.get<{ Params: Static<typeof HouseholdParams> }>('/my/churches/:id/households/:householdId', { schema: { params: HouseholdParams } }, (request, reply) =>
    kit.page(request, reply, async (viewer, csrfToken) => {
      const church = await administration.church(request.params.id, viewer.id);
      const household = await households.get(callerOf(viewer), request.params.householdId);
      if (household.churchId !== church.id) throw notFound(`Household ${household.id} is not a household of church ${church.id}`);
      return householdPage({ nav: kit.nav(viewer, csrfToken), church, household });
    }),
  );
}

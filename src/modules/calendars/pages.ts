import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { anySignedInPerson } from '../../http/policies.ts';
import { sendPage } from '../../http/pages.ts';
import { accountCalendarsPage, type AccountCalendarsPageInput } from './views.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService, Viewer } from '../accounts/service.ts';
import { canUpdateChurch } from '../churches/policy.ts';
import type { ChurchesService } from '../churches/service.ts';
import { canReadGroupCalendar } from './policy.ts';
import type { CalendarsService } from './service.ts';
import { ChurchParams, Csrf, CsrfBody, PageId } from '../accounts/forms.ts';

export interface CalendarPagesOptions {
  accounts: AccountsService;
  calendars: CalendarsService;
  churches: ChurchesService;
  csrf: CsrfProtection;
}

const GroupParams = Type.Object({ groupId: PageId });
const PublicBody = Type.Object({ ...Csrf, public: Type.Union([Type.Literal('yes'), Type.Literal('no')]) });

/**
 * `/account/calendars`: a person's calendar links, their own and their groups'. A link is a
 * secret kept only as a digest, so it is shown once, on the page that answers the button
 * that made it; making it again ("Reset link") ends the old one.
 */
export async function calendarPagesRoutes(app: FastifyInstance, options: CalendarPagesOptions): Promise<void> {
  const { accounts, calendars, churches, csrf } = options;
  const kit = pageKit(accounts, csrf);

  const render = async (request: FastifyRequest, reply: FastifyReply, viewer: Viewer, extra: Partial<AccountCalendarsPageInput> = {}, status = 200) => {
    const csrfToken = csrf.issue(request, reply);
    const groups = await calendars.memberGroups(viewer.id);
    const page = accountCalendarsPage({
      nav: kit.nav(viewer, csrfToken),
      csrfToken,
      hasPersonalLink: await calendars.hasPersonalLink(viewer.id),
      groups: await Promise.all(groups.map(async (group) => ({ ...group, hasLink: await calendars.hasGroupLink(viewer.id, group.id) }))),
      ...extra,
    });
    return sendPage(reply, page, status);
  };

  app.get('/account/calendars', async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    return render(request, reply, viewer);
  });

  // Open to whoever is signed in: it makes their own link.
  app.post<{ Body: Static<typeof CsrfBody> }>('/account/calendars/me', { schema: { body: CsrfBody }, config: { policy: anySignedInPerson } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply, '/account/calendars');
    if (!viewer) return reply;
    const links = await calendars.resetPersonalLink(viewer.id);
    return render(request, reply, viewer, { made: { title: 'Your link to My events', links } });
  });

  app.post<{ Params: Static<typeof GroupParams>; Body: Static<typeof CsrfBody> }>(
    '/account/calendars/groups/:groupId',
    { schema: { params: GroupParams, body: CsrfBody }, config: { policy: canReadGroupCalendar } },
    (request, reply) =>
      kit.action(request, reply, '/account/calendars', async (viewer) => {
        const links = await calendars.resetGroupLink(viewer.id, request.params.groupId);
        return render(request, reply, viewer, { made: { title: "Your link to the group's calendar", links } });
      }),
  );

  // The church page's Calendar section: its admins open or close the church's public feed.
  app.post<{ Params: Static<typeof ChurchParams>; Body: Static<typeof PublicBody> }>(
    '/my/churches/:id/calendar',
    { schema: { params: ChurchParams, body: PublicBody }, config: { policy: canUpdateChurch } },
    (request, reply) => {
      const churchId = request.params.id;
      const calendarPublic = request.body.public === 'yes';
      return kit.action(request, reply, `/my/churches/${churchId}`, async (viewer) => {
        await churches.update(churchId, viewer.id, { calendarPublic });
        return reply.redirect(`/my/churches/${churchId}?done=${calendarPublic ? 'calendar-public' : 'calendar-private'}#calendar`, 303);
      });
    },
  );
}

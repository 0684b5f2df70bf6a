import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { sendPage } from '../../http/pages.ts';
import { kioskCheckOutPage, kioskDonePage, kioskEventsPage, kioskHouseholdPage, kioskPath, kioskSearchPage, type KioskChurch } from './views.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService, Viewer } from '../accounts/service.ts';
import type { ChurchesService } from '../churches/service.ts';
import { canCheckIn, canCheckOut } from './policy.ts';
import type { CheckInService } from './service.ts';
import { ChurchParams, Csrf, formText, PageId } from '../accounts/forms.ts';

export interface CheckInPagesOptions {
  accounts: AccountsService;
  churches: ChurchesService;
  checkIns: CheckInService;
  csrf: CsrfProtection;
}

const oneOrMany = Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 })]));

const KioskQuery = Type.Object({ event: Type.Optional(PageId), q: formText(100), household: Type.Optional(PageId) });
const EventQuery = Type.Object({ event: PageId });
const LabelsQuery = Type.Object({ event: PageId, household: PageId });
// Each ticked child comes as `child`, its room as `room-<childId>`.
const CheckInBody = Type.Object({ ...Csrf, event: formText(12), household: formText(12), child: oneOrMany }, { additionalProperties: Type.String({ maxLength: 12 }) });
const FindBody = Type.Object({ ...Csrf, event: formText(12), code: formText(20) });
const CheckOutBody = Type.Object({ ...Csrf, event: formText(12), code: formText(20), checkIn: oneOrMany });
type ChurchParams = Static<typeof ChurchParams>;

function idOf(value: string | undefined, label: string): number {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw badRequest(`${label}: not a valid choice.`);
  return id;
}

const many = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The person at a kiosk acts on the platform's own pages: no app between them, so no app approval applies. */
const asPerson = (viewer: Viewer) => ({ userId: viewer.id, householdsApproved: true });

/**
 * The check-in kiosk on the sign-in host (`/my/churches/:id/check-in`), for the church's
 * volunteers and admins. It calls the same service methods as the API, so the same rules hold:
 * the window, rooms' ages and capacity, one code per family, the lockout.
 */
export async function checkInPagesRoutes(app: FastifyInstance, options: CheckInPagesOptions): Promise<void> {
  const { accounts, churches, checkIns, csrf } = options;
  const kit = pageKit(accounts, csrf);

  const church = async (id: number): Promise<KioskChurch> => {
    const found = await churches.get(id);
    return { id: found.id, name: found.name };
  };

  const householdPage = (request: FastifyRequest, reply: FastifyReply, viewer: Viewer, churchId: number, eventId: number, householdId: number, error?: string, status = 200) =>
    kit.render(
      request,
      reply,
      async (csrfToken) => {
        const event = await checkIns.kioskEvent(churchId, eventId, viewer.id);
        const { household, rooms } = await checkIns.kioskHousehold(eventId, householdId, viewer.id);
        return kioskHouseholdPage({ nav: kit.nav(viewer, csrfToken), csrfToken, church: await church(churchId), event, household, rooms, error });
      },
      status,
    );

  const checkOutPage = async (request: FastifyRequest, reply: FastifyReply, viewer: Viewer, churchId: number, eventId: number, extra: { code?: string; error?: string; checkedOut?: string[] }, status = 200) => {
    try {
      const event = await checkIns.kioskEvent(churchId, eventId, viewer.id);
      let found;
      let error = extra.error;
      if (extra.code) {
        try {
          const lookup = await checkIns.kioskByCode(eventId, viewer.id, extra.code);
          found = lookup.found;
          error ??= lookup.wrongCode;
        } catch (refusal) {
          // Too many wrong codes: the screen stays, saying why the lookup pauses.
          if (!(refusal instanceof ApiError) || refusal.statusCode !== 429) throw refusal;
          error = refusal.message;
          status = 429;
        }
      }
      const csrfToken = csrf.issue(request, reply);
      return sendPage(reply, kioskCheckOutPage({ nav: kit.nav(viewer, csrfToken), csrfToken, church: await church(churchId), event, found, ...extra, error }), status);
    } catch (error) {
      return kit.errorReply(reply, error);
    }
  };

  app.get<{ Params: ChurchParams; Querystring: Static<typeof KioskQuery> }>(
    '/my/churches/:id/check-in',
    { schema: { params: ChurchParams, querystring: KioskQuery } },
    (request, reply) =>
      kit.action(request, reply, undefined, (viewer) => {
        const churchId = request.params.id;
        const { event: eventId, q, household } = request.query;
        if (eventId !== undefined && household !== undefined) return householdPage(request, reply, viewer, churchId, eventId, household);
        return kit.render(request, reply, async (csrfToken) => {
          const nav = kit.nav(viewer, csrfToken);
          if (eventId === undefined) return kioskEventsPage({ nav, church: await church(churchId), events: await checkIns.kioskEvents(churchId, viewer.id) });
          const event = await checkIns.kioskEvent(churchId, eventId, viewer.id);
          const households = q?.trim() ? await checkIns.kioskSearch(churchId, viewer.id, q) : undefined;
          return kioskSearchPage({ nav, church: await church(churchId), event, q: q ?? '', households });
        });
      }),
  );

  app.post<{ Params: ChurchParams; Body: Static<typeof CheckInBody> }>(
    '/my/churches/:id/check-in',
    { schema: { params: ChurchParams, body: CheckInBody }, config: { policy: canCheckIn } },
    (request, reply) => {
      const churchId = request.params.id;
      const body = request.body;
      const eventId = idOf(body.event, 'Event');
      const householdId = idOf(body.household, 'Family');
      return kit.formAction(
        request,
        reply,
        `${kioskPath(churchId)}?event=${eventId}&household=${householdId}`,
        async (viewer) => {
          const event = await checkIns.kioskEvent(churchId, eventId, viewer.id);
          const ticked = many(body.child).map((child) => idOf(child, 'Child'));
          if (!ticked.length) throw badRequest('Tick at least one child to check in.');
          const children = ticked.map((childId) => ({ childId, roomId: idOf((body as Record<string, unknown>)[`room-${childId}`] as string | undefined, 'Room') }));
          const { result } = await checkIns.checkIn(eventId, asPerson(viewer), { householdId, children });
          const { household } = await checkIns.kioskHousehold(eventId, householdId, viewer.id);
          const csrfToken = csrf.issue(request, reply);
          return sendPage(
            reply,
            kioskDonePage({ nav: kit.nav(viewer, csrfToken), church: await church(churchId), event, householdId, householdName: household.name, securityCode: result.securityCode, checkIns: result.checkIns }),
          );
        },
        (viewer, message, status) => householdPage(request, reply, viewer, churchId, eventId, householdId, message, status),
      );
    },
  );

  app.get<{ Params: ChurchParams; Querystring: Static<typeof LabelsQuery> }>(
    '/my/churches/:id/check-in/labels',
    { schema: { params: ChurchParams, querystring: LabelsQuery } },
    (request, reply) =>
      kit.action(request, reply, undefined, async (viewer) => {
        await checkIns.kioskEvent(request.params.id, request.query.event, viewer.id);
        const pdf = await checkIns.householdLabels(request.query.event, request.query.household, asPerson(viewer));
        return reply.type('application/pdf').header('cache-control', 'no-store').header('content-disposition', 'inline; filename="labels.pdf"').send(pdf);
      }),
  );

  app.get<{ Params: ChurchParams; Querystring: Static<typeof EventQuery> }>(
    '/my/churches/:id/check-in/out',
    { schema: { params: ChurchParams, querystring: EventQuery } },
    (request, reply) => kit.action(request, reply, undefined, (viewer) => checkOutPage(request, reply, viewer, request.params.id, request.query.event, {})),
  );

  // A POST, so the code typed stays out of addresses and logs.
  app.post<{ Params: ChurchParams; Body: Static<typeof FindBody> }>(
    '/my/churches/:id/check-in/out/find',
    { schema: { params: ChurchParams, body: FindBody }, config: { policy: canCheckOut } },
    (request, reply) =>
      kit.action(request, reply, undefined, (viewer) => {
        const eventId = idOf(request.body.event, 'Event');
        return checkOutPage(request, reply, viewer, request.params.id, eventId, { code: request.body.code?.trim() ?? '' });
      }),
  );

  app.post<{ Params: ChurchParams; Body: Static<typeof CheckOutBody> }>(
    '/my/churches/:id/check-in/out',
    { schema: { params: ChurchParams, body: CheckOutBody }, config: { policy: canCheckOut } },
    (request, reply) =>
      kit.action(request, reply, undefined, async (viewer) => {
        const churchId = request.params.id;
        const eventId = idOf(request.body.event, 'Event');
        const code = request.body.code ?? '';
        const checkedOut: string[] = [];
        const problems: string[] = [];
        await checkIns.kioskEvent(churchId, eventId, viewer.id);
        for (const value of many(request.body.checkIn)) {
          try {
            checkedOut.push((await checkIns.checkOut(idOf(value, 'Check-in'), asPerson(viewer), { securityCode: code })).name);
          } catch (error) {
            // Each refusal (a wrong code, a lock, already out) is told; the others still go out.
            if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
            problems.push(error.message);
          }
        }
        if (!checkedOut.length && !problems.length) problems.push('Tick at least one child to check out.');
        return checkOutPage(request, reply, viewer, churchId, eventId, { error: problems.join(' ') || undefined, checkedOut }, problems.length ? 409 : 200);
      }),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError, badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { Policy } from '../../http/policies.ts';
import type { Page } from '../../http/pagination.ts';
import {
  churchPage,
  confirmDeletePage,
  eventPage,
  eventsPage,
  groupPage,
  groupsPage,
  myChurchesPage,
  CHURCH_FORM_LABELS,
  EVENT_FORM_LABELS,
  GROUP_FORM_LABELS,
  INVITE_FORM_LABELS,
  type ChurchForm,
  type ChurchPageInput,
  type ConfirmDeletePageInput,
  type EventForm,
  type EventPageInput,
  type EventsPageInput,
  type GroupForm,
  type GroupPageInput,
  type GroupsPageInput,
  type InviteForm,
} from './views.ts';
import { churchPath, eventPath, eventsPath, groupPath, groupsPath, type Pager } from '../../views/church-frame.ts';
import type { Message } from '../../views/components.ts';
import { inFormWords, withoutIds } from '../../views/form-words.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService, Viewer } from '../accounts/service.ts';
import { CHURCH_FIELD_LIMITS, ChurchRoleName } from '../churches/schemas.ts';
import type { PeopleImport } from '../people/service.ts';
import { canManageChurchMembers, canUpdateChurch } from '../churches/policy.ts';
import type { ChurchesService } from '../churches/service.ts';
import type { CheckInService } from '../checkin/service.ts';
import { DESCRIPTION_MAX_LENGTH, LOCATION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../events/schemas.ts';
import { canManageEvents } from '../events/policy.ts';
import type { EventsService } from '../events/service.ts';
import { GROUP_FIELD_LIMITS, GroupMemberRole } from '../groups/schemas.ts';
import { canCreateGroup, canDeleteGroup, canManageGroupMembers, canRemoveGroupMember, canUpdateGroup } from '../groups/policy.ts';
import type { GroupsService } from '../groups/service.ts';
import type { CalendarsService } from '../calendars/service.ts';
import { canRecordMeeting } from '../attendance/policy.ts';
import { dayIn } from '../attendance/periods.ts';
import type { AttendanceService } from '../attendance/service.ts';
import { meetingsSection, type MeetingsSectionInput } from '../attendance/views.ts';
import type { ChurchAdministration } from '../churchadmin/service.ts';
import { ChurchParams, Csrf, CsrfBody, formText, PageId } from '../accounts/forms.ts';

export interface ChurchPagesRoutesOptions {
  accounts: AccountsService;
  administration: ChurchAdministration;
  churches: ChurchesService;
  events: EventsService;
  groups: GroupsService;
  calendars: CalendarsService;
  attendance: AttendanceService;
  /** The churches a volunteer runs check-in for, linked from My churches. */
  checkIns: Pick<CheckInService, 'volunteerChurches'>;
  /** Add member by email and invitations: one line of the people import. */
  people: Pick<PeopleImport, 'addByEmail' | 'invite'>;
  csrf: CsrfProtection;
}


const ChurchMemberParams = Type.Object({ id: PageId, userId: PageId });
const EventParams = Type.Object({ id: PageId, eventId: PageId });
const GroupParams = Type.Object({ id: PageId, groupId: PageId });
const GroupMemberParams = Type.Object({ id: PageId, groupId: PageId, userId: PageId });
type ChurchParams = Static<typeof ChurchParams>;
type EventParams = Static<typeof EventParams>;
type GroupParams = Static<typeof GroupParams>;

const ListQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })), done: formText(40) });
type ListQuery = Static<typeof ListQuery>;
const GroupQuery = Type.Object({ ...ListQuery.properties, find: formText(100) });

// Lengths as the API allows them (the inputs' maxlength keeps people within them); what each
// value must be beyond that is for the services to say.
const ChurchBody = Type.Object({
  ...Csrf,
  name: formText(CHURCH_FIELD_LIMITS.name),
  description: formText(CHURCH_FIELD_LIMITS.description),
  city: formText(CHURCH_FIELD_LIMITS.city),
  state: formText(CHURCH_FIELD_LIMITS.state),
  country: formText(10),
  website: formText(CHURCH_FIELD_LIMITS.website),
});
const EventBody = Type.Object({
  ...Csrf,
  title: formText(TITLE_MAX_LENGTH),
  description: formText(DESCRIPTION_MAX_LENGTH),
  location: formText(LOCATION_MAX_LENGTH),
  startsAt: formText(40),
  endsAt: formText(40),
  capacity: formText(20),
});
const GroupBody = Type.Object({
  ...Csrf,
  name: formText(GROUP_FIELD_LIMITS.name),
  description: formText(GROUP_FIELD_LIMITS.description),
  meetingSchedule: formText(GROUP_FIELD_LIMITS.meetingSchedule),
  location: formText(GROUP_FIELD_LIMITS.location),
  capacity: formText(20),
});
const MeetingBody = Type.Object({
  ...Csrf,
  date: formText(10),
  guests: formText(10),
  notes: formText(5000),
  // One checkbox ticked comes as a string, several as a list.
  attendeeIds: Type.Optional(Type.Union([Type.String({ maxLength: 12 }), Type.Array(Type.String({ maxLength: 12 }), { maxItems: 1000 })])),
});
const ChurchRoleBody = Type.Object({ ...Csrf, role: ChurchRoleName });
const AddMemberBody = Type.Object({ ...Csrf, email: formText(254), role: Type.Optional(ChurchRoleName) });
const InviteBody = Type.Object({ ...Csrf, email: formText(254), givenName: formText(100), familyName: formText(100), role: Type.Optional(ChurchRoleName) });
const GroupAddBody = Type.Object({ ...Csrf, userId: formText(12), leader: Type.Optional(Type.Literal('yes')) });
const GroupRoleBody = Type.Object({ ...Csrf, role: GroupMemberRole.properties.role });

/** Rows per page of every list on these pages. */
const PAGE_SIZE = 50;
/** People shown for one search of Add member: a name narrows it further. */
const FOUND_LIMIT = 20;

/** Fixed messages after a redirect: the query names one, so no text from the URL is ever shown. */
const MY_CHURCHES_DONE: Record<string, string> = {
  'stepped-down': 'You are no longer an admin of that church, so it is not listed here any more.',
  left: 'You have left that church.',
};
const CHURCH_DONE: Record<string, string> = {
  saved: 'The church details have been saved.',
  role: 'The role has been changed.',
  removed: 'The member has been removed from the church.',
  added: 'The member has been added to the church.',
  already: 'That person is a member of the church already.',
  invited: 'The invitation is done: the person is a member now, and an address without an account gets a mail with a link to choose a password.',
  'calendar-public': "The church's calendar is public: anyone with its address can subscribe.",
  'calendar-private': "The church's calendar is private: its address no longer answers.",
};
const EVENTS_DONE: Record<string, string> = {
  created: 'The event has been created.',
  deleted: 'The event has been deleted, with its registrations.',
};
const EVENT_DONE: Record<string, string> = { saved: 'The event has been saved.' };
const GROUPS_DONE: Record<string, string> = {
  created: 'The group has been created.',
  deleted: 'The group has been deleted, with its memberships.',
};
const GROUP_DONE: Record<string, string> = {
  saved: 'The group has been saved.',
  role: 'The role has been changed.',
  removed: 'The member has been removed from the group.',
  added: 'The member has been added to the group.',
  meeting: 'The meeting has been recorded.',
};

function doneMessage(messages: Record<string, string>, key: string | undefined): Message | undefined {
  return key && Object.hasOwn(messages, key) ? { kind: 'success', text: messages[key] } : undefined;
}

/** What a clock in `timeZone` reads at `ms`, as milliseconds of the same reading in UTC. */
function wallClock(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZone }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) + (ms % 1000);
}

/**
 * The instant of a `datetime-local` field, read in the church's time zone (the form says
 * which), as ISO 8601. Browsers send `2026-12-24T18:30`, with seconds when someone typed them.
 * A reading that a daylight saving change skips (02:30 on the night clocks go forward) comes out an hour earlier.
 */
export function instantOf(value: string | undefined, label: string, timeZone = 'UTC'): string {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.exec(value?.trim() ?? '');
  const reading = match ? Date.parse(`${match[0]}Z`) : Number.NaN;
  if (Number.isNaN(reading)) throw badRequest(`${label}: enter a date and time, such as 2026-12-24 18:30 (${timeZone}).`);
  // The zone's offset at a guess, then at the instant that guess gives.
  let instant = reading - (wallClock(reading, timeZone) - reading);
  instant = reading - (wallClock(instant, timeZone) - instant);
  return new Date(instant).toISOString();
}

/** The capacity field: empty for no limit, else a whole number of at least 1. */
export function capacityOf(value: string | undefined): number | null {
  const given = value?.trim() ?? '';
  if (!given) return null;
  const capacity = /^\d{1,10}$/.test(given) ? Number(given) : 0;
  if (capacity < 1 || capacity > 2_147_483_647) throw badRequest('Capacity: enter a whole number of at least 1, or leave it empty for no limit.');
  return capacity;
}

/** A form as typed, from its body: each field the form labels, empty where it was left out. */
function formOf<F extends string>(labels: Record<F, string>, body: Partial<Record<NoInfer<F>, string>>): Record<F, string> {
  return Object.fromEntries(Object.keys(labels).map((name) => [name, body[name as F] ?? ''])) as Record<F, string>;
}

const churchFormOf = (body: Static<typeof ChurchBody>): ChurchForm => formOf(CHURCH_FORM_LABELS, body);
const eventFormOf = (body: Static<typeof EventBody>): EventForm => formOf(EVENT_FORM_LABELS, body);

/** The event fields of the form, as the events service takes them; times in the church's zone. */
function eventFieldsOf(form: EventForm, timeZone: string) {
  return {
    title: form.title,
    description: form.description,
    location: form.location,
    startsAt: instantOf(form.startsAt, 'Starts', timeZone),
    endsAt: instantOf(form.endsAt, 'Ends', timeZone),
    capacity: capacityOf(form.capacity),
  };
}

const groupFormOf = (body: Static<typeof GroupBody>): GroupForm => formOf(GROUP_FORM_LABELS, body);

function groupFieldsOf(form: GroupForm) {
  return { ...form, capacity: capacityOf(form.capacity) };
}

function pagerOf(path: string, list: Page<unknown>): Pager {
  const { page, hasMore } = list.pagination;
  return {
    previousHref: page > 1 ? `${path}?page=${page - 1}` : undefined,
    nextHref: hasMore ? `${path}?page=${page + 1}` : undefined,
  };
}

/** The pages of a church, by name, and the path parameters each is drawn from. */
interface PageParams {
  church: ChurchParams;
  events: ChurchParams;
  event: EventParams;
  groups: ChurchParams;
  group: GroupParams;
}
type PageName = keyof PageParams;
type GroupExtra = Partial<GroupPageInput> & { meeting?: Pick<MeetingsSectionInput, 'form' | 'error'>; findQuery?: string };
/** What a page shows besides its data: a message, a form as typed with its problem. */
interface PageExtras {
  church: Partial<ChurchPageInput>;
  events: Partial<EventsPageInput>;
  event: Partial<EventPageInput>;
  groups: Partial<GroupsPageInput>;
  group: GroupExtra;
}

/** Each page's address, which its forms come back to. */
const PAGE_PATHS: { [K in PageName]: (params: PageParams[K]) => string } = {
  church: ({ id }) => churchPath(id),
  events: ({ id }) => eventsPath(id),
  event: ({ id, eventId }) => eventPath(id, eventId),
  groups: ({ id }) => groupsPath(id),
  group: ({ id, groupId }) => groupPath(id, groupId),
};

/** A page of a church: its address, its query and the messages its `done` names. */
interface PageRoute<K extends PageName> {
  page: K;
  path: string;
  params: TSchema;
  query: TSchema;
  done: Record<string, string>;
  /** What the query adds to the page beyond the message and the page number. */
  extra?: (query: Static<typeof GroupQuery>) => PageExtras[K];
}

/**
 * A form on a page of a church. `act` does the work and answers where to go next (a 303), or
 * what to show on the same page; a problem shows the page again with `problem`'s extras.
 */
interface FormRoute<K extends PageName, B extends TSchema> {
  page: K;
  path: string;
  params: TSchema;
  body: B;
  policy: Policy;
  act(viewer: Viewer, params: PageParams[K] & { userId?: number }, body: Static<B>): Promise<string | { show: PageExtras[K] }>;
  problem(message: string, body: Static<B>): PageExtras[K];
}

/**
 * "My churches" on the sign-in host: a church's admins keep its details, members, events and
 * groups. Reads go through ChurchAdministration (only the church's admins see its pages);
 * writes call the same service methods as the API, so the same rules apply to both. The pages
 * and forms are tables: each says its address, its rule and what it does; one loop registers them.
 */
export async function churchPagesRoutes(app: FastifyInstance, options: ChurchPagesRoutesOptions): Promise<void> {
  const { accounts, administration, churches, events, groups, calendars, attendance, people, csrf } = options;
  const kit = pageKit(accounts, csrf);

  /** Each page's contents, for the viewer, at a page of its list. */
  const pages: { [K in PageName]: (viewer: Viewer, params: PageParams[K], extra: PageExtras[K], page: number, csrfToken: string) => Promise<string> } = {
    async church(viewer, { id }, extra, page, csrfToken) {
      const church = await administration.church(id, viewer.id);
      const [members, oneAdmin] = await Promise.all([churches.members(id, viewer.id, { page, limit: PAGE_SIZE }), churches.hasOneAdmin(id)]);
      return churchPage({
        nav: kit.nav(viewer, csrfToken),
        csrfToken,
        church,
        viewerId: viewer.id,
        members: members.data,
        membersPager: pagerOf(churchPath(id), members),
        oneAdmin,
        calendar: calendars.churchLinks(id),
        ...extra,
      });
    },
    async events(viewer, { id }, extra, page, csrfToken) {
      const church = await administration.church(id, viewer.id);
      const list = await events.list({ churchId: id, page, limit: PAGE_SIZE }, viewer.id);
      return eventsPage({ nav: kit.nav(viewer, csrfToken), csrfToken, church, events: list.data, pager: pagerOf(eventsPath(id), list), ...extra });
    },
    async event(viewer, { id, eventId }, extra, page, csrfToken) {
      const { church, event } = await administration.event(id, eventId, viewer.id);
      const registrations = await events.registrations(event.id, viewer.id, { page, limit: PAGE_SIZE });
      return eventPage({
        nav: kit.nav(viewer, csrfToken),
        csrfToken,
        church,
        event,
        registrations: registrations.data,
        registrationsPager: pagerOf(eventPath(church.id, event.id), registrations),
        ...extra,
      });
    },
    async groups(viewer, { id }, extra, page, csrfToken) {
      const church = await administration.church(id, viewer.id);
      const list = await groups.list({ churchId: id, page, limit: PAGE_SIZE }, viewer.id);
      return groupsPage({ nav: kit.nav(viewer, csrfToken), csrfToken, church, groups: list.data, pager: pagerOf(groupsPath(id), list), ...extra });
    },
    async group(viewer, { id, groupId }, extra, page, csrfToken) {
      const { church, group } = await administration.group(id, groupId, viewer.id);
      const { meeting, findQuery, ...pageExtra } = extra;
      const needle = findQuery?.trim();
      const find = needle ? { query: needle, results: await churches.searchMembers(church.id, viewer.id, needle, FOUND_LIMIT) } : undefined;
      // Who may be ticked as having come: the group's members, up to a list's largest page.
      const [members, everyone, meetings] = await Promise.all([
        groups.members(group.id, { page, limit: PAGE_SIZE }),
        groups.members(group.id, { page: 1, limit: 100 }),
        attendance.meetings(group.id, viewer.id, { page: 1, limit: 10 }),
      ]);
      return groupPage({
        nav: kit.nav(viewer, csrfToken),
        csrfToken,
        church,
        group,
        viewerId: viewer.id,
        members: members.data,
        membersPager: pagerOf(groupPath(church.id, group.id), members),
        find,
        meetings: meetingsSection({
          csrfToken,
          churchId: church.id,
          groupId: group.id,
          meetings: meetings.data,
          members: everyone.data,
          today: dayIn(Date.now(), church.timeZone),
          ...meeting,
        }),
        ...pageExtra,
      });
    },
  };

  const showPage = <K extends PageName>(request: FastifyRequest, reply: FastifyReply, viewer: Viewer, name: K, params: PageParams[K], extra: PageExtras[K], page = 1, status = 200) =>
    kit.render(request, reply, (csrfToken) => pages[name](viewer, params, extra, page, csrfToken), status);

  const pageRoute = <K extends PageName>(route: PageRoute<K>) =>
    app.get<{ Querystring: Static<typeof GroupQuery> }>(route.path, { schema: { params: route.params, querystring: route.query } }, async (request, reply) => {
      const viewer = await kit.viewer(request, reply);
      if (!viewer) return reply;
      const extra = { message: doneMessage(route.done, request.query.done), ...route.extra?.(request.query) } as PageExtras[K];
      return showPage(request, reply, viewer, route.page, request.params as PageParams[K], extra, request.query.page);
    });

  const formRoute = <K extends PageName, B extends TSchema>(route: FormRoute<K, B>) =>
    app.post(route.path, { schema: { params: route.params, body: route.body }, config: { policy: route.policy } }, (request, reply) => {
      // The route's schemas validated both.
      const params = request.params as PageParams[K] & { userId?: number };
      const body = request.body as Static<B>;
      const back = PAGE_PATHS[route.page](params);
      return kit.formAction(
        request,
        reply,
        back,
        async (viewer) => {
          const next = await route.act(viewer, params, body);
          if (typeof next === 'string') return reply.redirect(next.startsWith('/') ? next : `${back}${next}`, 303);
          return showPage(request, reply, viewer, route.page, params, next.show);
        },
        (viewer, message, status) => showPage(request, reply, viewer, route.page, params, route.problem(message, body), 1, status),
      );
    });

  /**
   * Deleting an event or a group at `path`/delete: the page that asks first, saying what goes
   * with it (`ask`), and its form, which deletes (`remove`) and leads back to the list.
   */
  const deletion = <K extends 'event' | 'group'>(item: {
    page: K;
    path: string;
    params: TSchema;
    policy: Policy;
    list: (churchId: number) => string;
    ask: (viewer: Viewer, params: PageParams[K]) => Promise<Omit<ConfirmDeletePageInput, 'nav' | 'csrfToken' | 'kind' | 'listHref'>>;
    remove: (viewer: Viewer, params: PageParams[K]) => Promise<void>;
  }) => {
    app.get(`${item.path}/delete`, { schema: { params: item.params } }, (request, reply) =>
      kit.page(request, reply, async (viewer, csrfToken) => {
        // The route's schema validated the parameters.
        const params = request.params as PageParams[K];
        return confirmDeletePage({ nav: kit.nav(viewer, csrfToken), csrfToken, kind: item.page, listHref: item.list(params.id), ...(await item.ask(viewer, params)) });
      }),
    );
    formRoute({
      page: item.page,
      path: `${item.path}/delete`,
      params: item.params,
      body: CsrfBody,
      policy: item.policy,
      async act(viewer, params) {
        await item.remove(viewer, params);
        return `${item.list(params.id)}?done=deleted`;
      },
      problem: (message) => ({ formError: withoutIds(message) }) as PageExtras[K],
    });
  };

  /** The rule of Add member and invitations, evaluated for the viewer; the page of an unknown church is a 404. */
  const mayManageMembers = async (churchId: number, viewer: Viewer) => {
    if (!canManageChurchMembers(await churches.roleOf(churchId, viewer.id))) {
      await administration.church(churchId, viewer.id);
      throw forbidden(`Only admins of church ${churchId} can add its members`);
    }
  };
  const membersProblem = (message: string) => ({ membersError: withoutIds(message) });

  app.get<{ Querystring: ListQuery }>('/my/churches', { schema: { querystring: ListQuery } }, (request, reply) =>
    kit.page(request, reply, async (viewer, csrfToken) =>
      myChurchesPage({
        nav: kit.nav(viewer, csrfToken),
        churches: await churches.adminChurches(viewer.id),
        checkInChurches: await options.checkIns.volunteerChurches(viewer.id),
        message: doneMessage(MY_CHURCHES_DONE, request.query.done),
      }),
    ),
  );

  pageRoute({ page: 'church', path: '/my/churches/:id', params: ChurchParams, query: ListQuery, done: CHURCH_DONE });
  pageRoute({ page: 'events', path: '/my/churches/:id/events', params: ChurchParams, query: ListQuery, done: EVENTS_DONE });
  pageRoute({ page: 'event', path: '/my/churches/:id/events/:eventId', params: EventParams, query: ListQuery, done: EVENT_DONE });
  pageRoute({ page: 'groups', path: '/my/churches/:id/groups', params: ChurchParams, query: ListQuery, done: GROUPS_DONE });
  pageRoute({ page: 'group', path: '/my/churches/:id/groups/:groupId', params: GroupParams, query: GroupQuery, done: GROUP_DONE, extra: (query) => ({ findQuery: query.find }) });

  // The church: details and members.

  formRoute({
    page: 'church',
    path: '/my/churches/:id',
    params: ChurchParams,
    body: ChurchBody,
    policy: canUpdateChurch,
    async act(viewer, { id }, body) {
      await churches.update(id, viewer.id, churchFormOf(body));
      return '?done=saved';
    },
    problem: (message, body) => ({ form: churchFormOf(body), formError: inFormWords(message, CHURCH_FORM_LABELS) }),
  });

  formRoute({
    page: 'church',
    path: '/my/churches/:id/members/:userId/role',
    params: ChurchMemberParams,
    body: ChurchRoleBody,
    policy: canManageChurchMembers,
    async act(viewer, { id, userId }, { role }) {
      await churches.setMemberRole(id, viewer.id, userId!, role);
      // Someone who made themself a plain member can no longer open the church's page.
      return userId === viewer.id && role !== 'admin' ? '/my/churches?done=stepped-down' : '?done=role#members';
    },
    problem: membersProblem,
  });

  formRoute({
    page: 'church',
    path: '/my/churches/:id/members/:userId/remove',
    params: ChurchMemberParams,
    body: CsrfBody,
    policy: canManageChurchMembers,
    async act(viewer, { id, userId }) {
      await churches.removeMember(id, viewer.id, userId!);
      return userId === viewer.id ? '/my/churches?done=left' : '?done=removed#members';
    },
    problem: membersProblem,
  });

  // Adding people: an account by its email, or an invitation.

  const addMemberForm = (body: Static<typeof AddMemberBody>) => ({ email: body.email?.trim() ?? '', role: body.role ?? ('member' as const) });
  formRoute({
    page: 'church',
    path: '/my/churches/:id/members/add',
    params: ChurchParams,
    body: AddMemberBody,
    policy: canManageChurchMembers,
    async act(viewer, { id }, body) {
      const form = addMemberForm(body);
      await mayManageMembers(id, viewer);
      if (!form.email) throw badRequest('Email must not be empty');
      const outcome = await people.addByEmail(id, form.email, form.role);
      if (outcome === 'unknown') return { show: { addMember: { ...form, unknown: true } } };
      return `?done=${outcome === 'added' ? 'added' : 'already'}#members`;
    },
    problem: (message, body) => ({ addMember: { ...addMemberForm(body), error: inFormWords(message, INVITE_FORM_LABELS) } }),
  });

  const inviteForm = ({ email = '', givenName = '', familyName = '', role = 'member' }: Static<typeof InviteBody>): InviteForm => ({ email, givenName, familyName, role });
  formRoute({
    page: 'church',
    path: '/my/churches/:id/members/invite',
    params: ChurchParams,
    body: InviteBody,
    policy: canManageChurchMembers,
    async act(viewer, { id }, body) {
      const form = inviteForm(body);
      await mayManageMembers(id, viewer);
      await people.invite(id, form, body.role ?? 'member');
      return '?done=invited#members';
    },
    problem: (message, body) => ({ invite: { ...inviteForm(body), error: inFormWords(message, INVITE_FORM_LABELS) } }),
  });

  // Events.

  formRoute({
    page: 'events',
    path: '/my/churches/:id/events',
    params: ChurchParams,
    body: EventBody,
    policy: canManageEvents,
    async act(viewer, { id }, body) {
      const church = await administration.church(id, viewer.id);
      await events.create(viewer.id, { churchId: id, ...eventFieldsOf(eventFormOf(body), church.timeZone) });
      return '?done=created';
    },
    problem: (message, body) => ({ form: eventFormOf(body), formError: inFormWords(message, EVENT_FORM_LABELS) }),
  });

  formRoute({
    page: 'event',
    path: '/my/churches/:id/events/:eventId',
    params: EventParams,
    body: EventBody,
    policy: canManageEvents,
    async act(viewer, { id, eventId }, body) {
      const { church } = await administration.event(id, eventId, viewer.id);
      await events.update(eventId, viewer.id, eventFieldsOf(eventFormOf(body), church.timeZone));
      return '?done=saved';
    },
    problem: (message, body) => ({ form: eventFormOf(body), formError: inFormWords(message, EVENT_FORM_LABELS) }),
  });

  deletion({
    page: 'event',
    path: '/my/churches/:id/events/:eventId',
    params: EventParams,
    policy: canManageEvents,
    list: eventsPath,
    async ask(viewer, { id, eventId }) {
      const { church, event } = await administration.event(id, eventId, viewer.id);
      const registered = event.registrationCount === 1 ? '1 person has' : `${event.registrationCount} people have`;
      return { church, name: event.title, itemHref: eventPath(church.id, event.id), consequence: `${registered} registered for it; the registrations are deleted with it.` };
    },
    async remove(viewer, { id, eventId }) {
      await administration.event(id, eventId, viewer.id);
      await events.remove(eventId, viewer.id);
    },
  });

  // Groups.

  formRoute({
    page: 'groups',
    path: '/my/churches/:id/groups',
    params: ChurchParams,
    body: GroupBody,
    policy: canCreateGroup,
    async act(viewer, { id }, body) {
      await administration.church(id, viewer.id);
      await groups.create(viewer.id, { churchId: id, ...groupFieldsOf(groupFormOf(body)) });
      return '?done=created';
    },
    problem: (message, body) => ({ form: groupFormOf(body), formError: inFormWords(message, GROUP_FORM_LABELS) }),
  });

  formRoute({
    page: 'group',
    path: '/my/churches/:id/groups/:groupId/members/add',
    params: GroupParams,
    body: GroupAddBody,
    policy: canManageGroupMembers,
    async act(viewer, { id, groupId }, body) {
      const userId = /^\d{1,10}$/.test(body.userId ?? '') ? Number(body.userId) : 0;
      const { church } = await administration.group(id, groupId, viewer.id);
      if (!userId) throw badRequest('Choose a person to add: search for them by name first.');
      // Add, never demote: someone already in the group keeps their role (the list changes it).
      if ((await groups.membershipOf(groupId, userId))?.role) throw conflict('That person is in the group already: change their role in the list of members.');
      try {
        await groups.setMemberRole(groupId, viewer.id, userId, body.leader === 'yes' ? 'leader' : 'member');
      } catch (error) {
        if (error instanceof ApiError && error.error === 'NotAChurchMember') {
          throw conflict(`That person is not a member of ${church.name}: add them to the church first, on its Details and members page.`);
        }
        throw error;
      }
      return '?done=added#members';
    },
    problem: (message) => ({ addError: withoutIds(message) }),
  });

  formRoute({
    page: 'group',
    path: '/my/churches/:id/groups/:groupId',
    params: GroupParams,
    body: GroupBody,
    policy: canUpdateGroup,
    async act(viewer, { id, groupId }, body) {
      await administration.group(id, groupId, viewer.id);
      await groups.update(groupId, viewer.id, groupFieldsOf(groupFormOf(body)));
      return '?done=saved';
    },
    problem: (message, body) => ({ form: groupFormOf(body), formError: inFormWords(message, GROUP_FORM_LABELS) }),
  });

  const meetingForm = ({ date = '', guests = '0', notes = '', attendeeIds }: Static<typeof MeetingBody>) => ({
    date,
    guests,
    notes,
    attendeeIds: [attendeeIds ?? []].flat().map(Number).filter((id) => Number.isInteger(id) && id > 0),
  });
  formRoute({
    page: 'group',
    path: '/my/churches/:id/groups/:groupId/meetings',
    params: GroupParams,
    body: MeetingBody,
    policy: canRecordMeeting,
    async act(viewer, { id, groupId }, body) {
      const { date, guests, notes, attendeeIds } = meetingForm(body);
      await administration.group(id, groupId, viewer.id);
      const count = /^\d{1,6}$/.test(guests.trim()) ? Number(guests.trim()) : Number.NaN;
      if (Number.isNaN(count)) throw badRequest('Guests must be a whole number, 0 or more');
      await attendance.recordMeeting(groupId, viewer.id, { date: date.trim(), attendeeIds, guests: count, notes });
      return '?done=meeting#meetings';
    },
    problem: (message, body) => ({ meeting: { form: meetingForm(body), error: inFormWords(message, { date: 'Date', attendeeIds: 'Who came', guests: 'Guests', notes: 'Notes' }) } }),
  });

  formRoute({
    page: 'group',
    path: '/my/churches/:id/groups/:groupId/members/:userId/role',
    params: GroupMemberParams,
    body: GroupRoleBody,
    policy: canManageGroupMembers,
    async act(viewer, { id, groupId, userId }, { role }) {
      await administration.group(id, groupId, viewer.id);
      await groups.setMemberRole(groupId, viewer.id, userId!, role);
      return '?done=role#members';
    },
    problem: membersProblem,
  });

  formRoute({
    page: 'group',
    path: '/my/churches/:id/groups/:groupId/members/:userId/remove',
    params: GroupMemberParams,
    body: CsrfBody,
    policy: canRemoveGroupMember,
    async act(viewer, { id, groupId, userId }) {
      await administration.group(id, groupId, viewer.id);
      await groups.removeMember(groupId, viewer.id, userId!);
      return '?done=removed#members';
    },
    problem: membersProblem,
  });

  deletion({
    page: 'group',
    path: '/my/churches/:id/groups/:groupId',
    params: GroupParams,
    policy: canDeleteGroup,
    list: groupsPath,
    async ask(viewer, { id, groupId }) {
      const { church, group } = await administration.group(id, groupId, viewer.id);
      const members = group.memberCount === 1 ? '1 member' : `${group.memberCount} members`;
      return { church, name: group.name, itemHref: groupPath(church.id, group.id), consequence: `It has ${members}; their memberships are deleted with it.` };
    },
    async remove(viewer, { id, groupId }) {
      await administration.group(id, groupId, viewer.id);
      await groups.remove(groupId, viewer.id);
    },
  });
}

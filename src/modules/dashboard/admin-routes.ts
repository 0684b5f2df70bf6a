import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { auditFilterForm, peoplePage, type AuditFilterValues } from './admin-views.ts';
import type { SafeHtml } from '../../views/layout.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService } from '../accounts/service.ts';
import { canChangeAdmin, canChangeDisabled } from '../admin/policy.ts';
import type { AccountAdministration } from '../admin/service.ts';
import { AUDIT_EVENTS, isAuditEventType, type AuditFilter } from '../audit/service.ts';
import type { DashboardService } from './service.ts';
import { Csrf, formText } from '../accounts/forms.ts';

export interface AdminRoutesOptions {
  accounts: AccountsService;
  dashboard: DashboardService;
  administration: AccountAdministration;
  csrf: CsrfProtection;
}


/** The audit log's filters, in the query of /admin and of its CSV. */
export const AuditFilterQuery = { actor: formText(320), action: formText(100), from: formText(20), to: formText(20) };
const AuditCsvQuery = Type.Object(AuditFilterQuery);
const PeopleQuery = Type.Object({ q: formText(200), page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })), done: formText(40) });
const PersonParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
const PersonBody = Type.Object({
  ...Csrf,
  value: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  q: formText(200),
  page: formText(10),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The filter as typed, as applied, and as a query string for links that keep it. */
export interface ParsedAuditFilter {
  values: AuditFilterValues;
  filter: AuditFilter;
  query: string;
  error?: string;
}

function day(value: string | undefined): number | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
}

/** Reads the filter from a query; a value that does not parse is left out and named in `error`. */
export function auditFilterOf(query: Partial<Record<'actor' | 'action' | 'from' | 'to', string>>): ParsedAuditFilter {
  const values: AuditFilterValues = { actor: query.actor?.trim() ?? '', action: query.action ?? '', from: query.from ?? '', to: query.to ?? '' };
  const filter: AuditFilter = {};
  const problems: string[] = [];
  if (values.actor) filter.actor = values.actor;
  if (values.action) {
    if (isAuditEventType(values.action)) filter.type = values.action;
    else problems.push('that event is unknown');
  }
  const from = day(values.from);
  if (from !== undefined) filter.from = new Date(from).toISOString();
  else if (values.from) problems.push('“From” is not a date');
  const to = day(values.to);
  // Until the end of the day named.
  if (to !== undefined) filter.until = new Date(to + DAY_MS).toISOString();
  else if (values.to) problems.push('“To” is not a date');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  return { values, filter, query: params.toString(), error: problems.length ? `Not applied: ${problems.join('; ')}.` : undefined };
}

const ACTIONS = Object.entries(AUDIT_EVENTS).map(([type, description]) => ({ type, description }));

export function auditFilterView(parsed: ParsedAuditFilter): SafeHtml {
  return auditFilterForm(parsed.values, ACTIONS, `/admin/audit.csv${parsed.query ? `?${parsed.query}` : ''}`, parsed.error);
}

const PEOPLE_DONE: Record<string, string> = {
  promoted: 'They are a platform administrator now.',
  demoted: 'They are no longer a platform administrator.',
  disabled: 'The account is disabled: they are signed out everywhere, and their tokens and API keys stop working.',
  enabled: 'The account is enabled again.',
};

function peopleLocation(search: string | undefined, page: string | undefined, done: string): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page && /^[1-9]\d{0,5}$/.test(page) && page !== '1') query.set('page', page);
  query.set('done', done);
  return `/admin/people?${query.toString()}#people`;
}

/** The admin's People page and the audit log's CSV. */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { accounts, dashboard, administration, csrf } = options;
  const kit = pageKit(accounts, csrf);

  app.get<{ Querystring: Static<typeof PeopleQuery> }>('/admin/people', { schema: { querystring: PeopleQuery } }, (request, reply) =>
    kit.page(request, reply, async (viewer, csrfToken) => {
      const search = request.query.q?.trim() ?? '';
      const done = request.query.done && Object.hasOwn(PEOPLE_DONE, request.query.done) ? PEOPLE_DONE[request.query.done] : undefined;
      const list = await administration.people(viewer, search, request.query.page ?? 1);
      return peoplePage({ nav: { ...kit.nav(viewer, csrfToken), userId: viewer.id }, csrfToken, search, ...list, message: done ? { kind: 'success', text: done } : undefined });
    }),
  );

  for (const action of ['admin', 'disabled'] as const) {
    app.post<{ Params: Static<typeof PersonParams>; Body: Static<typeof PersonBody> }>(
      `/admin/people/:userId/${action}`,
      { schema: { params: PersonParams, body: PersonBody }, config: { policy: action === 'admin' ? canChangeAdmin : canChangeDisabled } },
      (request, reply) =>
        kit.action(request, reply, '/admin/people', async (viewer) => {
          const value = request.body.value === 'true';
          if (action === 'admin') await administration.setAdmin(viewer, request.params.userId, value, request.ip);
          else await administration.setDisabled(viewer, request.params.userId, value, request.ip);
          const done = action === 'admin' ? (value ? 'promoted' : 'demoted') : value ? 'disabled' : 'enabled';
          return reply.redirect(peopleLocation(request.body.q, request.body.page, done), 303);
        }),
    );
  }

  app.get<{ Querystring: Static<typeof AuditCsvQuery> }>('/admin/audit.csv', { schema: { querystring: AuditCsvQuery } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    let lines: AsyncGenerator<string>;
    try {
      lines = dashboard.auditCsv(viewer, auditFilterOf(request.query).filter);
    } catch (error) {
      return kit.errorReply(reply, error);
    }
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .headers({ 'content-disposition': `attachment; filename="audit-log-${stamp}.csv"`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
      .send(Readable.from(lines));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError, badRequest, forbidden } from '../../http/errors.ts';
import { sendPage } from '../../http/pages.ts';
import { importPage, type ImportPageInput } from './views.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService, Viewer } from '../accounts/service.ts';
import { CHURCH_ROLES } from '../../http/church-roles.ts';
import { canManageChurchMembers } from '../churches/policy.ts';
import type { ChurchesService } from '../churches/service.ts';
import type { ChurchAdministration } from '../churchadmin/service.ts';
import { importRole, type PeopleImport } from './service.ts';
import { ChurchParams, Csrf } from '../accounts/forms.ts';

export interface PeoplePagesOptions {
  accounts: AccountsService;
  administration: ChurchAdministration;
  churches: ChurchesService;
  people: PeopleImport;
  csrf: CsrfProtection;
}

/** The largest file the page takes; bigger ones go through the command line (the form itself is limited to 1 MB). */
const MAX_FILE_BYTES = 512 * 1024;

const Body = Type.Object({
  ...Csrf,
  csv: Type.Optional(Type.String({ maxLength: MAX_FILE_BYTES })),
  file: Type.Optional(Type.String({ maxLength: MAX_FILE_BYTES })),
  role: Type.Optional(Type.String({ maxLength: 20 })),
  invite: Type.Optional(Type.Literal('yes')),
  step: Type.Optional(Type.Union([Type.Literal('check'), Type.Literal('import')])),
});

/**
 * "Import people" of My churches: the same import as the command line's, for the church's
 * admins. The first post checks the file (a dry run) and shows what it would do, or every bad
 * line; the page then carries the same text to the second post, which imports it.
 */
export async function peoplePagesRoutes(app: FastifyInstance, options: PeoplePagesOptions): Promise<void> {
  const { accounts, administration, churches, people, csrf } = options;
  const kit = pageKit(accounts, csrf);

  // A file upload comes as multipart/form-data: read here, with the web platform's own parser,
  // into the same fields a pasted form has (the file as text). Only this plugin's routes take it.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES + 64 * 1024 }, async (request: FastifyRequest, body: Buffer) => {
    const form = await new Response(body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData().catch(() => {
      throw badRequest('The form could not be read');
    });
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else if (value.size) fields[name] = await value.text();
    }
    return fields;
  });

  const render = async (request: FastifyRequest, reply: FastifyReply, viewer: Viewer, churchId: number, extra: Partial<ImportPageInput> = {}, status = 200) => {
    try {
      const church = await administration.church(churchId, viewer.id);
      const csrfToken = csrf.issue(request, reply);
      return sendPage(reply, importPage({ nav: kit.nav(viewer, csrfToken), csrfToken, church, roles: CHURCH_ROLES, ...extra }), status);
    } catch (error) {
      return kit.errorReply(reply, error);
    }
  };

  app.get<{ Params: Static<typeof ChurchParams> }>('/my/churches/:id/import', { schema: { params: ChurchParams } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    return render(request, reply, viewer, request.params.id);
  });

  app.post<{ Params: Static<typeof ChurchParams>; Body: Static<typeof Body> }>(
    '/my/churches/:id/import',
    { schema: { params: ChurchParams, body: Body }, config: { policy: canManageChurchMembers } },
    async (request, reply) => {
      const churchId = request.params.id;
      const viewer = await kit.viewer(request, reply, `/my/churches/${churchId}/import`);
      if (!viewer) return reply;
      const { body } = request;
      const csv = body.file || body.csv || '';
      const form = { csv, role: body.role, invite: body.invite === 'yes' };
      try {
        if (!canManageChurchMembers(await churches.roleOf(churchId, viewer.id))) {
          // The page says who may; an unknown church is a 404 there.
          await administration.church(churchId, viewer.id);
          throw forbidden(`Only admins of church ${churchId} can import people`);
        }
        if (!csv.trim()) throw badRequest('Choose a CSV file or paste its lines first.');
        const dryRun = body.step !== 'import';
        const result = await people.importCsv(csv, { churchId, role: importRole(body.role, CHURCH_ROLES), invite: form.invite, dryRun });
        if (dryRun || result.rejected) return await render(request, reply, viewer, churchId, { ...form, checked: result }, result.rejected ? 400 : 200);
        return await render(request, reply, viewer, churchId, { ...form, imported: result });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 400) return render(request, reply, viewer, churchId, { ...form, error: error.message }, 400);
        return kit.errorReply(reply, error);
      }
    },
  );
}

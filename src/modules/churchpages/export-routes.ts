import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { CsrfProtection } from '../../http/csrf.ts';
import { ApiError } from '../../http/errors.ts';
import { pageKit } from '../accounts/pages.ts';
import type { AccountsService } from '../accounts/service.ts';
import { sendArchive } from '../exports/routes.ts';
import type { ExportsService } from '../exports/service.ts';
import { ChurchParams } from '../accounts/forms.ts';


/**
 * "Download export" on My churches: the church's full export, the same the API gives its
 * admins. Anyone else finds no such page.
 */
export async function churchExportPageRoutes(app: FastifyInstance, options: { accounts: AccountsService; exports: ExportsService; csrf: CsrfProtection }): Promise<void> {
  const kit = pageKit(options.accounts, options.csrf);
  app.get<{ Params: Static<typeof ChurchParams> }>('/my/churches/:id/export', { schema: { params: ChurchParams } }, async (request, reply) => {
    const viewer = await kit.viewer(request, reply);
    if (!viewer) return reply;
    const { id } = request.params;
    try {
      return sendArchive(reply, await options.exports.forChurchAdmin(id, viewer.id), `church-${id}-export-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) return kit.errorPage(request, reply, { title: 'Exports are busy', message: error.message, status: 429 });
      return kit.errorReply(reply, error);
    }
  });
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { IdParams } from '../../http/pagination.ts';
import { ok, operationDoc } from '../../http/responses.ts';
import { exportableKinds } from './policy.ts';
import { ChurchExportArchive, PersonalExportArchive } from './schemas.ts';
import type { ExportsService } from './service.ts';

const doc = operationDoc('Churches');

/** Sends an archive as a download; `no-store`: it holds personal data. */
export function sendArchive(reply: FastifyReply, archive: Readable, filename: string): FastifyReply {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(archive);
}

const today = () => new Date().toISOString().slice(0, 10);

export const exportsRoutes: FastifyPluginAsyncTypebox<{ exports: ExportsService }> = async (app, { exports }) => {
  app.get('/churches/:id/export', {
    config: { scope: 'read:churches' },
    schema: {
      ...doc(
        'exportChurch',
        "Download a church's full export",
        "For the church's admins: a zip of everything the church holds that they may read, streamed as it is written. " +
          'It holds the kinds the credential reads through the API: events, registrations and rooms with `read:events`, groups, ' +
          'meetings and attendance with `read:groups`, prayers with `read:prayers`, households, children and check-ins with ' +
          '`read:households` and household access. Anyone else gets 404, as for a church that does not exist.',
      ),
      params: IdParams,
      response: ok(ChurchExportArchive, 400, 401, 403, 404, 429),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const archive = await exports.forChurchAdmin(id, request.principal.userId, exportableKinds(request.principal));
      return sendArchive(reply, archive, `church-${id}-export-${today()}.zip`);
    },
  });

  app.get('/users/me/export', {
    config: { scope: 'read:users' },
    schema: {
      ...operationDoc('Users')(
        'exportMyData',
        'Download my data',
        "Everything the platform holds about the caller, as a zip. Only the person's own API key may ask: an app acting for " +
          'them through OAuth gets 403, and no one can ask for another person.',
      ),
      response: ok(PersonalExportArchive, 401, 403, 429),
    },
    handler: async (request, reply) => sendArchive(reply, await exports.personal(request.principal), `my-data-${today()}.zip`),
  });
};

/**
 * A person's data on request (issue 23 §2b): the DPO's ZIP of one person's data, streamed as it is written. Page
 * permission dataProtection (the call registry's entry).
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personDataCalls } from '@my-skills/shared/calls/person-data';
import { PERSON_DATA_HEADERS } from '@my-skills/shared/schemas/person-data';
import { requireAuth } from '../../lib/auth-context';
import { contentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route';
import type { PersonDataService } from './person-data.service';
import { ExportStopped } from './person-data-zip';

export const personDataRoutes: FastifyPluginAsyncZod<{ personData: PersonDataService }> = async (
  app,
  { personData },
) => {
  route(app, personDataCalls.personData, {
    raw: true,
    handler: async (request, reply) => {
      // Checked, counted and audited before the first byte: a refusal is the usual JSON envelope.
      const prepared = await personData.prepare(requireAuth(request), request.query.personId);
      const out = new PassThrough({ highWaterMark: 256 * 1024 });
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(prepared.fileName))
        .header('cache-control', 'private, no-store')
        .header(PERSON_DATA_HEADERS.sections, String(prepared.expected.sections))
        .header(PERSON_DATA_HEADERS.rows, String(prepared.expected.rows))
        .header(PERSON_DATA_HEADERS.files, String(prepared.expected.files))
        .header(PERSON_DATA_HEADERS.fileBytes, String(prepared.expected.fileBytes));
      // Once the first byte is sent a failure can only cut the download (the client sees an incomplete ZIP).
      prepared.write(out).catch((error: unknown) => {
        if (error instanceof ExportStopped) return;
        request.log.error({ err: error }, 'person data export failed while streaming');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(out);
    },
  });
};

/**
 * /api/Cv2Dc/*: the CV import (cv2dc, apply, getCV, getCVJson) and its logs (logs, logs/export). The upload is
 * multipart/form-data with one file part (any field name), at most CV_IMPORT_MAX_BYTES; multipart is parsed only here.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cvImportCalls as calls } from '@my-skills/shared/calls/cv-import';
import { CV_IMPORT_MAX_BYTES } from '@my-skills/shared/schemas/cv-import';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../lib/auth-context';
import { sendStoredFile } from '../../lib/content-disposition';
import { sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import type { CvImportService, CvUpload } from './cv-import.service';
import type { CvImportLogsService } from './cv-import-logs.service';

const MAX_MEGABYTES = Math.round(CV_IMPORT_MAX_BYTES / (1024 * 1024));

/**
 * Reads the one file part of a multipart request into memory (bounded by the plugin's limits); `named` learns the
 * part's file name before its bytes are read (the log of a file too large names it).
 */
async function readUpload(request: FastifyRequest, named: (fileName: string) => void): Promise<CvUpload> {
  let upload: CvUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      named(part.filename);
      upload = { fileName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 'errors.CV_IMPORT_TOO_LARGE', { max: MAX_MEGABYTES });
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'errors.FILE_ONE_ONLY');
    throw error;
  }
  if (!upload || upload.content.length === 0) throw new AppError('BAD_REQUEST', 'errors.FILE_MISSING');
  return upload;
}

export const cvImportRoutes: FastifyPluginAsyncZod<{ cvImport: CvImportService; logs: CvImportLogsService }> = async (
  app,
  { cvImport, logs },
) => {
  await app.register(multipart, {
    limits: { fileSize: CV_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
  });

  route(app, calls.cv2dc, (request) =>
    cvImport.read(requireAuth(request), request.query, (named) => readUpload(request, named)),
  );

  route(app, calls.cvApply, (request) => cvImport.apply(requireAuth(request), request.body));

  // A binary answer, not the envelope (as File/download).
  route(app, calls.getCv, {
    raw: true,
    handler: async (request, reply) => {
      return sendStoredFile(reply, await cvImport.original(requireAuth(request), request.query.id));
    },
  });

  route(app, calls.getCvJson, (request) => cvImport.extraction(requireAuth(request), request.query.id));

  route(app, calls.cvImportLogs, (request) => logs.page(requireAuth(request), request.query));

  route(app, calls.cvImportLogsExport, {
    raw: true,
    handler: async (request, reply) => sendExcel(reply, logs.export(requireAuth(request), request.body)),
  });
};

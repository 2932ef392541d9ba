/**
 * /api/File/*: people's attachments (diplomas, certifications). Uploads are multipart/form-data with
 * one file part (any field name), at most LIMITS.attachmentMaxBytes; multipart is parsed only here.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '@my-skills/shared/constants';
import { filesCalls } from '@my-skills/shared/calls/files';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import { fileTooLarge, type FilesService, type Upload } from './files.service';
import { sendStoredFile } from '../../lib/content-disposition';

/** Reads the one file part of a multipart request into memory (bounded by the plugin's limits). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') upload = { fileName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'errors.FILE_ONE_ONLY');
    throw error;
  }
  if (!upload) throw new AppError('BAD_REQUEST', 'errors.FILE_MISSING');
  return upload;
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.attachmentMaxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
  });

  route(app, filesCalls.fileAdd, (request) =>
    files.add(requireAuth(request), request.query.idUser, () => readUpload(request)),
  );

  route(app, filesCalls.fileSave, (request) =>
    files.saveForTraining(requireAuth(request), request.query, () => readUpload(request)),
  );

  route(app, filesCalls.fileDelete, async (request) => {
    await files.remove(requireAuth(request), request.query.id, request.query.idUserFile);
    return null;
  });

  // A binary answer, not the envelope.
  route(app, filesCalls.fileDownload, {
    raw: true,
    handler: async (request, reply) => {
      return sendStoredFile(reply, await files.download(requireAuth(request), request.query.id));
    },
  });

  route(app, filesCalls.fileGet, (request) =>
    files.byName(requireAuth(request), request.query.fileName, request.query.idUser),
  );

  route(app, filesCalls.fileList, (request) => files.list(requireAuth(request), request.query.idUser));
};

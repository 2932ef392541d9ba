/** People's attachments and the guides: File/*. */
import { z } from 'zod';
import { emptyDataSchema } from '../schemas/common';
import {
  base64FileSchema,
  fileAddQuery,
  fileDeleteQuery,
  fileDownloadQuery,
  fileGetQuery,
  fileListQuery,
  guideQuery,
  userFileSchema,
} from '../schemas/files';
import { trainingAttachmentSchema, trainingFileSaveQuery } from '../schemas/trainings';
import { defineCalls } from './define';

export const filesCalls = defineCalls(
  { tags: ['Files'] },
  {
    fileAdd: {
      method: 'POST',
      path: '/api/File/add',
      query: fileAddQuery,
      multipart: true,
      response: userFileSchema,
      summary: 'Upload a diploma or certification for a person (multipart/form-data, one file part, at most 10 MB)',
      description:
        'Accepted: PDF, PNG, JPEG, GIF, WebP, Word (.docx, .doc), detected from the content. ' +
        '413 too large, 415 not an accepted type, 403 not allowed to update that person’s files.',
      message: 'messages.actionSuccess',
    },
    fileSave: {
      method: 'POST',
      path: '/api/File/save',
      query: trainingFileSaveQuery,
      multipart: true,
      response: trainingAttachmentSchema,
      summary:
        'Attach a diploma or certificate to a training wish (action add), or replace one of its files (replace, id)',
      description:
        'The same content checks as File/add (PDF, images, Word, detected from the bytes; 413, 415). Those who may ' +
        'change the wish (roles 3–6 over the person) attach its files.',
      message: 'messages.actionSuccess',
    },
    fileDelete: {
      method: 'DELETE',
      path: '/api/File',
      query: fileDeleteQuery,
      response: emptyDataSchema,
      summary: 'Delete a person’s file (id: the file, idUserFile: its owner)',
      description: '409 while a submitted, validated or archived skills file shows it; draft sections lose the link.',
      message: 'messages.actionSuccess',
    },
    /** A binary answer, not the envelope. */
    fileDownload: {
      method: 'GET',
      path: '/api/File/download',
      query: fileDownloadQuery,
      summary: 'Download a file (binary, Content-Disposition: attachment)',
    },
    fileGet: {
      method: 'GET',
      path: '/api/File/getFile',
      query: fileGetQuery,
      response: base64FileSchema,
      summary: 'A person’s file by name, base64 (idUser defaults to oneself)',
    },
    fileList: {
      method: 'GET',
      path: '/api/File/list',
      query: fileListQuery,
      response: z.array(userFileSchema),
      summary: 'The metadata of a person’s files, newest first',
    },
    guide: {
      method: 'GET',
      path: '/api/File/guide',
      query: guideQuery,
      response: base64FileSchema,
      summary: 'A guide PDF by file name, base64, in the person’s language (candidates: the candidate memo only)',
    },
  },
);

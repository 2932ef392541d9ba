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
import { defineCalls } from './define';

export const filesCalls = defineCalls({
  fileAdd: { method: 'POST', path: '/api/File/add', query: fileAddQuery, multipart: true, response: userFileSchema },
  fileDelete: { method: 'DELETE', path: '/api/File', query: fileDeleteQuery, response: emptyDataSchema },
  fileDownload: { method: 'GET', path: '/api/File/download', query: fileDownloadQuery },
  fileGet: { method: 'GET', path: '/api/File/getFile', query: fileGetQuery, response: base64FileSchema },
  fileList: { method: 'GET', path: '/api/File/list', query: fileListQuery, response: z.array(userFileSchema) },
  guide: { method: 'GET', path: '/api/File/guide', query: guideQuery, response: base64FileSchema },
});

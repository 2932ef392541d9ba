import { filesCalls } from '@my-skills/shared/calls/files';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/File?id=&idUserFile=: a file of the wish (idUserFile: the wish's person). */
export const deleteTrainingFile = (query: { id: number; idUserFile: number }) =>
  apiCall(filesCalls.fileDelete, { query });

import { filesCalls } from '@my-skills/shared/calls/files';
import { apiCall, callUrl } from '../../../lib/api-client';

/** POST /api/File/save?idTraining=&action=add (multipart): a diploma or certificate attached to the wish. */
export const saveTrainingFile = ({ idTraining, file }: { idTraining: number; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(filesCalls.fileSave, { query: { idTraining, action: 'add' }, body: form });
};

/** GET /api/File/download?id=: the file, as a link target. */
export const trainingFileUrl = (id: number) => callUrl(filesCalls.fileDownload, { id });

import { useMutation } from '@tanstack/react-query';
import { filesCalls } from '@my-skills/shared/calls/files';
import { apiCall, callUrl } from '../../../lib/api-client';

/** POST /api/File/add?idUser= (multipart): a diploma or certification of the person (PDF, image or Word, 10 MB at most). */
export const uploadFile = ({ idUser, file }: { idUser: number; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(filesCalls.fileAdd, { query: { idUser }, body: form });
};

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });

/** GET /api/File/download?id=: the file itself, as a link target (the browser saves it). */
export const fileDownloadUrl = (id: number) => callUrl(filesCalls.fileDownload, { id });
